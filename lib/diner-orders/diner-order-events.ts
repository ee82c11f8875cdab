import { DinerOrder } from '../../models/DinerOrder';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';

/**
 * What the live streams hear (issue #20): every new or changed diner's order of a menu, within a second, whichever
 * instance wrote it. While a menu has listeners on this instance, one poll a second reads what changed in it since
 * the last look (index `{menu, updatedAt}`), so every instance sees every instance's writes through the database they
 * share; a write made on this instance is also announced at once (announceDinerOrder). A change is delivered once per
 * listener (by id and time). The watches live on a global symbol: the route handlers are bundled apart.
 */
export const ORDER_POLL_MS = 1000;
/** The poll looks this far behind its last look: writes stamped by a slightly slower clock are not missed. */
const OVERLAP_MS = 5000;

type Listener = (order: DinerOrderView) => void;

class MenuWatch {
  readonly listeners = new Set<Listener>();
  /** Delivered versions, by order id (updatedAt in ms), pruned to the overlap window. */
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

  deliver(order: DinerOrderView) {
    const at = Date.parse(order.updatedAt) || 0;
    if ((this.seen.get(order._id) ?? -1) >= at) return;
    this.seen.set(order._id, at);
    for (const listener of this.listeners) {
      try {
        listener(order);
      } catch (err) {
        console.error('[diner-orders] a listener failed:', (err as Error).message);
      }
    }
  }

  private async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      const from = new Date(this.since - OVERLAP_MS);
      const changed = await DinerOrder.find({ menu: this.menuId, updatedAt: { $gt: from } }).sort({ updatedAt: 1 }).limit(500).lean<StoredDinerOrder[]>();
      for (const o of changed) {
        this.deliver(dinerOrderView(o));
        this.since = Math.max(this.since, new Date(o.updatedAt ?? 0).getTime());
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

/** Listens to a menu's orders as they are placed and moved; returns the removal (the last one stops the poll). */
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

/** An order written on this instance: its listeners hear it now rather than at the next poll. */
export function announceDinerOrder(order: DinerOrderView): void {
  watches().get(order.menu)?.deliver(order);
}
