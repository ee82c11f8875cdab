import { readCartMenu } from './cart-menu-cache';
import { notFound } from '../api/errors';
import { findCartOrThrow } from './find-cart-or-throw';
import { CART_MENU_FIELDS } from './load-purchasable-menu';
import type { CartMenu } from './menu-shape';
import { priceCart } from './price-cart';
import type { PricedCart } from './priced-cart';
import { msg } from '../i18n/t';

/** A cart priced from its menu as it is now (spec §3 Cart). Viewing works even after purchasing is switched off. */
export async function getPricedCart(cartId: string): Promise<PricedCart> {
  const cart = await findCartOrThrow(cartId);
  const menu = await readCartMenu<CartMenu>(String(cart.menu), CART_MENU_FIELDS, 'notified');
  if (!menu) throw notFound(msg('cartMenuGone'));
  return priceCart(cart, menu);
}
