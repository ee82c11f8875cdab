import type { Types } from 'mongoose';
import { MenuCounter } from '../../models/MenuCounter';

export const itemCounterId = (itemId: string | Types.ObjectId) => `item:${String(itemId)}`;
export const visitsCounterId = (menuId: string | Types.ObjectId) => `visits:${String(menuId)}`;

/** Adds one to a counter document (created on first use): one tiny atomic write, never the menu's. */
export async function bumpCounter(id: string, menuId: Types.ObjectId, inc: Partial<Record<'interest' | 'totalVisitors' | 'newVisitors', number>>) {
  const update = { $inc: inc, $setOnInsert: { menu: menuId } };
  try {
    await MenuCounter.updateOne({ _id: id }, update, { upsert: true });
  } catch (err) {
    // Two first taps racing on the same new counter: the loser's upsert becomes an update.
    if ((err as { code?: number }).code !== 11000) throw err;
    await MenuCounter.updateOne({ _id: id }, { $inc: inc });
  }
}

type CountedMenu = {
  _id: Types.ObjectId | string;
  menuVisitors?: { newVisitors?: number | null; totalVisitors?: number | null } | null;
  sections?: { items: { _id: Types.ObjectId | string; interestRecords?: number | null }[] }[];
};

/**
 * The menu as its admins and statistics see it (spec §3 interestRecords, menuVisitors): the values stored in the menu
 * (the seeded demo's, and those counted before the counters moved out) plus the counter documents. One query.
 */
export async function withCounters<T extends CountedMenu>(menu: T): Promise<T> {
  const counters = await MenuCounter.find({ menu: menu._id }).lean();
  if (counters.length === 0) return menu;
  const byId = new Map(counters.map((c) => [c._id, c]));
  const visits = byId.get(visitsCounterId(menu._id));
  return {
    ...menu,
    ...(menu.menuVisitors !== undefined || visits
      ? {
          menuVisitors: {
            ...(menu.menuVisitors ?? {}),
            newVisitors: (menu.menuVisitors?.newVisitors ?? 0) + (visits?.newVisitors ?? 0),
            totalVisitors: (menu.menuVisitors?.totalVisitors ?? 0) + (visits?.totalVisitors ?? 0),
          },
        }
      : {}),
    ...(menu.sections
      ? {
          sections: menu.sections.map((s) => ({
            ...s,
            items: s.items.map((i) => ({ ...i, interestRecords: (i.interestRecords ?? 0) + (byId.get(itemCounterId(i._id))?.interest ?? 0) })),
          })),
        }
      : {}),
  };
}

/** An edit's answer ({data: menu, message?}) with the menu's counters, as the admin's read shows them. */
export async function withEditCounters<T extends { data: CountedMenu }>(result: T): Promise<T> {
  return { ...result, data: await withCounters(result.data) };
}
