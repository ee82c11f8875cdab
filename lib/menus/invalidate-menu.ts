import { menuWritten } from './menu-written';

/**
 * Makes a menu change visible at once on this instance: its page store drops the menu's rendered pages (both links,
 * and the pages kept under the short names given, i.e. the old name after a rename) through menu-written.ts. The
 * other instances hear the write from the database's change stream (server/change-listener.ts). Called by
 * updateMenu() only.
 */
export async function invalidateMenu(menuId: string, usernames: string[] = []): Promise<void> {
  const names = [...new Set(usernames.filter(Boolean).map((u) => u.toLowerCase()))];
  menuWritten(String(menuId), names);
}
