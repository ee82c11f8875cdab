import { badRequest } from '../api/errors';
import type { CartLineInput } from '../validation/cart';
import { findMenuItem } from './find-menu-item';
import type { CartMenu } from './menu-shape';
import { msg } from '../i18n/t';

/**
 * Checks one requested line against the cart's menu: the item must be on this menu, and the sub-item index must name
 * one of its sub-items when it has some and be absent when it has none. Returns the line as it will be stored.
 */
export function checkCartLine(menu: CartMenu, line: CartLineInput): { item: string; subItem: number | null; quantity: number } {
  const item = findMenuItem(menu, line.item);
  if (!item || !item.title) throw badRequest(msg('itemNotOnMenu'));
  if (item.soldOut) throw badRequest(msg('soldOut'));
  const subItems = item.subItems ?? [];
  if (subItems.length > 0) {
    if (line.subItem === null) throw badRequest(msg('subItemRequired'));
    if (line.subItem >= subItems.length) throw badRequest(msg('subItemNotFound'));
  } else if (line.subItem !== null) {
    throw badRequest(msg('noSubItems'));
  }
  return { item: line.item, subItem: line.subItem, quantity: line.quantity };
}
