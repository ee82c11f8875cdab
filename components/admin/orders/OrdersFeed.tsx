'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import { canPurchase } from '@/lib/menus/public-menu';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import type { TableCallView } from '@/lib/diner-orders/table-call-view';
import { fetchDinerOrders, menuOrderStreamUrl } from '@/lib/diner-orders/diner-order-client';
import { newer, useOrderEvents } from '@/components/diner-orders/use-order-events';
import { playOrderChime } from './order-chime';

/**
 * The restaurant's live orders (issue #20), kept by the admin shell while any admin screen is open: today's orders
 * as they arrive and move (the menu's order stream), how many are new (the navigation's count and the tab's title),
 * and a chime for each order placed while the screen is open unless muted (remembered on this device).
 */
export interface OrdersFeed {
  /** The menu's day (YYYY-MM-DD in its time zone) the feed counts, once the server has said it. */
  day: string | null;
  /** Today's orders known to the feed, by id (newest version of each). */
  today: Map<string, DinerOrderView>;
  /** New orders waiting (the screen's pill). */
  newOrders: number;
  /** New orders and open calls (the navigation's count and the tab's title). */
  newCount: number;
  connected: boolean;
  muted: boolean;
  setMuted(muted: boolean): void;
  /** An order changed by this screen (a tap): shown at once, before its event comes back. */
  update(order: DinerOrderView): void;
  /** Calls from tables still open (the waiter, the bill), oldest first. */
  calls: TableCallView[];
  /** A call changed by this screen (dismissed). */
  updateCall(call: TableCallView): void;
}

const OrdersFeedContext = createContext<OrdersFeed | null>(null);
export const useOrdersFeed = () => useContext(OrdersFeedContext);

const MUTE_KEY = 'dinerOrdersMuted';

export function OrdersFeedProvider({ menu, children }: { menu: AdminMenu; children: React.ReactNode }) {
  const on = canPurchase(menu);
  const [today, setToday] = useState<Map<string, DinerOrderView>>(new Map());
  const [day, setDay] = useState<string | null>(null);
  const [callMap, setCallMap] = useState<Map<string, TableCallView>>(new Map());
  const updateCall = useCallback((call: TableCallView) => {
    setCallMap((cur) => {
      const had = cur.get(call._id);
      if (had && Date.parse(had.updatedAt) > Date.parse(call.updatedAt)) return cur;
      const next = new Map(cur);
      next.set(call._id, call);
      return next;
    });
  }, []);
  const [muted, setMutedState] = useState(false);
  const openedAt = useRef(0);
  const mutedRef = useRef(false);

  useEffect(() => {
    openedAt.current = Date.now();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads localStorage, a browser-only store
    setMutedState(window.localStorage.getItem(MUTE_KEY) === 'yes');
    mutedRef.current = window.localStorage.getItem(MUTE_KEY) === 'yes';
  }, []);
  const setMuted = useCallback((value: boolean) => {
    mutedRef.current = value;
    setMutedState(value);
    try {
      window.localStorage.setItem(MUTE_KEY, value ? 'yes' : 'no');
    } catch {
      /* storage unavailable: for this visit only */
    }
  }, []);

  const known = useRef(new Set<string>());
  const update = useCallback((order: DinerOrderView) => {
    known.current.add(order._id);
    setToday((cur) => {
      const next = new Map(cur);
      next.set(order._id, newer(cur.get(order._id), order));
      return next;
    });
  }, []);

  // Today's new orders first (the count is right before anything arrives), then the stream.
  useEffect(() => {
    if (!on) return;
    let live = true;
    fetchDinerOrders(menu._id, { status: 'new' })
      .then((page) => {
        if (!live) return;
        setDay(page.day);
        page.orders.forEach(update);
        page.calls.forEach((c) => {
          known.current.add(`call:${c._id}`);
          updateCall(c);
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [on, menu._id, update, updateCall]);

  const onOrder = useCallback(
    (order: DinerOrderView) => {
      // A chime for an order placed while the screen is open, once (the stream may repeat an order).
      const placedNow = order.status === 'new' && Date.parse(order.createdAt) >= openedAt.current - 5000;
      if (placedNow && !known.current.has(order._id) && !mutedRef.current) playOrderChime();
      update(order);
    },
    [update],
  );
  const onCall = useCallback(
    (call: TableCallView) => {
      if (call.open && !known.current.has(`call:${call._id}`) && !mutedRef.current) playOrderChime();
      known.current.add(`call:${call._id}`);
      updateCall(call);
    },
    [updateCall],
  );
  const { connected } = useOrderEvents(on ? menuOrderStreamUrl(menu._id) : null, onOrder, onCall);
  const calls = useMemo(() => [...callMap.values()].filter((c) => c.open).sort((a, b) => a.createdAt.localeCompare(b.createdAt)), [callMap]);

  const newOrders = useMemo(() => [...today.values()].filter((o) => o.status === 'new' && (!day || o.day === day)).length, [today, day]);
  const newCount = newOrders + calls.length;
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = newCount > 0 ? `(${newCount}) ${base}` : base;
  }, [newCount]);

  const value = useMemo<OrdersFeed>(
    () => ({ day, today, newOrders, newCount, connected, muted, setMuted, update, calls, updateCall }),
    [day, today, newOrders, newCount, connected, muted, setMuted, update, calls, updateCall],
  );
  return <OrdersFeedContext.Provider value={value}>{children}</OrdersFeedContext.Provider>;
}
