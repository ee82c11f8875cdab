import { dropCachedMenuHtml } from './html-cache';
import { publishMenuChange } from './publish-menu-change';

/**
 * Makes a menu change visible at once on every instance: drops the menu's rendered pages from this process's cache
 * (both links, and the pages kept under the short names given, i.e. the old name after a rename), then announces the
 * change on the feed the other instances poll (lib/menus/menu-change-feed.ts). Called by updateMenu() only.
 */
export async function invalidateMenu(menuId: string, usernames: string[] = []): Promise<void> {
  const names = [...new Set(usernames.filter(Boolean).map((u) => u.toLowerCase()))];
  dropCachedMenuHtml(String(menuId), names);
  await publishMenuChange(String(menuId), names);
}
