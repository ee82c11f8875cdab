import { DinerOrder } from '../../models/DinerOrder';
import { TableCall } from '../../models/TableCall';
import { processWide } from '../shared/process-wide';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { tableCallView, type StoredTableCall, type TableCallView } from './table-call-view';

/**
 * What the live streams hear (issue #20): every new or changed diner's order and table call of a menu, whichever
 * instance wrote it. A write made on this instance is announced at once (announceMenuEvent). Writes of other instances
 * are read from the database they share by one poll per instance, every ORDER_POLL_MS while any menu has listeners
 * here: it lists the ids and times of what changed in the watched menus (indexes `{menu, updatedAt}`, menus in groups
 * the index takes as bounds), then reads only the documents not delivered yet. A change is delivered once per menu (by
 * id and time). The watches are process-wide (lib/shared/process-wide.ts): the route handlers are bundled apart.
 */
export const ORDER_POLL_MS = 250;
/** The poll looks this far behind its last look: writes stamped by a slightly slower clock, or committed late, are not missed. */
const OVERLAP_MS = 5000;
/** Menus per query: the embedded database's planner takes an `$in` of up to 200 values as index bounds (as mongod does). */
const MENUS_PER_QUERY = 200;

export type MenuEvent = { type: 'order'; order: DinerOrderView } | { type: 'call'; call: TableCallView };
type Listener = (event: MenuEvent) => void;
type Head = { _id: string; menu: unknown; updatedAt: Date };

const idOf = (e: MenuEvent) => (e.type === 'order' ? `order:${e.order._id}` : `call:${e.call._id}`);
const timeOf = (e: MenuEvent) => Date.parse(e.type === 'order' ? e.order.updatedAt : e.call.updatedAt) || 0;

class MenuWatch {
  readonly listeners = new Set<Listener>();
  /** Delivered versions, by kind and id (updatedAt in ms), pruned to the overlap window. */
  private readonly seen = new Map<string, number>();

  isNew(key: string, at: number): boolean {
    return (this.seen.get(key) ?? -1) < at;
  }

  deliver(event: MenuEvent) {
    const id = idOf(event);
    const at = timeOf(event);
    if (!this.isNew(id, at)) return;
    this.seen.set(id, at);
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        console.error('[diner-orders] a listener failed:', (err as Error).message);
      }
    }
  }

  prune(horizon: number) {
    for (const [id, at] of this.seen) if (at < horizon) this.seen.delete(id);
  }
}

/** The one poll of this instance: runs while any menu is watched. */
class Poller {
  readonly watches = new Map<string, MenuWatch>();
  private since = Date.now();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  watch(menuId: string): MenuWatch {
    let watch = this.watches.get(menuId);
    if (!watch) {
      watch = new MenuWatch();
      this.watches.set(menuId, watch);
    }
    if (!this.timer) {
      this.since = Math.max(this.since, Date.now() - OVERLAP_MS);
      this.timer = setInterval(() => void this.poll(), ORDER_POLL_MS);
      this.timer.unref();
    }
    return watch;
  }

  unwatch(menuId: string, watch: MenuWatch) {
    if (watch.listeners.size > 0 || this.watches.get(menuId) !== watch) return;
    this.watches.delete(menuId);
    if (this.watches.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      const menus = [...this.watches.keys()];
      const from = new Date(this.since - OVERLAP_MS);
      const groups = Array.from({ length: Math.ceil(menus.length / MENUS_PER_QUERY) }, (_, i) => menus.slice(i * MENUS_PER_QUERY, (i + 1) * MENUS_PER_QUERY));
      const events: MenuEvent[] = [];
      for (const group of groups) {
        const changed = { menu: { $in: group }, updatedAt: { $gt: from } };
        const [orderHeads, callHeads] = await Promise.all([
          DinerOrder.find(changed, { menu: 1, updatedAt: 1 }).lean<Head[]>(),
          TableCall.find(changed, { menu: 1, updatedAt: 1 }).lean<Head[]>(),
        ]);
        const fresh = (heads: Head[], kind: 'order' | 'call') =>
          heads.filter((h) => this.watches.get(String(h.menu))?.isNew(`${kind}:${h._id}`, new Date(h.updatedAt).getTime())).map((h) => h._id);
        const [orderIds, callIds] = [fresh(orderHeads, 'order'), fresh(callHeads, 'call')];
        const [orders, calls] = await Promise.all([
          orderIds.length ? DinerOrder.find({ _id: { $in: orderIds } }).lean<StoredDinerOrder[]>() : [],
          callIds.length ? TableCall.find({ _id: { $in: callIds } }).lean<StoredTableCall[]>() : [],
        ]);
        events.push(...orders.map((o) => ({ type: 'order' as const, order: dinerOrderView(o) })), ...calls.map((c) => ({ type: 'call' as const, call: tableCallView(c) })));
        for (const h of [...orderHeads, ...callHeads]) this.since = Math.max(this.since, new Date(h.updatedAt).getTime());
      }
      for (const event of events.sort((a, b) => timeOf(a) - timeOf(b))) {
        this.watches.get(event.type === 'order' ? event.order.menu : event.call.menu)?.deliver(event);
      }
      for (const watch of this.watches.values()) watch.prune(this.since - 2 * OVERLAP_MS);
    } catch (err) {
      console.error('[diner-orders] poll failed:', (err as Error).message);
    } finally {
      this.polling = false;
    }
  }
}

const poller = () => processWide('dinerOrderPoller', () => new Poller());

/** Listens to a menu's orders and calls as they come and change; returns the removal (the last one stops the poll). */
export function watchMenuOrders(menuId: string, listener: Listener): () => void {
  const p = poller();
  const watch = p.watch(menuId);
  watch.listeners.add(listener);
  return () => {
    watch.listeners.delete(listener);
    p.unwatch(menuId, watch);
  };
}

/** An order or call written on this instance: its listeners hear it now rather than at the next poll. */
export function announceMenuEvent(event: MenuEvent): void {
  poller().watches.get(event.type === 'order' ? event.order.menu : event.call.menu)?.deliver(event);
}
