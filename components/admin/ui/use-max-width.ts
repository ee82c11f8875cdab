'use client';

import { useSyncExternalStore } from 'react';

/** True while the viewport is at most `px` wide (a media query, kept in sync on resize). False on the server. */
export function useMaxWidth(px: number): boolean {
  const query = `(max-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
