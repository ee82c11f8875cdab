import { DinerOrder } from '../../models/DinerOrder';
import { TableCall } from '../../models/TableCall';
import { onLive } from '../live/live-channel';
import type { LiveEvent } from '../live/live-topics';
import { processWide } from '../shared/process-wide';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { tableCallView, type StoredTableCall, type TableCallView } from './table-call-view';

/**
 * What the live streams hear: every new or changed diner's order and table call of a menu, whichever
 * instance wrote it, from the live channel's `order` and `call` topics (lib/live: the database's change stream,
 * subscribed while any menu is watched here). A write made on this instance is also announced at once
 * (announceMenuEvent), before the stream brings it back; a change is delivered once per menu (by id and time). When
 * the channel says it may have missed changes (`resync`), the watched menus' orders and calls changed since shortly
 * before the last one heard are read again. The watches are process-wide (lib/shared/process-wide.ts): the route
 * handlers are bundled apart.
 */
/** What is kept of delivered versions, and how far back a resync reads (clocks of instances differ a little). */
const KEEP_MS = 60_000;
const RESYNC_OVERLAP_MS = 5_000;

export type MenuEvent = { type: 'order'; order: DinerOrderView } | { type: 'call'; call: TableCallView };
type Listener = (event: MenuEvent) => void;

const idOf = (e: MenuEvent) => (e.type === 'order' ? `order:${e.order._id}` : `call:${e.call._id}`);
const timeOf = (e: MenuEvent) => Date.parse(e.type === 'order' ? e.order.updatedAt : e.call.updatedAt) || 0;
const menuOf = (e: MenuEvent) => (e.type === 'order' ? e.order.menu : e.call.menu);

class MenuWatch {
  readonly listeners = new Set<Listener>();
  /** Delivered versions, by kind and id (updatedAt in ms), pruned to KEEP_MS. */
  private readonly seen = new Map<string, number>();

  deliver(event: MenuEvent) {
    const id = idOf(event);
    const at = timeOf(event);
    if ((this.seen.get(id) ?? -1) >= at) return;
    this.seen.set(id, at);
    if (this.seen.size > 1000) this.prune(Date.now() - KEEP_MS);
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        console.error('[diner-orders] a listener failed:', (err as Error).message);
      }
    }
  }

  private prune(horizon: number) {
    for (const [id, at] of this.seen) if (at < horizon) this.seen.delete(id);
  }
}

/** This instance's watched menus, and its subscription to the live channel while there is any. */
class Watches {
  readonly byMenu = new Map<string, MenuWatch>();
  private unlisten: (() => void) | null = null;
  private lastHeard = Date.now();

  watch(menuId: string): MenuWatch {
    let watch = this.byMenu.get(menuId);
    if (!watch) {
      watch = new MenuWatch();
      this.byMenu.set(menuId, watch);
    }
    if (!this.unlisten) {
      this.lastHeard = Date.now();
      const offOrders = onLive('order', (e) => this.heard('order', e));
      const offCalls = onLive('call', (e) => this.heard('call', e));
      this.unlisten = () => (offOrders(), offCalls());
    }
    return watch;
  }

  unwatch(menuId: string, watch: MenuWatch) {
    if (watch.listeners.size > 0 || this.byMenu.get(menuId) !== watch) return;
    this.byMenu.delete(menuId);
    if (this.byMenu.size === 0 && this.unlisten) {
      this.unlisten();
      this.unlisten = null;
    }
  }

  deliver(event: MenuEvent) {
    this.byMenu.get(menuOf(event))?.deliver(event);
  }

  private heard(kind: 'order' | 'call', e: LiveEvent) {
    if (e.type === 'resync') return void this.readAgain();
    if (!e.doc) return;
    this.lastHeard = Date.now();
    this.deliver(kind === 'order' ? { type: 'order', order: dinerOrderView(e.doc as StoredDinerOrder) } : { type: 'call', call: tableCallView(e.doc as StoredTableCall) });
  }

  /** After a resync: what changed in the watched menus since shortly before the last change heard. */
  private async readAgain() {
    const menus = [...this.byMenu.keys()];
    if (menus.length === 0) return;
    const changed = { menu: { $in: menus }, updatedAt: { $gte: new Date(this.lastHeard - RESYNC_OVERLAP_MS) } };
    try {
      const [orders, calls] = await Promise.all([DinerOrder.find(changed).lean<StoredDinerOrder[]>(), TableCall.find(changed).lean<StoredTableCall[]>()]);
      const events: MenuEvent[] = [...orders.map((o) => ({ type: 'order' as const, order: dinerOrderView(o) })), ...calls.map((c) => ({ type: 'call' as const, call: tableCallView(c) }))];
      for (const event of events.sort((a, b) => timeOf(a) - timeOf(b))) this.deliver(event);
    } catch (err) {
      console.error('[diner-orders] could not read the orders again after a resync:', (err as Error).message);
    }
  }
}

const watches = () => processWide('dinerOrderWatches', () => new Watches());

/** Listens to a menu's orders and calls as they come and change; returns the removal (the last one leaves the live channel). */
export function watchMenuOrders(menuId: string, listener: Listener): () => void {
  const w = watches();
  const watch = w.watch(menuId);
  watch.listeners.add(listener);
  return () => {
    watch.listeners.delete(listener);
    w.unwatch(menuId, watch);
  };
}

/** An order or call written on this instance: its listeners hear it now rather than when the change stream brings it. */
export function announceMenuEvent(event: MenuEvent): void {
  watches().deliver(event);
}
