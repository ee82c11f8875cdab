/**
 * A short two-note chime for a new order, made with the Web Audio API (no sound file to load). Browsers
 * start audio only after the page has had a tap or a key: until then the chime's audio stays suspended, the order
 * screen says so (use-chime-lock.ts), and a waiter's first touch of the screen resumes it (`unlockOrderChime`, called
 * inside that touch: Safari resumes audio only there).
 */
let context: AudioContext | null = null;
const lockListeners = new Set<() => void>();

/** The page's one audio context, made on first need; null on a device without audio. */
function audio(): AudioContext | null {
  if (context) return context;
  try {
    context = new AudioContext();
    context.onstatechange = () => lockListeners.forEach((changed) => changed());
  } catch {
    /* no audio on this device */
  }
  return context;
}

/** Whether the browser holds the chime's audio back (made but not running); before it is made, or without audio, no. */
export const chimeLocked = (): boolean => (context ? context.state !== 'running' : false);

/** Makes the chime's audio (so whether it is held back is known at once) and tells `changed` when that changes. */
export function watchChimeLock(changed: () => void): () => void {
  lockListeners.add(changed);
  audio();
  changed();
  return () => lockListeners.delete(changed);
}

/** Resumes the chime's audio; called inside a tap or a key, where browsers allow it. */
export function unlockOrderChime(): void {
  const c = audio();
  if (c && c.state !== 'running') void c.resume().catch(() => undefined);
}

export function playOrderChime(): void {
  // Said on the page too (what the e2e test listens for), whether or not the device can play it.
  window.dispatchEvent(new CustomEvent('diner-order-chime'));
  const c = audio();
  if (!c) return;
  if (c.state !== 'running') void c.resume().catch(() => undefined);
  const now = c.currentTime;
  for (const [i, freq] of [880, 1320].entries()) {
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.3, now + i * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.3);
    osc.connect(gain).connect(c.destination);
    osc.start(now + i * 0.18);
    osc.stop(now + i * 0.18 + 0.32);
  }
}
