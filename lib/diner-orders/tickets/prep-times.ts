import { DinerOrder } from '../../../models/DinerOrder';
import { lastDays } from '../../menus/stats/last-days';
import type { MenuHead } from '../../menus/update-menu';
import { prepFigure, type PrepFigure } from '../../kitchen/prep-stats';

export type PrepTimes = {
  stations: ({ station: string | null; name: string } & PrepFigure)[];
  items: ({ item: string; title: string } & PrepFigure)[];
};

/** Orders read for the figures at most (30 busy days of a large restaurant). */
const ORDERS_MAX = 50_000;
type Read = { createdAt: Date; lines?: { item: unknown; title: string }[]; tickets?: { station: unknown; stationName?: string; bumpedAt?: Date | null; lines?: { line: number; bumpedAt?: Date | null }[] }[] };

/**
 * GET …/stats/prep-times: for each station and each item, the median and 90th percentile of the time from
 * the order to its bump over the menu's last 30 days (a ticket: to its bump; an item: to its line's bump). Orders
 * canceled are left out.
 */
export async function prepTimes(menu: Pick<MenuHead, '_id' | 'timeZone' | 'stations'>): Promise<PrepTimes> {
  const orders = await DinerOrder.find(
    { menu: menu._id, day: { $in: lastDays(new Date(), menu.timeZone ?? 'Asia/Amman', 30) }, status: { $ne: 'canceled' }, 'tickets.bumpedAt': { $type: 'date' } },
    { createdAt: 1, 'lines.item': 1, 'lines.title': 1, tickets: 1 },
  )
    .limit(ORDERS_MAX)
    .lean<Read[]>();
  const byStation = new Map<string, { name: string; station: string | null; seconds: number[] }>();
  const byItem = new Map<string, { title: string; seconds: number[] }>();
  const since = (o: Read, at: Date) => Math.max(0, (new Date(at).getTime() - new Date(o.createdAt).getTime()) / 1000);
  for (const o of orders) {
    for (const t of o.tickets ?? []) {
      if (t.bumpedAt) {
        const key = String(t.station);
        const known = (menu.stations ?? []).find((s) => String(s._id) === key);
        const entry = byStation.get(key) ?? { name: known?.name ?? t.stationName ?? '', station: t.station ? key : null, seconds: [] };
        entry.seconds.push(since(o, t.bumpedAt));
        byStation.set(key, entry);
      }
      for (const l of t.lines ?? []) {
        const line = o.lines?.[l.line];
        if (!l.bumpedAt || !line) continue;
        const entry = byItem.get(String(line.item)) ?? { title: line.title, seconds: [] };
        entry.seconds.push(since(o, l.bumpedAt));
        byItem.set(String(line.item), entry);
      }
    }
  }
  return {
    stations: [...byStation.values()].map((s) => ({ station: s.station, name: s.name, ...prepFigure(s.seconds)! })),
    items: [...byItem.entries()].map(([item, v]) => ({ item, title: v.title, ...prepFigure(v.seconds)! })).sort((a, b) => b.median - a.median),
  };
}
