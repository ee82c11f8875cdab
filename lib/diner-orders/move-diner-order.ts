import { DinerOrder } from '../../models/DinerOrder';
import { Menu } from '../../models/Menu';
import { badRequest, forbidden, notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { isMenuAdmin } from '../menus/is-menu-admin';
import { canMoveDinerOrder, type DinerOrderStatus } from '../shared/diner-order-rules';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { announceMenuEvent } from './diner-order-events';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { findDinerOrderOrThrow } from './find-diner-order';

/**
 * PUT /api/v1/diner-orders/{orderId}: a menu admin of the order's menu moves it to `status`. A move that
 * makes no sense (served → new) is a 400; the write is conditional on the status it was read in, so two taps at once
 * make one move and the second is judged against the first (the same move: answered with the order as it is).
 */
export async function moveDinerOrder(orderId: string, user: { _id: { toString(): string } }, status: DinerOrderStatus): Promise<DinerOrderView> {
  const order = await findDinerOrderOrThrow(orderId);
  const menu = await Menu.findById(order.menu).select('admins').lean();
  if (!menu || !isMenuAdmin(menu, { _id: String(user._id) })) throw forbidden(msg('notMenuAdmin'));
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = attempt === 0 ? order : await findDinerOrderOrThrow(orderId);
    const from = (current.status ?? 'new') as DinerOrderStatus;
    // Already there (the kitchen's tablet and a waiter's phone tapped 'accept' at the same moment): the order as it
    // is, not 'an accepted order cannot become accepted' on the second screen. A PUT asked twice gives one answer.
    if (from === status) return dinerOrderView(current);
    if (!canMoveDinerOrder(from, status)) throw badRequest(msg('dinerOrderMove', { from, to: status }));
    const set = status === 'canceled' ? { status, canceledBy: 'restaurant' } : { status };
    const moved = await DinerOrder.findOneAndUpdate({ _id: orderId, status: from }, { $set: set }, { returnDocument: 'after' }).lean<StoredDinerOrder>();
    if (moved) {
      const view = dinerOrderView(moved);
      announceMenuEvent({ type: 'order', order: view });
      emitWebhookEvent(view.menu, 'order.status_changed', view);
      return view;
    }
  }
  throw notFound(msg('dinerOrderNotFound'));
}
