/**
 * The table a diner orders from, in the browser: a table's QR code opens `/m/{name}?table={tableId}`, the
 * page (the same cached HTML for every diner) reads it here and keeps it for the visit (sessionStorage, per menu), so
 * a cart made after moving around the page, or coming back from the cart, still carries it. Safe during SSR.
 */
import { browserStorage } from '../shared/browser-storage';
import { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';
import { findTable } from '../shared/menu-tables';

export type MenuTable = { _id: string; name: string };

const key = (menuId: string) => `table:${menuId}`;

const session = () => browserStorage('session');

/**
 * The table of this visit: with `?table=` in the address, that table when it is one of the menu's (then remembered;
 * a table deleted since is none, and forgotten); without it, the one remembered earlier in the visit if it still exists.
 */
export function chooseTableFromAddress(menuId: string, tables: MenuTable[], search: string): MenuTable | null {
  const store = session();
  const asked = new URLSearchParams(search).get('table');
  const find = (id: string | null | undefined) => (id && OBJECT_ID_PATTERN.test(id) ? findTable(tables, id) : null);
  const fromAddress = find(asked);
  try {
    if (fromAddress) store?.setItem(key(menuId), fromAddress._id);
    const remembered = asked !== null ? fromAddress : find(store?.getItem(key(menuId)));
    if (!remembered) store?.removeItem(key(menuId));
    return remembered;
  } catch {
    return fromAddress; // storage unavailable: the address alone
  }
}

/**
 * The address names a table the menu no longer has (a QR code printed before the table was deleted or the tables
 * were added again): the page asks the diner which table they sit at rather than ordering from no table unawares.
 */
export function unknownTableInAddress(tables: MenuTable[], search: string): boolean {
  const asked = new URLSearchParams(search).get('table');
  return asked !== null && !(OBJECT_ID_PATTERN.test(asked) && findTable(tables, asked));
}

/** The table the diner chose (one of the menu's), kept for the visit as a table's address would be. */
export function chooseTable(menuId: string, tables: MenuTable[], tableId: string): MenuTable | null {
  const table = OBJECT_ID_PATTERN.test(tableId) ? findTable(tables, tableId) : null;
  try {
    if (table) session()?.setItem(key(menuId), table._id);
  } catch {
    /* storage unavailable: the badge shows it for this page only */
  }
  return table ?? null;
}

/** The table id remembered for this menu's visit (sent with the cart), or undefined. */
export function chosenTableId(menuId: string): string | undefined {
  try {
    return session()?.getItem(key(menuId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's address to share (the header's share button): without its table. A friend who opens a link shared from
 * table 5 is not at table 5, and must not call its waiter or order to it. Every other part (the language) is kept.
 */
export function shareableAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('table');
  return url.toString();
}
