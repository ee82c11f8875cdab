import { badRequest } from '../api/errors';
import { CART_TEXT } from '../i18n/ar';
import type { CartLineInput } from '../validation/cart';
import { findMenuItem } from './find-menu-item';
import type { CartMenu } from './menu-shape';

/**
 * Checks one requested line against the cart's menu: the item must be on this menu, and the sub-item index must name
 * one of its sub-items when it has some and be absent when it has none. Returns the line as it will be stored.
 */
export function checkCartLine(menu: CartMenu, line: CartLineInput): { item: string; subItem: number | null; quantity: number } {
  const item = findMenuItem(menu, line.item);
  if (!item || !item.title) throw badRequest('This item is not on this menu');
  if (item.soldOut) throw badRequest(CART_TEXT.soldOut);
  const subItems = item.subItems ?? [];
  if (subItems.length > 0) {
    if (line.subItem === null) throw badRequest('Choose one of the item sub-items (subItem is required for this item)');
    if (line.subItem >= subItems.length) throw badRequest('This sub-item does not exist on the item');
  } else if (line.subItem !== null) {
    throw badRequest('This item has no sub-items, subItem must be empty');
  }
  return { item: line.item, subItem: line.subItem, quantity: line.quantity };
}
