'use client';

import { useEffect, useRef, useState } from 'react';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import type { TableCallView } from '@/lib/diner-orders/table-call-view';
import { LIVE_PING_EVENT, LIVE_SILENCE_MS } from '@/lib/shared/live-stream';

/** 'connecting' until the first attempt's outcome; 'live' while the stream is open; 'lost' while it is down and being reopened. */
export type LiveState = 'connecting' | 'live' | 'lost';

export interface OrderEventHandlers {
  onOrder(order: DinerOrderView): void;
  onCall?(call: TableCallView): void;
  /** The stream opened after an earlier attempt (dropped or refused): what changed meanwhile was not sent, so read it again. */
  onReopen?(): void;
  /** The stream was refused (an answer that was not the stream): the caller may ask why (a session that ended). */
  onRefused?(): void;
}

/** Waits before reopening a refused stream: 1 s, 2 s, 4 s… up to 30 s, each with up to a fifth more at random. */
const reopenDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** failures) * (1 + Math.random() / 5);

/**
 * Listens to a Server-Sent Events stream of diners' orders while the component is shown: each `order`
 * event is handed to `onOrder`, each `call` (the order screen's stream) to `onCall`. The stream is kept open for as
 * long as the page is: the browser reopens a dropped connection by itself, but gives up for good on an answer that
 * is not the stream (a restarting server's 502, a busy instance's 503, a 429); such a stream is reopened here after a
 * growing pause, at once when the device comes back online or the page is shown again, and also when nothing (not
 * even the server's ping) came for LIVE_SILENCE_MS. Each reopening calls `onReopen`.
 */
export function useOrderEvents(url: string | null, handlers: OrderEventHandlers): { state: LiveState } {
  const [state, setState] = useState<LiveState>('connecting');
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!url) return;
    let source: EventSource | null = null;
    /** The stream was down (or never up) since it last opened: its next opening has a gap to catch up on. */
    let missed = false;
    let started = false;
    let failures = 0;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let heardAt = Date.now();

    const open = () => {
      clearTimeout(reopenTimer);
      reopenTimer = undefined;
      source?.close();
      const s = new EventSource(url);
      source = s;
      if (started) missed = true;
      started = true;
      heardAt = Date.now();
      const heard = () => (heardAt = Date.now());
      s.onopen = () => {
        heard();
        failures = 0;
        setState('live');
        if (missed) current.current.onReopen?.();
        missed = false;
      };
      s.onerror = () => {
        setState('lost');
        missed = true;
        // CONNECTING: the browser reopens it itself. CLOSED: it gave up (an answer that was not the stream).
        if (s.readyState === EventSource.CLOSED && source === s) {
          reopenTimer = setTimeout(open, reopenDelay(failures++));
          current.current.onRefused?.();
        }
      };
      s.addEventListener(LIVE_PING_EVENT, heard);
      s.addEventListener('order', (e) => {
        heard();
        current.current.onOrder(JSON.parse((e as MessageEvent<string>).data) as DinerOrderView);
      });
      s.addEventListener('call', (e) => {
        heard();
        current.current.onCall?.(JSON.parse((e as MessageEvent<string>).data) as TableCallView);
      });
    };
    const openIfDown = () => {
      if (source?.readyState !== EventSource.OPEN) open();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') openIfDown();
    };
    // A stream silent for too long (a socket left open by a network change carries nothing): open another.
    const watchdog = setInterval(() => {
      if (Date.now() - heardAt > LIVE_SILENCE_MS) {
        setState('lost');
        open();
      }
    }, LIVE_SILENCE_MS / 4);

    open();
    window.addEventListener('online', openIfDown);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(watchdog);
      clearTimeout(reopenTimer);
      window.removeEventListener('online', openIfDown);
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
    };
  }, [url]);
  return { state };
}

/** Keeps the newer of two versions of an order (events may come twice or out of order). */
export function newer(a: DinerOrderView | undefined, b: DinerOrderView): DinerOrderView {
  return a && Date.parse(a.updatedAt) > Date.parse(b.updatedAt) ? a : b;
}
