import { revalidateTag } from 'next/cache';
import { dropCachedMenuHtml } from './html-cache';

/** Cache tag of one menu's public data (and of the public pages rendered from it). */
export const menuCacheTag = (menuId: string) => `menu:${menuId}`;
/** Cache tag of the short-name -> id lookups (a short name can move between menus). */
export const MENU_USERNAMES_TAG = 'menu-usernames';

/**
 * Call after ANY change to a menu that the public page shows (edits, activation, short name, images, settings):
 * the cached menu data and the rendered /m/{id} and /m/{username} pages expire at once, and the next visit re-renders.
 * Counters (interest, visitors) don't need it. Safe to call from route handlers and server actions.
 * It also drops the menu's pages from the production server's rendered-menu cache (lib/menus/html-cache.ts) of this
 * process; other instances of a multi-instance deployment let theirs expire (at most PUBLIC_MENU_MAX_AGE_S, lib/menus/cache-age.ts).
 */
export function invalidateMenu(menuId: string): void {
  dropCachedMenuHtml(String(menuId));
  try {
    revalidateTag(menuCacheTag(String(menuId)), { expire: 0 });
    revalidateTag(MENU_USERNAMES_TAG, { expire: 0 });
  } catch (err) {
    // Outside a Next request (scripts, tests): there is no cache to expire.
    if (process.env.NODE_ENV !== 'production') console.warn('[invalidateMenu] skipped:', (err as Error).message);
  }
}
