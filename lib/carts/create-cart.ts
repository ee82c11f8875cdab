import { Types } from 'mongoose';
import { Cart } from '../../models/Cart';
import type { CreateCartInput } from '../validation/cart';
import { checkCartLine } from './check-cart-line';
import { checkCartTable } from './check-cart-table';
import { loadPurchasableMenuWithTable } from './load-purchasable-menu';
import { mergeCartLines, storedOptions } from './merge-cart-lines';
import { priceCart } from './price-cart';
import type { PricedCart } from './priced-cart';
import type { StoredCart } from './find-cart-or-throw';
import { rememberCart } from './known-carts';

/** A new cart for a purchasable menu. Every line (and the table, when given) is checked against the menu before anything is stored. */
export async function createCart(input: CreateCartInput): Promise<PricedCart> {
  const menu = await loadPurchasableMenuWithTable(input.menu, input.table);
  const lines = mergeCartLines(input.items.map((line) => checkCartLine(menu, line)));
  const table = input.table ? checkCartTable(menu, input.table).id : null;
  const cart = await Cart.create({
    menu: new Types.ObjectId(input.menu),
    table,
    items: lines.map((l) => ({ item: new Types.ObjectId(l.item), subItem: l.subItem, quantity: l.quantity, ...storedOptions(l.options) })),
  });
  const stored = cart.toObject<StoredCart>();
  rememberCart(stored);
  return priceCart(stored, menu);
}
