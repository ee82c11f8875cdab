'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import { canPurchase } from '@/lib/menus/public-menu';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import type { TableCallView } from '@/lib/diner-orders/table-call-view';
import { fetchDinerOrders, menuOrderStreamUrl } from '@/lib/diner-orders/diner-order-client';
import { ApiClientError } from '@/lib/api/client-fetch';
import { newer, useOrderEvents, type LiveState } from '@/components/diner-orders/use-order-events';
import { zonedDay } from '@/lib/menus/zoned-day';
import { isOfBranch, MAIN_BRANCH } from '@/lib/shared/diner-order-rules';
import { isTableOfBranch } from '@/lib/shared/menu-tables';
import { browserStorage, rememberOnDevice } from '@/lib/shared/browser-storage';
import { playOrderChime } from './order-chime';
import { useChimeLock } from './use-chime-lock';

/**
 * The restaurant's live orders, kept by the admin shell while any admin screen is open: today's orders
 * as they arrive and move (the menu's order stream), how many are new (the navigation's count and the tab's title),
 * and a chime for each order placed while the screen is open unless muted (remembered on this device); with branches,
 * only those of the branch the device is set to.
 */
export interface OrdersFeed {
  /** The menu's day (YYYY-MM-DD in its time zone) the feed counts, once the server has said it. */
  day: string | null;
  /** The orders known to the feed (today's, and the day before's still open), by id (newest version of each). */
  today: Map<string, DinerOrderView>;
  /** New orders waiting (the screen's pill). */
  newOrders: number;
  /** New orders and open calls (the navigation's count and the tab's title). */
  newCount: number;
  /** Whether the stream is up ('lost': down and being reopened; what comes meanwhile is read when it is back). */
  live: LiveState;
  /** Why the stream is refused, when it is for good until someone acts: the session ended (401), not an admin any more (403). */
  refused: 401 | 403 | null;
  /** How many times today's orders have been read from the server (a screen reads its list again on each). */
  syncs: number;
  muted: boolean;
  setMuted(muted: boolean): void;
  /** The browser will not play the chime until the page has had a tap or a key (the first one, anywhere, unlocks it); never for a menu that takes no orders. */
  soundLocked: boolean;
  /** An order changed by this screen (a tap): shown at once, before its event comes back. */
  update(order: DinerOrderView): void;
  /** Calls from tables still open (the waiter, the bill), oldest first. */
  calls: TableCallView[];
  /**
   * The branch this device's screen is for ('' every branch; lib/shared/diner-order-rules.ts MAIN_BRANCH), remembered
   * on the device: the count, the chime and the calls are that branch's only.
   */
  branch: string;
  setBranch(branch: string): void;
  /** A call changed by this screen (dismissed). */
  updateCall(call: TableCallView): void;
  /**
   * Which orders chime while a screen narrower than the order screen is open (a kitchen station's display: only the
   * orders with a ticket for it, and no calls from tables, which are the floor's); null again when it closes.
   */
  setChimeFor(filter: ((order: DinerOrderView) => boolean) | null): void;
}

const OrdersFeedContext = createContext<OrdersFeed | null>(null);
export const useOrdersFeed = () => useContext(OrdersFeedContext);

const MUTE_KEY = 'dinerOrdersMuted';
const branchKey = (menuId: string) => `dinerOrdersBranch:${menuId}`;

/** The branch remembered on this device for the menu, while the menu still has it ('' otherwise). */
function storedBranch(menu: AdminMenu): string {
  const saved = browserStorage('local')?.getItem(branchKey(menu._id)) ?? '';
  return saved === MAIN_BRANCH || menu.branches.some((b) => b._id === saved) ? saved : '';
}

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
  const [branch, setBranchState] = useState('');
  const branchRef = useRef('');
  const tablesRef = useRef(menu.tables);
  useEffect(() => {
    tablesRef.current = menu.tables;
  }, [menu.tables]);
  // Read from the device's store (the browser's only), and again after an edit of the menu (a branch deleted).
  useEffect(() => {
    branchRef.current = storedBranch(menu);
    setBranchState(branchRef.current);
  }, [menu]);
  const setBranch = useCallback(
    (value: string) => {
      branchRef.current = value;
      setBranchState(value);
      rememberOnDevice(branchKey(menu._id), value);
    },
    [menu._id],
  );

  useEffect(() => {
    openedAt.current = Date.now();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads localStorage, a browser-only store
    setMutedState(window.localStorage.getItem(MUTE_KEY) === 'yes');
    mutedRef.current = window.localStorage.getItem(MUTE_KEY) === 'yes';
  }, []);
  const setMuted = useCallback((value: boolean) => {
    mutedRef.current = value;
    setMutedState(value);
    rememberOnDevice(MUTE_KEY, value ? 'yes' : 'no');
  }, []);

  const known = useRef(new Set<string>());
  const chimeFor = useRef<((order: DinerOrderView) => boolean) | null>(null);
  const setChimeFor = useCallback((filter: ((order: DinerOrderView) => boolean) | null) => {
    chimeFor.current = filter;
  }, []);
  const update = useCallback((order: DinerOrderView) => {
    known.current.add(order._id);
    setToday((cur) => {
      const next = new Map(cur);
      next.set(order._id, newer(cur.get(order._id), order));
      return next;
    });
  }, []);

  const onOrder = useCallback(
    (order: DinerOrderView) => {
      // A chime for an order placed while the screen is open, once (the stream may repeat an order).
      const placedNow = order.status === 'new' && Date.parse(order.createdAt) >= openedAt.current - 5000;
      const heard = placedNow && !known.current.has(order._id) && !mutedRef.current && isOfBranch(order.branch, branchRef.current);
      if (heard && (chimeFor.current?.(order) ?? true)) playOrderChime();
      update(order);
      // The first order of the menu's next day moves the feed to that day (a screen left open past midnight).
      setDay((cur) => (cur && order.day > cur ? order.day : cur));
    },
    [update],
  );
  const onCall = useCallback(
    (call: TableCallView) => {
      if (call.open && !known.current.has(`call:${call._id}`) && !mutedRef.current && !chimeFor.current && isTableOfBranch(tablesRef.current, call.table._id, branchRef.current)) {
        playOrderChime();
      }
      known.current.add(`call:${call._id}`);
      updateCall(call);
    },
    [updateCall],
  );

  // Today's new orders and open calls as the server has them: when the screen opens (the count is right before
  // anything arrives), and again each time the stream reopens after a gap or the menu's day turns, since what
  // happened meanwhile was never sent. An order moved on elsewhere meanwhile stops counting as new; a call
  // dismissed elsewhere goes; what came in meanwhile chimes like an order heard live.
  const [syncs, setSyncs] = useState(0);
  const resync = useCallback(
    (catchUp: boolean) => {
      const askedAt = Date.now();
      return fetchDinerOrders(menu._id, { status: 'new' }).then((page) => {
        setDay((cur) => (cur && cur > page.day ? cur : page.day)); // the day only moves on
        const newOnes = [...page.orders, ...page.openFromDayBefore];
        const fresh = new Set(newOnes.map((o) => o._id));
        const movedElsewhere = (o: DinerOrderView) => o.status === 'new' && !fresh.has(o._id) && Date.parse(o.updatedAt) <= askedAt;
        setToday((cur) => new Map([...cur].filter(([, o]) => !movedElsewhere(o))));
        const openCalls = new Set(page.calls.map((c) => c._id));
        setCallMap((cur) => new Map([...cur].filter(([id, c]) => openCalls.has(id) || Date.parse(c.updatedAt) > askedAt)));
        if (catchUp) {
          newOnes.forEach(onOrder);
          page.calls.forEach(onCall);
        } else {
          newOnes.forEach(update);
          page.calls.forEach((c) => {
            known.current.add(`call:${c._id}`);
            updateCall(c);
          });
        }
        setSyncs((n) => n + 1);
      });
    },
    [menu._id, onOrder, onCall, update, updateCall],
  );
  useEffect(() => {
    if (on) resync(false).catch(() => undefined);
  }, [on, resync]);
  const [refused, setRefused] = useState<401 | 403 | null>(null);
  const onReopen = useCallback(() => {
    setRefused(null);
    void resync(true).catch(() => undefined);
  }, [resync]);
  // A refused stream may be a session that ended (logged out on another device, the password changed) or rights
  // taken away: the list's answer says which, so the screen can say so instead of 'reconnecting' for ever.
  const onRefused = useCallback(() => {
    fetchDinerOrders(menu._id, { status: 'new' }).then(
      () => setRefused(null),
      (err: unknown) => setRefused(err instanceof ApiClientError && (err.status === 401 || err.status === 403) ? err.status : null),
    );
  }, [menu._id]);
  const soundLocked = useChimeLock(on);
  const { state: live } = useOrderEvents(on ? menuOrderStreamUrl(menu._id) : null, useMemo(() => ({ onOrder, onCall, onReopen, onRefused }), [onOrder, onCall, onReopen, onRefused]));

  // The menu's day by this device's clock, every 30 s: when it differs from the feed's, the server is asked (its day
  // is the one orders are numbered in; a wrong clock here only costs a read).
  useEffect(() => {
    if (!on || !day) return;
    const tick = setInterval(() => {
      if (zonedDay(new Date(), menu.timeZone ?? undefined) !== day) onReopen();
    }, 30_000);
    return () => clearInterval(tick);
  }, [on, day, menu.timeZone, onReopen]);
  const calls = useMemo(
    () =>
      [...callMap.values()]
        .filter((c) => c.open && isTableOfBranch(menu.tables, c.table._id, branch))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    [callMap, menu.tables, branch],
  );

  // Every order of the branch the feed knows as new: today's, and the day before's still waiting (the server lists those with today's).
  const newOrders = useMemo(() => [...today.values()].filter((o) => o.status === 'new' && isOfBranch(o.branch, branch)).length, [today, branch]);
  const newCount = newOrders + calls.length;
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = newCount > 0 ? `(${newCount}) ${base}` : base;
  }, [newCount]);

  const value = useMemo<OrdersFeed>(
    () => ({ day, today, newOrders, newCount, live, refused, syncs, muted, setMuted, soundLocked, update, calls, updateCall, branch, setBranch, setChimeFor }),
    [day, today, newOrders, newCount, live, refused, syncs, muted, setMuted, soundLocked, update, calls, updateCall, branch, setBranch, setChimeFor],
  );
  return <OrdersFeedContext.Provider value={value}>{children}</OrdersFeedContext.Provider>;
}
