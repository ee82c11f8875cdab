import { Menu } from '../../models/Menu';
import { MenuVisitDay } from '../../models/MenuVisitDay';
import { notFound } from '../api/errors';
import { OBJECT_ID_PATTERN } from './public-menu';
import { zonedDay } from './zoned-day';

/** Long-lived per-menu cookie that marks a browser as a returning visitor. */
export const visitorCookieName = (menuId: string) => `qm_v_${menuId}`;
export const VISITOR_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 3600;

/**
 * Counts one visit to an active public menu (spec §3 menuVisitors): totalVisitors always, newVisitors for a browser's
 * first visit; the same counters per day (in the menu's time zone) in MenuVisitDay. All atomic $inc, no read first.
 */
export async function recordVisit(menuId: string, isNew: boolean, now = new Date()): Promise<void> {
  if (!OBJECT_ID_PATTERN.test(menuId)) throw notFound('This menu does not exist');
  const inc = { totalVisitors: 1, ...(isNew ? { newVisitors: 1 } : {}) };
  const menu = await Menu.findOneAndUpdate(
    { _id: menuId, active: true },
    { $inc: { 'menuVisitors.totalVisitors': 1, ...(isNew ? { 'menuVisitors.newVisitors': 1 } : {}) } },
    { projection: { timeZone: 1 }, timestamps: false, returnDocument: 'after' },
  ).lean();
  if (!menu) throw notFound('This menu does not exist');

  const filter = { menu: menu._id, day: zonedDay(now, menu.timeZone ?? undefined) };
  try {
    await MenuVisitDay.updateOne(filter, { $inc: inc }, { upsert: true });
  } catch (err) {
    // Two first visits of the day racing on the unique (menu, day) index: the loser's upsert becomes an update.
    if ((err as { code?: number }).code !== 11000) throw err;
    await MenuVisitDay.updateOne(filter, { $inc: inc });
  }
}
