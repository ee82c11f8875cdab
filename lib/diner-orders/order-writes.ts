import type { ClientSession } from 'mongoose';
import { Cart } from '../../models/Cart';
import { DinerOrder, DinerOrderCounter } from '../../models/DinerOrder';
import { DinerTableTurn } from '../../models/DinerTableTurn';
import type { StoredDinerOrder } from './diner-order-view';

/**
 * The writes of a diner's order, each made in the order's transaction when given its session
 * (place-diner-order.ts): a failure or a crash between them leaves none of them.
 */

/** The next number of a menu's day (`menuId:YYYY-MM-DD`): one `$inc` of the day's counter. */
export async function nextOrderNumber(day: string, session?: ClientSession): Promise<number> {
  const counter = await DinerOrderCounter.findOneAndUpdate({ _id: day }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', session }).lean();
  return counter?.seq ?? 1;
}

/**
 * The table's turn (`menuId:tableId`): written first in the transaction of every order sent from that table, so two
 * such transactions at once, on any instances, conflict on it (WriteConflict, retried by the transaction's runner):
 * the one that goes on second sees the first one's order when it counts the table's open orders.
 */
export async function takeTableTurn(key: string, session: ClientSession): Promise<void> {
  await DinerTableTurn.updateOne({ _id: key }, { $inc: { turns: 1 } }, { upsert: true, session });
}

/** Inserts an order built and validated by its request (a plain object, defaults and timestamps set). */
export async function insertOrder(order: StoredDinerOrder, session: ClientSession): Promise<StoredDinerOrder> {
  await DinerOrder.insertMany([order], { lean: true, session });
  return order;
}

/** Deletes the cart that became the order. */
export async function deleteSentCart(id: string, session: ClientSession): Promise<void> {
  await Cart.deleteOne({ _id: id }, { session });
}
