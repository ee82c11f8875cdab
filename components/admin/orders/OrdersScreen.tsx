'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import Link from 'next/link';
import { useAdmin } from '@/components/admin/AdminContext';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toasts';
import { SelectField } from '@/components/ui/SelectField';
import { FormField } from '@/components/ui/FormField';
import { DINER_ORDER_TEXT as T, TABLE_TEXT } from '@/lib/i18n/diner-ar';
import { ORDERING_OFF_TEXT } from '@/lib/i18n/ar';
import { PRINT_TEXT } from '@/lib/i18n/kitchen-ar';
import { canPurchase } from '@/lib/menus/public-menu';
import { DINER_ORDER_STATUSES, MAIN_BRANCH, OPEN_DINER_ORDER_STATUSES, OPEN_ORDERS, isOfBranch, isOfStatus, nextDinerOrderStatus, type DinerOrderStatus } from '@/lib/shared/diner-order-rules';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import { dismissTableCall, fetchDinerOrders, moveDinerOrder } from '@/lib/diner-orders/diner-order-client';
import { adminScreenId, adminScreenPath } from '@/lib/ui/admin-screens';
import { branchLabel } from '@/lib/ui/branch-label';
import { DEFAULT_TIME_ZONE } from '@/lib/shared/zoned-clock';
import { browserStorage, rememberOnDevice } from '@/lib/shared/browser-storage';
import { newer } from '@/components/diner-orders/use-order-events';
import { ScreenHeader } from '../ui/ScreenHeader';
import { OrderingOffNotice } from '../ui/OrderingOffNotice';
import { useOrderingSwitch } from '../ui/use-ordering-switch';
import { useOrdersFeed } from './OrdersFeed';
import { OrderCard } from './OrderCard';
import { OrderTicket } from './OrderTicket';
import { unlockOrderChime } from './order-chime';
import { useScreenWakeLock } from './use-screen-wake-lock';
import { KeepAwakeSwitch, SoundSwitch } from './DeviceSwitches';
import { useDeviceSwitch } from './use-device-switch';
import { SilentPrintersNotice } from '../kitchen/SilentPrintersNotice';
import { useMenuPrinters } from '../kitchen/use-menu-printers';
import { reprintOrder } from '../kitchen/printer-client';
import ui from '../ui/admin-ui.module.css';
import styles from './OrdersScreen.module.css';

const LARGE_KEY = 'dinerOrdersLargeText';
/** The status filter this device's screen keeps for the menu (a kitchen tablet on 'لم تُقدَّم بعد' stays on it). */
const statusKey = (menuId: string) => `dinerOrdersStatus:${menuId}`;
const STATUS_CHOICES: readonly string[] = [OPEN_ORDERS, ...DINER_ORDER_STATUSES];
type Filters = { status: string; table: string; date: string };

/**
 * The restaurant's order screen: a day's orders newest first (today's live from the shell's feed), one
 * tap to move an order on, the branch this device is for (a restaurant with branches), filters by status and table,
 * earlier days by date, a mute switch and a large-text mode for a kitchen tablet. The status filter is remembered on
 * the device for the menu, as the branch and the switches are.
 */
export function OrdersScreen() {
  const { menu } = useAdmin();
  const timeZone = menu.timeZone || DEFAULT_TIME_ZONE;
  const feed = useOrdersFeed();
  const toast = useToast();
  const confirm = useConfirm();
  const [filters, setFilters] = useState<Filters>({ status: '', table: '', date: '' });
  const [loaded, setLoaded] = useState<{ day: string; orders: DinerOrderView[]; earlier: DinerOrderView[] } | null>(null);
  const large = useDeviceSwitch(LARGE_KEY);
  const [now, setNow] = useState(() => Date.now());
  const awake = useScreenWakeLock();
  const ordering = useOrderingSwitch();
  const pause = async () => {
    if (await confirm({ message: ORDERING_OFF_TEXT.confirmPause, confirmLabel: ORDERING_OFF_TEXT.pause })) await ordering.set(false);
  };
  // The order whose kitchen ticket is being printed: rendered at once (flushSync), then the browser's print asked for
  // inside the same tap (a print asked for outside a user's gesture may be ignored); the ticket goes once printed.
  const [printing, setPrinting] = useState<DinerOrderView | null>(null);
  // With receipt printers, an order's tickets can print again on them: each printer prints its station's tickets.
  const printers = useMenuPrinters(menu._id);
  const reprintOn = (order: DinerOrderView) =>
    printers.length === 0
      ? undefined
      : () =>
          Promise.all(printers.map((p) => reprintOrder(menu._id, p._id, order._id))).then(
            (counts) => toast.success(PRINT_TEXT.reprintedCount(counts.reduce((a, b) => a + b, 0))),
            (err: Error) => toast.error(err.message),
          );
  const printTicket = (order: DinerOrderView) => {
    flushSync(() => setPrinting(order));
    const printed = () => {
      window.removeEventListener('afterprint', printed);
      setPrinting(null);
    };
    window.addEventListener('afterprint', printed);
    window.print();
  };

  // The status filter as this device last left it for the menu (the browser's store: read after the first render).
  useEffect(() => {
    const saved = browserStorage('local')?.getItem(statusKey(menu._id)) ?? '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads localStorage, a browser-only store
    if (STATUS_CHOICES.includes(saved)) setFilters((f) => ({ ...f, status: saved }));
  }, [menu._id]);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);

  // The day shown: the one asked for, else the feed's today (which moves on at the menu's midnight). The list is read
  // again whenever the feed has read the server again (its stream reopened after a gap).
  const shownDay = filters.date || feed?.day || '';
  const branch = feed?.branch ?? '';
  // The branch's tables (the table filter's choices): a table of another branch chosen before is let go.
  const branchTables = useMemo(() => menu.tables.filter((t) => isOfBranch(t.branchId, branch)), [menu.tables, branch]);
  const table = branchTables.some((t) => t._id === filters.table) ? filters.table : '';
  const syncs = feed?.syncs ?? 0;
  useEffect(() => {
    let live = true;
    fetchDinerOrders(menu._id, { status: filters.status, table, branch, date: shownDay })
      .then((page) => live && setLoaded({ day: page.day, orders: page.orders, earlier: page.openFromDayBefore }))
      .catch((err: Error) => live && toast.error(err.message));
    return () => {
      live = false;
    };
  }, [menu._id, filters.status, table, branch, shownDay, syncs, toast]);

  // The day's list with the feed's live versions on top of it, filtered as asked; and, listing today,
  // the day before's orders still open, as the feed last heard of them (gone from here once served or canceled).
  const { orders, earlier } = useMemo(() => {
    if (!loaded) return { orders: [], earlier: [] };
    const asked = (o: DinerOrderView) => isOfStatus(o.status, filters.status) && (!table || o.table?._id === table) && isOfBranch(o.branch, branch);
    const live = (o: DinerOrderView) => newer(o, feed?.today.get(o._id) ?? o);
    const byId = new Map(loaded.orders.map((o) => [o._id, live(o)]));
    // Orders of the day that came after the list was read.
    for (const o of feed?.today.values() ?? []) if (o.day === loaded.day && !byId.has(o._id)) byId.set(o._id, o);
    return {
      orders: [...byId.values()].filter(asked).sort((a, b) => b.number - a.number),
      earlier: loaded.earlier.map(live).filter((o) => asked(o) && OPEN_DINER_ORDER_STATUSES.includes(o.status)),
    };
  }, [loaded, feed, filters.status, table, branch]);

  const move = useCallback(
    async (order: DinerOrderView, status: DinerOrderStatus) => {
      if (status === 'canceled' && !(await confirm())) return;
      try {
        const moved = await moveDinerOrder(order._id, status);
        feed?.update(moved);
        const swap = (list: DinerOrderView[]) => list.map((o) => (o._id === moved._id ? moved : o));
        setLoaded((cur) => (cur ? { ...cur, orders: swap(cur.orders), earlier: swap(cur.earlier) } : cur));
      } catch (err) {
        toast.error((err as Error).message);
      }
    },
    [confirm, feed, toast],
  );

  const dismiss = async (callId: string) => {
    try {
      feed?.updateCall(await dismissTableCall(callId));
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const set = (key: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.target.value;
    setFilters((f) => ({ ...f, [key]: value }));
    if (key === 'status') rememberOnDevice(statusKey(menu._id), value);
  };

  return (
    <div id={adminScreenId('orders')} className={`${ui.screen} ${large.on ? styles.large : ''}`}>
      {/* The sound and text-size switches beside the title: on a waiter's phone the filters then take two rows, not three. */}
      <ScreenHeader title={T.screenTitle}>
        <div className={`${ui.actions} ${styles.switches}`}>
          <SoundSwitch />
          <button type="button" className="btn btn-secondary" aria-pressed={large.on} onClick={large.toggle}>
            {large.on ? T.normalText : T.largeText}
          </button>
          <KeepAwakeSwitch awake={awake} />
          {canPurchase(menu) && (
            <button type="button" className="btn btn-secondary" disabled={ordering.busy} aria-busy={ordering.busy || undefined} onClick={pause}>
              {ORDERING_OFF_TEXT.pause}
            </button>
          )}
        </div>
      </ScreenHeader>
      <OrderingOffNotice />
      <SilentPrintersNotice printers={printers} />
      {/* The device's branch (with its hint) and the filters share one compact row: on a kitchen tablet the orders, not
          the controls, fill the screen. */}
      <div className={styles.bar}>
        {menu.branches.length > 0 && (
          <SelectField
            className={styles.branch}
            label={T.screenBranch}
            hint={T.screenBranchHint}
            placeholder={T.allBranches}
            value={branch}
            onChange={(e) => feed?.setBranch(e.target.value)}
            options={[{ value: MAIN_BRANCH, label: branchLabel(menu, null) }, ...menu.branches.map((b) => ({ value: b._id, label: branchLabel(menu, b._id) }))]}
          />
        )}
        <SelectField label={T.filterStatus} placeholder={T.allStatuses} value={filters.status} onChange={set('status')} options={[{ value: OPEN_ORDERS, label: T.openOrders }, ...DINER_ORDER_STATUSES.map((s) => ({ value: s, label: T.status[s] }))]} />
        {branchTables.length > 0 && (
          <SelectField label={T.filterTable} placeholder={T.allTables} value={table} onChange={set('table')} options={branchTables.map((t) => ({ value: t._id, label: TABLE_TEXT.label(t.name) }))} />
        )}
        <FormField label={T.day} type="date" dir="ltr" value={filters.date || loaded?.day || ''} onChange={set('date')} />
        {feed && feed.newOrders > 0 && (
          <p className={styles.newCount} role="status" data-testid="orders-new-count">
            {T.newCount(feed.newOrders)}
          </p>
        )}
      </div>
      {feed && !feed.muted && feed.soundLocked && (
        <p className={styles.deviceNotice} role="status" data-testid="orders-sound-locked">
          <span>{T.soundLocked}</span>
          <button type="button" className="btn" onClick={unlockOrderChime}>
            {T.enableSound}
          </button>
        </p>
      )}
      {(awake.state === 'refused' || awake.state === 'unsupported') && (
        <p className={styles.deviceNotice} role="status" data-testid="orders-keep-awake-refused">
          {awake.state === 'refused' ? T.keepAwakeRefused : T.keepAwakeUnsupported}
        </p>
      )}
      {feed?.live === 'lost' &&
        (feed.refused ? (
          <p className={styles.liveLost} role="alert" data-testid="orders-refused">
            {feed.refused === 401 ? T.sessionEnded : T.noLongerAdmin}{' '}
            {feed.refused === 401 && <Link href={`/login?next=${encodeURIComponent(adminScreenPath(menu._id, 'orders'))}`}>{T.signInAgain}</Link>}
          </p>
        ) : (
          <p className={styles.liveLost} role="alert" data-testid="orders-live-lost">
            {T.liveLost}
          </p>
        ))}
      {feed && feed.calls.length > 0 && (
        <section aria-label={T.calls} className={styles.calls}>
          <ul data-testid="table-calls">
            {feed.calls.map((c) => (
              <li key={c._id} className={styles.call} data-call-id={c._id}>
                <strong>{T.callKind[c.kind]}</strong>
                <span className={styles.table}>{TABLE_TEXT.label(c.table.name)}</span>
                <button type="button" className="btn" onClick={() => dismiss(c._id)}>
                  {T.dismiss}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!loaded ? (
        <p role="status">{T.loading}</p>
      ) : orders.length === 0 ? (
        <p className={ui.muted}>{filters.status || table || branch ? T.emptyFiltered : T.empty}</p>
      ) : (
        <ul className={styles.list} data-testid="diner-orders">
          {orders.map((o) => (
            <OrderCard key={o._id} order={o} now={now} timeZone={timeZone} onMove={(status) => move(o, status)} onPrint={() => printTicket(o)} onReprint={reprintOn(o)} next={nextDinerOrderStatus(o.status)} />
          ))}
        </ul>
      )}
      {printing && <OrderTicket order={printing} restaurant={menu.institution?.name ?? ''} timeZone={timeZone} />}
      {earlier.length > 0 && (
        <section aria-labelledby="orders-day-before" className={styles.earlier}>
          <h2 id="orders-day-before" className={styles.earlierTitle}>
            {T.openFromDayBefore}
          </h2>
          <ul className={styles.list} data-testid="diner-orders-day-before">
            {earlier.map((o) => (
              <OrderCard key={o._id} order={o} now={now} timeZone={timeZone} onMove={(status) => move(o, status)} onPrint={() => printTicket(o)} onReprint={reprintOn(o)} next={nextDinerOrderStatus(o.status)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
