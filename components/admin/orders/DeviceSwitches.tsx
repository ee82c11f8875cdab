'use client';

import { DINER_ORDER_TEXT as T } from '@/lib/i18n/diner-ar';
import { useOrdersFeed } from './OrdersFeed';
import type { useScreenWakeLock } from './use-screen-wake-lock';

/**
 * The switches a screen left open on a device has (the order screen, a kitchen display): the order chime on or off
 * (remembered on the device by the feed) and the screen kept lit (`awake`, the screen's own wake lock, whose state
 * it also shows elsewhere).
 */
export function SoundSwitch() {
  const feed = useOrdersFeed();
  return (
    <button type="button" className="btn btn-secondary" aria-pressed={feed?.muted ?? false} onClick={() => feed?.setMuted(!feed.muted)}>
      {feed?.muted ? T.unmute : T.mute}
    </button>
  );
}

export function KeepAwakeSwitch({ awake }: { awake: ReturnType<typeof useScreenWakeLock> }) {
  return (
    <button type="button" className="btn btn-secondary" aria-pressed={awake.wanted} data-wake-lock={awake.state} onClick={awake.toggle}>
      {awake.wanted ? T.letSleep : T.keepAwake}
    </button>
  );
}
