/**
 * Interest tracking (spec §4 Item interest, §9): an item whose centre stays in the band between 25% and 75% of the
 * viewport height for 2000 ms records one interest per item per visit. Leaving the band cancels the timer.
 * Each card holds a 2 px marker at its centre ([data-centre]); an IntersectionObserver whose root is shrunk by 25% at
 * the top and bottom tells when that marker is inside the band.
 */
export const INTEREST_DWELL_MS = 2000;
export const INTEREST_BAND_MARGIN = '-25% 0px -25% 0px';

export function trackInterest(root: ParentNode, onInterest: (itemId: string) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const recorded = new Set<string>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();

  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const marker = entry.target;
        const itemId = marker.closest('[data-item-id]')?.getAttribute('data-item-id');
        if (!itemId) continue;
        if (entry.isIntersecting) {
          if (recorded.has(itemId) || timers.has(marker)) continue;
          timers.set(
            marker,
            setTimeout(() => {
              timers.delete(marker);
              if (recorded.has(itemId)) return;
              recorded.add(itemId);
              onInterest(itemId);
            }, INTEREST_DWELL_MS),
          );
        } else {
          clearTimeout(timers.get(marker));
          timers.delete(marker);
        }
      }
    },
    { rootMargin: INTEREST_BAND_MARGIN, threshold: 0 },
  );
  root.querySelectorAll('[data-centre]').forEach((m) => io.observe(m));
  return () => {
    io.disconnect();
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
  };
}

/** POST the interest; a failure is only logged (spec §8). */
export async function sendInterest(itemId: string): Promise<void> {
  try {
    const res = await fetch(`/api/v1/quickmenu/items/${encodeURIComponent(itemId)}/interests`, { method: 'POST', credentials: 'include' });
    if (!res.ok) console.error(`[menu] interest for ${itemId} was not recorded (HTTP ${res.status})`);
  } catch (err) {
    console.error(`[menu] interest for ${itemId} was not recorded`, err);
  }
}
