import { DinerOrder } from '../../models/DinerOrder';
import { TableCall } from '../../models/TableCall';
import { isObjectIdText } from '../validation/object-id-pattern';
import { CART_ID_PATTERN } from '../validation/cart-id-pattern';

/**
 * The menu a request acts on when its path names an order or a call rather than the menu: an API key is
 * let in only when it is that menu's. Null for an id that names nothing (the key is refused as another menu's).
 */
export async function menuOfDinerOrder(params: Record<string, string>): Promise<string | null> {
  // An order's id is 128 random bits as hex (models/DinerOrder.ts), as a cart's.
  if (!CART_ID_PATTERN.test(params.orderId ?? '')) return null;
  const order = await DinerOrder.findById(params.orderId, { menu: 1 }).lean();
  return order ? String(order.menu) : null;
}

export async function menuOfTableCall(params: Record<string, string>): Promise<string | null> {
  if (!isObjectIdText(params.callId)) return null;
  const call = await TableCall.findById(params.callId, { menu: 1 }).lean();
  return call ? String(call.menu) : null;
}
