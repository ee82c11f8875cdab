'use client';

import { useSyncExternalStore } from 'react';

/**
 * One clock for the public page: the open badge and the items' availability read it. The server's HTML
 * carries the state at render time (`renderedAt`, which is also what hydration sees); the browser then reads its own
 * clock at once and again at every minute's start, so an item flips at its 'HH:MM' boundary without a reload and the
 * open status refreshes at least every 60 s (spec §4).
 */
let clockNow = typeof window === 'undefined' ? 0 : Date.now();

function subscribe(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    clockNow = Date.now();
    onChange();
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
  };
  tick();
  return () => clearTimeout(timer);
}

/** The time the page shows things at: `renderedAt` on the server and while hydrating, then the browser's clock. */
export function useMenuClock(renderedAt: number): number {
  return useSyncExternalStore(subscribe, () => clockNow, () => renderedAt);
}
