import { asCurrency } from '../../money/currencies';
import { readMenuSections, type MenuHead } from '../update-menu';
import { MenuVisitDay } from '../../../models/MenuVisitDay';
import { lastDays } from './last-days';
import { withCounters } from '../counters';
import type { Currency } from '../pricing';

export type DayCount = { day: string; newVisitors: number; totalVisitors: number };
export type ItemInterest = { _id: string; title: string; section: string; interestRecords: number };
export type MenuStats = { menuVisitors: { newVisitors: number; totalVisitors: number }; days: DayCount[]; items: ItemInterest[]; currency: Currency };

/**
 * What the statistics screen shows: the menu's totals (spec §2 Stats), visits and new visitors for each of the last
 * 30 days in the menu's time zone (0 for days without visits), and the items ranked by recorded interest.
 */
export async function menuStats(head: MenuHead, now = new Date()): Promise<MenuStats> {
  const menu = await withCounters({ ...head, sections: await readMenuSections(head._id) });
  const days = lastDays(now, menu.timeZone ?? 'Asia/Amman');
  const rows = await MenuVisitDay.find({ menu: menu._id, day: { $gte: days[0], $lte: days[days.length - 1] } }).lean();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const items = menu.sections
    .flatMap((s) => s.items.map((i) => ({ _id: String(i._id), title: i.title, section: s.title, interestRecords: i.interestRecords ?? 0 })))
    .sort((a, b) => b.interestRecords - a.interestRecords || a.title.localeCompare(b.title, 'ar'));
  return {
    menuVisitors: { newVisitors: menu.menuVisitors?.newVisitors ?? 0, totalVisitors: menu.menuVisitors?.totalVisitors ?? 0 },
    days: days.map((day) => ({ day, newVisitors: byDay.get(day)?.newVisitors ?? 0, totalVisitors: byDay.get(day)?.totalVisitors ?? 0 })),
    items,
    currency: asCurrency(menu.currency),
  };
}
