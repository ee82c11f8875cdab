import type { Types } from 'mongoose';
import { Cart } from '../../models/Cart';
import { badRequest, notFound } from '../api/errors';
import { CART_ID_PATTERN } from '../validation/cart-id-pattern';
import { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';
import { msg } from '../i18n/t';
import { lookupBatcher } from '../shared/batcher';

export type StoredCart = {
  _id: string;
  menu: Types.ObjectId;
  items: { item: Types.ObjectId; subItem?: number | null; quantity: number; options?: Types.ObjectId[] | null }[];
  table?: Types.ObjectId | null;
};

/** Cart reads made at the same moment (a rush of orders) share one query (lib/shared/batcher.ts). */
const readCart = lookupBatcher<StoredCart>(async (ids) => new Map(((await Cart.find({ _id: { $in: ids } }).lean()) as StoredCart[]).map((cart) => [cart._id, cart])));

/**
 * The stored cart (lean), or a 400 for a malformed id and a 404 when there is no such cart. Ids of the old shape
 * (ObjectIds: guessable) are answered 404: no cart is reachable by them any more.
 */
export async function findCartOrThrow(cartId: string): Promise<StoredCart> {
  if (OBJECT_ID_PATTERN.test(cartId)) throw notFound(msg('cartNotFound'));
  if (!CART_ID_PATTERN.test(cartId)) throw badRequest(msg('invalidId', { field: 'cart' }));
  const cart = await readCart(cartId);
  if (!cart) throw notFound(msg('cartNotFound'));
  return cart;
}
