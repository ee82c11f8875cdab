import { Types, type UpdateQuery } from 'mongoose';
import { Order, type OrderFields } from '../../models/Order';
import { notFound } from '../api/errors';
import { MENU_POPULATE } from './menu-populate';
import { toOrderView, type LeanOrder, type OrderView } from './order-view';
import { isObjectIdText } from '../validation/object-id-pattern';
import { msg } from '../i18n/t';

/** The order's _id as a filter, or a 404 for a malformed id. */
export function orderIdFilter(id: string): { _id: Types.ObjectId } {
  if (!isObjectIdText(id)) throw notFound(msg('orderNotFound'));
  return { _id: new Types.ObjectId(id) };
}

/**
 * The one write path for an order: one atomic findOneAndUpdate (an update document or an aggregation pipeline), the
 * order answered as the API shows it. No match → 404, or the `refuse` error when the order exists but `where` failed.
 */
export async function updateOrder(write: {
  id: string;
  where?: Record<string, unknown>;
  update: UpdateQuery<OrderFields> | Record<string, unknown>[];
  refuse?: (order: OrderView) => Error;
}): Promise<OrderView> {
  const idFilter = orderIdFilter(write.id);
  const pipeline = Array.isArray(write.update);
  const updated = await Order.findOneAndUpdate({ ...idFilter, ...(write.where ?? {}) }, write.update, {
    returnDocument: 'after',
    runValidators: !pipeline,
    updatePipeline: pipeline,
  })
    .populate(MENU_POPULATE)
    .lean<LeanOrder>();
  if (updated) return toOrderView(updated);
  const existing = write.refuse ? await findOrderView(write.id) : null;
  if (existing && write.refuse) throw write.refuse(existing);
  throw notFound(msg('orderNotFound'));
}

/** One order as the API shows it, or null. */
export async function findOrderView(id: string): Promise<OrderView | null> {
  const doc = await Order.findOne(orderIdFilter(id)).populate(MENU_POPULATE).lean<LeanOrder>();
  return doc ? toOrderView(doc) : null;
}
