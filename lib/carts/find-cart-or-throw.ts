import { Types } from 'mongoose';
import { Cart } from '../../models/Cart';
import { badRequest, notFound } from '../api/errors';
import { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';

export type StoredCart = { _id: Types.ObjectId; menu: Types.ObjectId; items: { item: Types.ObjectId; subItem?: number | null; quantity: number }[] };

/** The stored cart (lean), or a 400 for a malformed id and a 404 when there is no such cart. */
export async function findCartOrThrow(cartId: string): Promise<StoredCart> {
  if (!OBJECT_ID_PATTERN.test(cartId)) throw badRequest('Invalid cart id');
  const cart = (await Cart.findById(cartId).lean()) as StoredCart | null;
  if (!cart) throw notFound('This cart does not exist');
  return cart;
}
