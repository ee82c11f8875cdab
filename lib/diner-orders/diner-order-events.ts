import { DinerOrder } from '../../models/DinerOrder';
import { TableCall } from '../../models/TableCall';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { tableCallView, type StoredTableCall, type TableCallView } from './table-call-view';

/**
 * What the live streams hear (issue #20): every new or changed diner's order and table call of a menu, within a
 * second, whichever instance wrote it. While a menu has listeners on this instance, one poll a second reads what
 * changed in it since the last look (indexes `{menu, updatedAt}`), so every instance sees every instance's writes
 * through the database they share; a write made on this instance is also announced at once (announceMenuEvent). A
 * change is delivered once per listener (by id and time). The watches live on a global symbol: the route handlers are
 * bundled apart.
 */
export const ORDER_POLL_MS = 1000;
/** The poll looks this far behind its last look: writes stamped by a slightly slower clock are not missed. */
const OVERLAP_MS = 5000;

export type MenuEvent = { type: 'order'; order: DinerOrderView } | { type: 'call'; call: TableCallView };
type Listener = (event: MenuEvent) => void;

const idOf = (e: MenuEvent) => (e.type === 'order' ? `order:${e.order._id}` : `call:${e.call._id}`);
const timeOf = (e: MenuEvent) => Date.parse(e.type === 'order' ? e.order.updatedAt : e.call.updatedAt) || 0;

class MenuWatch {
  readonly listeners = new Set<Listener>();
  /** Delivered versions, by kind and id (updatedAt in ms), pruned to the overlap window. */
  private readonly seen = new Map<string, number>();
  private since = Date.now() - OVERLAP_MS;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(private readonly menuId: string) {}

  start() {
    this.timer = setInterval(() => void this.poll(), ORDER_POLL_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  deliver(event: MenuEvent) {
    const id = idOf(event);
    const at = timeOf(event);
    if ((this.seen.get(id) ?? -1) >= at) return;
    this.seen.set(id, at);
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        console.error('[diner-orders] a listener failed:', (err as Error).message);
      }
    }
  }

  private async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      const changedSince = { menu: this.menuId, updatedAt: { $gt: new Date(this.since - OVERLAP_MS) } };
      const [orders, calls] = await Promise.all([
        DinerOrder.find(changedSince).sort({ updatedAt: 1 }).limit(500).lean<StoredDinerOrder[]>(),
        TableCall.find(changedSince).sort({ updatedAt: 1 }).limit(500).lean<StoredTableCall[]>(),
      ]);
      const events: MenuEvent[] = [
        ...orders.map((o) => ({ type: 'order' as const, order: dinerOrderView(o) })),
        ...calls.map((c) => ({ type: 'call' as const, call: tableCallView(c) })),
      ];
      for (const event of events.sort((a, b) => timeOf(a) - timeOf(b))) {
        this.deliver(event);
        this.since = Math.max(this.since, timeOf(event));
      }
      const horizon = this.since - 2 * OVERLAP_MS;
      for (const [id, at] of this.seen) if (at < horizon) this.seen.delete(id);
    } catch (err) {
      console.error('[diner-orders] poll failed:', (err as Error).message);
    } finally {
      this.polling = false;
    }
  }
}

const KEY = Symbol.for('qrmenu.dinerOrderWatches');
type Global = typeof globalThis & { [KEY]?: Map<string, MenuWatch> };

function watches(): Map<string, MenuWatch> {
  const g = globalThis as Global;
  g[KEY] ??= new Map();
  return g[KEY];
}

/** Listens to a menu's orders and calls as they come and change; returns the removal (the last one stops the poll). */
export function watchMenuOrders(menuId: string, listener: Listener): () => void {
  const all = watches();
  let watch = all.get(menuId);
  if (!watch) {
    watch = new MenuWatch(menuId);
    all.set(menuId, watch);
    watch.start();
  }
  watch.listeners.add(listener);
  return () => {
    watch.listeners.delete(listener);
    if (watch.listeners.size === 0 && all.get(menuId) === watch) {
      watch.stop();
      all.delete(menuId);
    }
  };
}

/** An order or call written on this instance: its listeners hear it now rather than at the next poll. */
export function announceMenuEvent(event: MenuEvent): void {
  watches().get(event.type === 'order' ? event.order.menu : event.call.menu)?.deliver(event);
}
