'use client';

import { useEffect, useState } from 'react';
import { browserStorage, rememberOnDevice } from '@/lib/shared/browser-storage';

/**
 * A switch of the order screen remembered on this device (localStorage), not in the account: a kitchen tablet keeps
 * large text and its screen on, a waiter's phone does not. Off until the browser's store has been read.
 */
export function useDeviceSwitch(key: string): { on: boolean; toggle: () => void } {
  const [on, setOn] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads localStorage, a browser-only store
    setOn(browserStorage('local')?.getItem(key) === 'yes');
  }, [key]);
  const toggle = () => {
    const next = !on;
    rememberOnDevice(key, next ? 'yes' : 'no');
    setOn(next);
  };
  return { on, toggle };
}
