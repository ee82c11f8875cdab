'use client';

import { useLayoutEffect } from 'react';
import { EARLY_TAP } from '@/lib/menus/early-tap';

/**
 * Clicks again the button a diner tapped before the page's code had loaded (the runtime loads after the first paint:
 * server/defer-runtime-scripts.ts). Rendered last in the menu, so its layout effect runs when the whole page has
 * hydrated; the button is taken (and the loader stops listening) in that same commit, before any later tap can reach
 * both React and the loader, and clicked right after it.
 */
export function EarlyTapReplay() {
  useLayoutEffect(() => {
    const take = (window as unknown as Record<string, (() => HTMLElement | null) | undefined>)[EARLY_TAP];
    const button = take?.();
    if (button?.isConnected) queueMicrotask(() => button.click());
  }, []);
  return null;
}
