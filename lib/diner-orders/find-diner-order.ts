import { DinerOrder } from '../../models/DinerOrder';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { CART_ID_PATTERN } from '../validation/cart-id-pattern';
import type { StoredDinerOrder } from './diner-order-view';

/** A diner's order by its id (32 hex digits, like a cart's), or a 404; a malformed id is a 404 too. */
export async function findDinerOrderOrThrow(orderId: string): Promise<StoredDinerOrder> {
  if (!CART_ID_PATTERN.test(orderId)) throw notFound(msg('dinerOrderNotFound'));
  const order = await DinerOrder.findById(orderId).lean<StoredDinerOrder>();
  if (!order) throw notFound(msg('dinerOrderNotFound'));
  return order;
}
