import { Menu } from '../../models/Menu';
import { MenuVisitDay } from '../../models/MenuVisitDay';
import { notFound } from '../api/errors';
import { OBJECT_ID_PATTERN } from './public-menu';
import { zonedDay } from './zoned-day';
import { bumpCounter, visitsCounterId } from './counters';
import { msg } from '../i18n/t';

/** Long-lived per-menu cookie holding the day (in the menu's time zone) this browser's visit was last counted. */
export const visitorCookieName = (menuId: string) => `qm_v_${menuId}`;
export const VISITOR_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 3600;

export interface VisitOutcome {
  /** The browser had never been counted on this menu. */
  isNew: boolean;
  /** The visit was counted (false: this browser was already counted today). */
  counted: boolean;
  /** Today in the menu's time zone: the cookie's new value. */
  day: string;
}

/**
 * Counts a browser's visit to an active public menu (spec §3 menuVisitors) at most once a day: totalVisitors, and
 * newVisitors for its first visit ever; the same counters per day (in the menu's time zone) in MenuVisitDay.
 * `lastCountedDay` is the browser's cookie (undefined: never counted). Counters are atomic $inc on their own documents
 * (lib/menus/counters.ts), never on the menu. `countNew: false` (a client past its limit of new visitors) answers
 * without counting a browser that has no cookie.
 */
export async function recordVisit(
  menuId: string,
  lastCountedDay: string | undefined,
  now = new Date(),
  opts: { countNew?: boolean } = {},
): Promise<VisitOutcome> {
  if (!OBJECT_ID_PATTERN.test(menuId)) throw notFound(msg('menuNotFound'));
  const menu = await Menu.findOne({ _id: menuId, active: true }).select('timeZone').lean();
  if (!menu) throw notFound(msg('menuNotFound'));
  const day = zonedDay(now, menu.timeZone ?? undefined);
  const isNew = lastCountedDay === undefined;
  if (lastCountedDay === day) return { isNew, counted: false, day };
  if (isNew && opts.countNew === false) return { isNew, counted: false, day };

  const inc = { totalVisitors: 1, ...(isNew ? { newVisitors: 1 } : {}) };
  await bumpCounter(visitsCounterId(menu._id), menu._id, inc);

  const filter = { menu: menu._id, day };
  try {
    await MenuVisitDay.updateOne(filter, { $inc: inc }, { upsert: true });
  } catch (err) {
    // Two first visits of the day racing on the unique (menu, day) index: the loser's upsert becomes an update.
    if ((err as { code?: number }).code !== 11000) throw err;
    await MenuVisitDay.updateOne(filter, { $inc: inc });
  }
  return { isNew, counted: true, day };
}
