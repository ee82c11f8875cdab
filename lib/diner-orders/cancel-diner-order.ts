import { DinerOrder } from '../../models/DinerOrder';
import { conflict, notFound } from '../api/errors';
import { CART_ID_PATTERN } from '../validation/cart-id-pattern';
import { msg } from '../i18n/t';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { announceMenuEvent } from './diner-order-events';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { findDinerOrderOrThrow } from './find-diner-order';

/**
 * POST /api/v1/diner-orders/{orderId}/cancel: the diner takes the order back from its status page while it is still
 * new (no one has accepted it, lib/shared/diner-order-rules.ts canDinerCancel). The write is conditional on 'new', so a
 * tap that crosses the kitchen's 'accept' loses to it: 409, and the order stays as the kitchen left it. Asked again
 * after it went through, the answer is the same canceled order.
 */
export async function cancelDinerOrder(orderId: string): Promise<DinerOrderView> {
  // An id that is not an order's is a 404 without a query (as findDinerOrderOrThrow's).
  if (!CART_ID_PATTERN.test(orderId)) throw notFound(msg('dinerOrderNotFound'));
  const canceled = await DinerOrder.findOneAndUpdate(
    { _id: orderId, status: 'new' },
    { $set: { status: 'canceled', canceledBy: 'diner' } },
    { returnDocument: 'after' },
  ).lean<StoredDinerOrder>();
  if (canceled) {
    const view = dinerOrderView(canceled);
    announceMenuEvent({ type: 'order', order: view });
    emitWebhookEvent(view.menu, 'order.status_changed', view);
    return view;
  }
  // Not new (or no such order: 404): read once to say why.
  const order = dinerOrderView(await findDinerOrderOrThrow(orderId));
  if (order.status === 'canceled' && order.canceledBy === 'diner') return order;
  throw conflict(msg('dinerOrderTooLateToCancel', { status: order.status }));
}
