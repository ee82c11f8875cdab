import { Types } from 'mongoose';
import { Cart } from '../../models/Cart';
import { badRequest } from '../api/errors';
import { MAX_CART_LINES, MAX_QUANTITY, type AddCartLineInput } from '../validation/cart';
import { checkCartTable } from './check-cart-table';
import { checkCartLine } from './check-cart-line';
import { findCartOrThrow, type StoredCart } from './find-cart-or-throw';
import { knownCart, rememberCart } from './known-carts';
import { loadPurchasableMenu } from './load-purchasable-menu';
import { priceCart } from './price-cart';
import { sameLine, storedOptions } from './merge-cart-lines';
import type { PricedCart } from './priced-cart';
import { msg } from '../i18n/t';

/**
 * Adds a line to a cart (spec §7 PUT /cart/{id}). The same item, sub-item and options raise the quantity of the existing line,
 * capped at 99; otherwise a new line is pushed while the cart holds fewer than 50. Each step is one atomic update
 * guarded by its condition, so concurrent adds neither lose quantities nor duplicate lines. With `table`, the cart is
 * ordered from that table from now on. The cart as this instance last saw it (known-carts.ts) spares reading it first.
 */
export async function addCartLine(cartId: string, input: AddCartLineInput): Promise<PricedCart> {
  const cart = knownCart(cartId) ?? (await findCartOrThrow(cartId));
  const menu = await loadPurchasableMenu(String(cart.menu));
  const line = checkCartLine(menu, input);
  // A table scanned since the cart was made is the cart's table from now on: set in the same write as the line.
  const table = input.table ? { table: checkCartTable(menu, input.table).id } : {};
  // The same line: item, sub-item and options (exactly these, in the item's order; a line without options has none).
  const same = { item: new Types.ObjectId(line.item), subItem: line.subItem, options: line.options.length > 0 ? storedOptions(line.options).options : { $exists: false } };
  const q = line.quantity;
  const write = (filter: Record<string, unknown>, update: Record<string, unknown>) =>
    Cart.findOneAndUpdate({ _id: cart._id, ...filter }, update, { returnDocument: 'after' }).lean<StoredCart>();
  const steps = [
    () => write({ items: { $elemMatch: { ...same, quantity: { $lte: MAX_QUANTITY - q } } } }, { $inc: { 'items.$.quantity': q }, $set: table }),
    () => write({ items: { $elemMatch: { ...same, quantity: { $gt: MAX_QUANTITY - q } } } }, { $set: { 'items.$.quantity': MAX_QUANTITY, ...table } }),
    () =>
      write(
        { items: { $not: { $elemMatch: same } }, [`items.${MAX_CART_LINES - 1}`]: { $exists: false } },
        { $push: { items: { item: same.item, subItem: line.subItem, quantity: q, ...storedOptions(line.options) } }, $set: table },
      ),
  ];

  const hasLine = (c: StoredCart) =>
    c.items.some((l) => sameLine({ item: String(l.item), subItem: l.subItem ?? null, options: (l.options ?? []).map(String) }, line));

  let current = cart;
  for (let attempt = 0; attempt < 5; attempt++) {
    // The step the cart as last read calls for first (a new line: the push), the others after it.
    for (const step of hasLine(current) ? steps : [steps[2], steps[0], steps[1]]) {
      const after = await step();
      if (after) {
        rememberCart(after);
        return priceCart(after, menu);
      }
    }
    // None matched: the cart is full, or another request changed it between the steps; look and try again.
    current = await findCartOrThrow(cartId);
    rememberCart(current);
    if (!hasLine(current) && current.items.length >= MAX_CART_LINES) throw badRequest(msg('cartFull', { max: MAX_CART_LINES }));
  }
  throw badRequest(msg('cartTooFast'));
}
