import { Types } from 'mongoose';
import { Cart } from '../../models/Cart';
import { badRequest, notFound } from '../api/errors';
import { MAX_CART_LINES, MAX_QUANTITY, type AddCartLineInput } from '../validation/cart';
import { checkCartTable } from './check-cart-table';
import { checkCartLine } from './check-cart-line';
import { findCartOrThrow } from './find-cart-or-throw';
import { loadPurchasableMenu } from './load-purchasable-menu';
import { priceCart } from './price-cart';
import type { PricedCart } from './priced-cart';
import { msg } from '../i18n/t';

/**
 * Adds a line to a cart (spec §7 PUT /cart/{id}). The same item and sub-item raise the quantity of the existing line,
 * capped at 99; otherwise a new line is pushed while the cart holds fewer than 50. Each step is one atomic update
 * guarded by its condition, so concurrent adds neither lose quantities nor duplicate lines. With `table`, the cart is
 * ordered from that table from now on.
 */
export async function addCartLine(cartId: string, input: AddCartLineInput): Promise<PricedCart> {
  const cart = await findCartOrThrow(cartId);
  const menu = await loadPurchasableMenu(String(cart.menu));
  const line = checkCartLine(menu, input);
  const table = input.table ? checkCartTable(menu, input.table) : null;
  // Once the line is in: a table scanned since the cart was made is the cart's table from now on.
  const done = async () => {
    if (table) await Cart.updateOne({ _id: cart._id }, { $set: { table } });
    return reprice(cart._id, menu);
  };
  const same = { item: new Types.ObjectId(line.item), subItem: line.subItem };
  const q = line.quantity;

  for (let attempt = 0; attempt < 5; attempt++) {
    const raised = await Cart.updateOne(
      { _id: cart._id, items: { $elemMatch: { ...same, quantity: { $lte: MAX_QUANTITY - q } } } },
      { $inc: { 'items.$.quantity': q } },
    );
    if (raised.matchedCount) return done();

    const capped = await Cart.updateOne(
      { _id: cart._id, items: { $elemMatch: { ...same, quantity: { $gt: MAX_QUANTITY - q } } } },
      { $set: { 'items.$.quantity': MAX_QUANTITY } },
    );
    if (capped.matchedCount) return done();

    const pushed = await Cart.updateOne(
      { _id: cart._id, items: { $not: { $elemMatch: same } }, [`items.${MAX_CART_LINES - 1}`]: { $exists: false } },
      { $push: { items: { item: same.item, subItem: line.subItem, quantity: q } } },
    );
    if (pushed.matchedCount) return done();

    // None matched: the cart is full, or another request changed it between the steps; look and try again.
    const now = await findCartOrThrow(cartId);
    const hasLine = now.items.some((l) => String(l.item) === line.item && (l.subItem ?? null) === line.subItem);
    if (!hasLine && now.items.length >= MAX_CART_LINES) throw badRequest(msg('cartFull', { max: MAX_CART_LINES }));
  }
  throw badRequest(msg('cartTooFast'));
}

async function reprice(cartId: string, menu: Parameters<typeof priceCart>[1]): Promise<PricedCart> {
  const cart = await Cart.findById(cartId).lean();
  if (!cart) throw notFound(msg('cartNotFound'));
  return priceCart(cart, menu);
}
