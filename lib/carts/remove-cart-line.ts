import type { Collection } from 'mongodb';
import { Cart } from '../../models/Cart';
import { badRequest, notFound } from '../api/errors';
import { findCartOrThrow } from './find-cart-or-throw';
import { CART_MENU_FIELDS } from './load-purchasable-menu';
import { readCartMenu } from './cart-menu-cache';
import type { CartMenu } from './menu-shape';
import { priceCart } from './price-cart';
import type { PricedCart } from './priced-cart';
import { msg } from '../i18n/t';
import { rememberCart } from './known-carts';

/**
 * Removes the stored line at `index` (spec §7 DELETE /cart/{id}?index=n). MongoDB has no "pull by position", so this is
 * a compare-and-set: the new list is written only if the lines are still exactly the ones read; otherwise it re-reads.
 */
export async function removeCartLine(cartId: string, index: number): Promise<PricedCart> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const cart = await findCartOrThrow(cartId);
    if (index >= cart.items.length) throw badRequest(msg('noCartLine'));
    const items = cart.items.filter((_, i) => i !== index);
    // The raw collection: the filter must compare the stored array exactly as read, without Mongoose casting it.
    const res = await (Cart.collection as unknown as Collection<{ _id: string }>).updateOne({ _id: cart._id, items: cart.items }, { $set: { items, updatedAt: new Date() } });
    if (res.matchedCount) {
      rememberCart({ ...cart, items });
      const menu = await readCartMenu<CartMenu>(String(cart.menu), CART_MENU_FIELDS, 'notified');
      if (!menu) throw notFound(msg('cartMenuGone'));
      return priceCart({ ...cart, items }, menu);
    }
  }
  throw badRequest(msg('cartTooFast'));
}
