/**
 * A short two-note chime for a new order (issue #20), made with the Web Audio API (no sound file to load). Browsers
 * start audio only after the page has had a tap or a key: a waiter's first touch of the screen unlocks it.
 */
let context: AudioContext | null = null;

export function playOrderChime(): void {
  // Said on the page too (what the e2e test listens for), whether or not the device can play it.
  window.dispatchEvent(new CustomEvent('diner-order-chime'));
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const now = context.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.3, now + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.3);
      osc.connect(gain).connect(context.destination);
      osc.start(now + i * 0.18);
      osc.stop(now + i * 0.18 + 0.32);
    }
  } catch {
    /* no audio on this device */
  }
}
