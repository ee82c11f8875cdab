import { readCartMenu, type MenuTrust } from './cart-menu-cache';
import { canPurchase } from '../menus/public-menu';
import { badRequest, notFound } from '../api/errors';
import type { CartMenu } from './menu-shape';
import { msg } from '../i18n/t';
import { isObjectIdText } from '../validation/object-id-pattern';
import { findTable } from '../shared/menu-tables';

/** Fields of the menu the cart needs: status, purchase setting, currency, contact, the items with their prices, the tables and branches, the hours; and the kitchen's stations the order's tickets go to. */
export const CART_MENU_FIELDS = 'username plan active currency colors institution settings sections tables branches translations timeZone workingDays stations';

/**
 * The menu a cart is filled from: it must exist, be active and have purchasing on (`settings.doMenuPurchase`, which
 * needs plan 1 or more, spec §6, §9). Anything else is refused before anything is stored. `trust`: how a kept copy is
 * trusted (cart-menu-cache.ts): a diner's order is priced from the menu as the database has it ('exact'). The cart and
 * the order read the same fields, so they share one kept copy.
 */
export async function loadPurchasableMenu<M extends CartMenu = CartMenu>(menuId: string, trust: MenuTrust = 'notified'): Promise<M> {
  if (!isObjectIdText(menuId)) throw notFound(msg('menuNotFound'));
  const menu = await readCartMenu<M>(menuId, CART_MENU_FIELDS, trust);
  if (!menu) throw notFound(msg('menuNotFound'));
  if (!menu.active) throw badRequest(msg('menuInactive'));
  if (!canPurchase(menu)) {
    throw badRequest(msg('buyDisabled'));
  }
  return menu;
}

/**
 * loadPurchasableMenu() for a request that names a table (a cart, a call): a copy kept here may not have heard yet of a
 * table another instance added a moment ago, so a table the copy does not have is looked for in the menu as the
 * database has it before the request is refused.
 */
export async function loadPurchasableMenuWithTable<M extends CartMenu = CartMenu>(menuId: string, tableId: string | null | undefined): Promise<M> {
  const menu = await loadPurchasableMenu<M>(menuId);
  if (!tableId || findTable(menu.tables, tableId)) return menu;
  return loadPurchasableMenu<M>(menuId, 'exact');
}
