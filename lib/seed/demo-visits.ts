import { lastDays } from '../menus/stats/last-days';

/**
 * Visits of the demo menu over the last 30 days (the statistics chart), in its time zone: a steady pattern with a
 * weekly rise, smaller than the menu's all-time totals (the menu is older than 30 days). Deterministic.
 */
export function demoVisitDays(now: Date, timeZone: string): { day: string; totalVisitors: number; newVisitors: number }[] {
  return lastDays(now, timeZone).map((day, i) => {
    const weekend = [4, 5].includes(new Date(`${day}T12:00:00Z`).getUTCDay()); // Thursday and Friday evenings
    const totalVisitors = 28 + ((i * 37) % 19) + (weekend ? 14 : 0);
    return { day, totalVisitors, newVisitors: 3 + ((i * 11) % 5) };
  });
}
