import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { badRequest, notFound } from '../api/errors';
import { OBJECT_ID_PATTERN } from './public-menu';
import { bumpCounter, itemCounterId } from './counters';

/** The browser's cookie of the items whose interest it sent today: `YYYY-MM-DD.<8 hex>.<8 hex>…` (UTC day). */
export const INTEREST_COOKIE = 'qm_i';
/** Items remembered per day: beyond that a browser's interest is not counted again today (the cookie stays small). */
export const INTEREST_COOKIE_MAX_ITEMS = 150;

const tag = (itemId: string) => createHash('sha256').update(itemId).digest('hex').slice(0, 8);

export interface InterestOutcome {
  counted: boolean;
  /** The cookie's new value. */
  cookie: string;
}
import { msg } from '../i18n/t';

/**
 * One more customer showed interest in an item (spec §4 Item interest), at most once per item per browser per day:
 * the browser's cookie lists today's items. The count is one $inc on the item's own counter document, keyed by the
 * item's id (lib/menus/counters.ts): a tap never rewrites the menu, and the count follows the item if it moves. The
 * item must be in an active menu (one indexed read of the menu's id). Per-client limits are the route's.
 */
export async function recordInterest(itemId: string, cookie: string | undefined, now = new Date()): Promise<InterestOutcome> {
  if (typeof itemId !== 'string' || !OBJECT_ID_PATTERN.test(itemId)) throw badRequest(msg('invalidId', { field: 'item' }));
  const id = new Types.ObjectId(itemId);
  const day = now.toISOString().slice(0, 10);
  const [cookieDay, ...tags] = (cookie ?? '').split('.');
  const today = cookieDay === day ? tags.filter((t) => /^[0-9a-f]{8}$/.test(t)) : [];
  const mine = tag(itemId);

  const menu = await Menu.findOne({ active: true, 'sections.items._id': id }, { _id: 1 }).lean();
  if (!menu) throw notFound(msg('itemGone'));
  if (today.includes(mine) || today.length >= INTEREST_COOKIE_MAX_ITEMS) return { counted: false, cookie: [day, ...today].join('.') };

  await bumpCounter(itemCounterId(id), menu._id, { interest: 1 });
  return { counted: true, cookie: [day, ...today, mine].join('.') };
}
