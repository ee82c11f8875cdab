'use client';

import { useSyncExternalStore } from 'react';
import { chimeLocked, unlockOrderChime, watchChimeLock } from './order-chime';

/** The input events that let a page start sound (a touch counts on release, not on press). */
const ACTIVATING = ['click', 'keydown', 'pointerup', 'touchend'] as const;

function subscribe(changed: () => void): () => void {
  const onInput = () => unlockOrderChime();
  for (const type of ACTIVATING) window.addEventListener(type, onInput, { capture: true, passive: true });
  const unwatch = watchChimeLock(changed);
  return () => {
    unwatch();
    for (const type of ACTIVATING) window.removeEventListener(type, onInput, { capture: true });
  };
}

const never = () => () => {};
const unlocked = () => false;

/**
 * Whether the browser holds the order chime back: sound starts only once the page has had a tap or a key, and a
 * kitchen tablet that reloaded the order screen by itself has had neither. While mounted for a menu that takes orders
 * (`on`), the first tap or key anywhere on the page lets the chime sound; otherwise no audio is made at all.
 */
export function useChimeLock(on: boolean): boolean {
  return useSyncExternalStore(on ? subscribe : never, on ? chimeLocked : unlocked, unlocked);
}
