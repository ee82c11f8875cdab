'use client';

import { useEffect, useState } from 'react';
import { useDeviceSwitch } from './use-device-switch';

const KEY = 'dinerOrdersKeepAwake';

/** 'held': the screen stays on; 'waiting': asked for, not held now (the page hidden, or the answer not back yet);
 * 'refused': the browser said no (battery saver, a policy); 'unsupported': the browser has no screen wake lock. */
export type WakeLockState = 'off' | 'held' | 'waiting' | 'refused' | 'unsupported';

/**
 * Keeps a kitchen tablet's screen on while the order screen is open (the Screen Wake Lock API): a screen that dims and
 * locks hides the new orders, and on many tablets silences their chime. The choice is the device's own (localStorage),
 * so the kitchen tablet keeps it and a waiter's phone is not kept on unless asked. The browser lets go of the lock
 * whenever the page is hidden (another app, the screen turned off by hand), so it is asked for again each time the
 * page shows. Where it is refused or missing, the state says so: the screen then tells how to keep it on in the
 * device's settings.
 */
export function useScreenWakeLock(): { wanted: boolean; state: WakeLockState; toggle: () => void } {
  const { on: wanted, toggle } = useDeviceSwitch(KEY);
  const [state, setState] = useState<WakeLockState>('off');

  useEffect(() => {
    if (!wanted) return;
    if (!('wakeLock' in navigator)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- what the browser offers is known only in the browser
      setState('unsupported');
      return;
    }
    let live = true;
    let held: WakeLockSentinel | null = null;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || held) return;
      setState('waiting');
      try {
        const sentinel = await navigator.wakeLock.request('screen');
        if (!live) return void sentinel.release();
        held = sentinel;
        setState('held');
        sentinel.addEventListener('release', () => {
          held = null;
          if (live) setState('waiting');
        });
      } catch {
        if (live) setState('refused');
      }
    };
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void held?.release();
      setState('off');
    };
  }, [wanted]);

  return { wanted, state, toggle };
}
