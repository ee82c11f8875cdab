'use client';

import { useEffect, useRef } from 'react';

/** How long a tab stays in the background before what it shows is read again on its return. */
export const STALE_AFTER_MS = 30_000;

/**
 * Calls `onBack` when the tab comes back after STALE_AFTER_MS or more in the background (a phone locked at the table,
 * a laptop's other tab): what the page shows may have changed meanwhile and is read again. A quicker return does nothing.
 */
export function useBackAfterAWhile(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  }, [onBack]);
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (away >= STALE_AFTER_MS) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
