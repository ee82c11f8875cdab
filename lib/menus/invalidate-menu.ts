import { menuWritten } from './menu-written';
import { publishMenuChange } from './publish-menu-change';

/**
 * Makes a menu change visible at once on every instance: this process's page store drops the menu's rendered pages
 * (both links, and the pages kept under the short names given, i.e. the old name after a rename) through
 * menu-written.ts, then the change is announced on the feed the other instances read (menu-change-feed.ts).
 * Called by updateMenu() only.
 */
export async function invalidateMenu(menuId: string, usernames: string[] = []): Promise<void> {
  const names = [...new Set(usernames.filter(Boolean).map((u) => u.toLowerCase()))];
  menuWritten(String(menuId), names);
  await publishMenuChange(String(menuId), names);
}
