import { DinerOrder } from '../../models/DinerOrder';
import { conflict } from '../api/errors';
import { msg } from '../i18n/t';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { announceMenuEvent } from './diner-order-events';
import { findDinerOrderOrThrow } from './find-diner-order';

/**
 * POST /api/v1/diner-orders/{orderId}/cancel: the diner takes the order back from its status page while it is still
 * new (no one has accepted it, lib/shared/diner-order-rules.ts canDinerCancel). The write is conditional on 'new', so a
 * tap that crosses the kitchen's 'accept' loses to it: 409, and the order stays as the kitchen left it. Asked again
 * after it went through, the answer is the same canceled order.
 */
export async function cancelDinerOrder(orderId: string): Promise<DinerOrderView> {
  await findDinerOrderOrThrow(orderId); // 404 for no such order (and an id that is not one)
  const canceled = await DinerOrder.findOneAndUpdate(
    { _id: orderId, status: 'new' },
    { $set: { status: 'canceled', canceledBy: 'diner' } },
    { returnDocument: 'after' },
  ).lean<StoredDinerOrder>();
  if (canceled) {
    const view = dinerOrderView(canceled);
    announceMenuEvent({ type: 'order', order: view });
    return view;
  }
  const order = dinerOrderView(await findDinerOrderOrThrow(orderId));
  if (order.status === 'canceled' && order.canceledBy === 'diner') return order;
  throw conflict(msg('dinerOrderTooLateToCancel', { status: order.status }));
}
