import { Cart } from '../../models/Cart';
import { DinerOrder, DinerOrderCounter } from '../../models/DinerOrder';
import { batcher, fulfilled, rejected } from '../shared/batcher';
import type { StoredDinerOrder } from './diner-order-view';

/**
 * The writes of a diner's order, each batched (lib/shared/batcher.ts): in a rush, the orders sent at the same moment
 * take their numbers with one `$inc` per menu and day, are inserted with one `insertMany` and their carts deleted with
 * one `deleteMany`; an order sent alone makes the same three commands at once. Each order's own answer (a duplicate
 * cart's E11000 included) comes back to its own request.
 */

/** The next number of a menu's day (`menuId:YYYY-MM-DD`): n orders of one day in a batch take n numbers in their order. */
export const nextOrderNumber = batcher<string, number>(async (days) => {
  const wanted = new Map<string, number>();
  for (const day of days) wanted.set(day, (wanted.get(day) ?? 0) + 1);
  const last = new Map<string, number>();
  await Promise.all(
    [...wanted].map(async ([day, n]) => {
      const counter = await DinerOrderCounter.findOneAndUpdate({ _id: day }, { $inc: { seq: n } }, { upsert: true, returnDocument: 'after' }).lean();
      last.set(day, counter?.seq ?? n);
    }),
  );
  const given = new Map<string, number>();
  return days.map((day) => {
    const k = (given.get(day) ?? 0) + 1;
    given.set(day, k);
    return fulfilled((last.get(day) ?? 0) - (wanted.get(day) ?? 0) + k);
  });
});

type WriteError = { index: number; code?: number; errmsg?: string };
/** An insert refused by the database, with its code (11000: the cart already has an order). */
class OrderInsertError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
  }
}

/** Inserts orders built and validated by their requests (plain objects, defaults and timestamps set). */
export const insertOrder = batcher<StoredDinerOrder, StoredDinerOrder>(async (orders) => {
  try {
    await DinerOrder.insertMany(orders, { ordered: false, lean: true });
    return orders.map((order) => fulfilled(order));
  } catch (err) {
    const writeErrors = (err as { writeErrors?: WriteError[] }).writeErrors;
    if (!writeErrors) throw err;
    const failed = new Map(writeErrors.map((e) => [e.index, e]));
    return orders.map((order, i) => {
      const e = failed.get(i);
      return e ? rejected(new OrderInsertError(e.errmsg ?? 'insert refused', e.code)) : fulfilled(order);
    });
  }
});

/** Deletes the carts that became orders. */
export const deleteSentCart = batcher<string, void>(async (ids) => {
  await Cart.deleteMany({ _id: { $in: [...new Set(ids)] } });
  return ids.map(() => fulfilled(undefined));
});
