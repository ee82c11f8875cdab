import { Menu } from '../../models/Menu';

/**
 * The menu a cart call needs (its items and prices), without reading the whole menu on every add (issue #20: a cart
 * add used to read every section of the menu). Each call still asks the database for the menu's `updatedAt` (a few
 * bytes) and uses the copy it keeps only when that is the time the copy was read at; any write through Mongoose
 * (every menu write: updateMenu()) moves `updatedAt`, on whichever instance it was made, so a copy is never older
 * than the database. A copy read within a few milliseconds of its write is not kept (two writes in the same
 * millisecond carry the same time). Bounded: the least recently used copies go first.
 */
const MAX_MENUS = 200;
/** A menu written this recently is not kept: another write may still land in the same millisecond. */
const SETTLED_MS = 5;

type Entry = { updatedAt: number; menu: unknown };
const copies = new Map<string, Entry>();

export async function readCartMenu<M>(menuId: string, fields: string): Promise<M | null> {
  const key = `${menuId} ${fields}`;
  const head = await Menu.findById(menuId).select('updatedAt').lean<{ updatedAt?: Date }>();
  if (!head) return null;
  const stamp = head.updatedAt ? new Date(head.updatedAt).getTime() : NaN;
  const kept = copies.get(key);
  if (kept && kept.updatedAt === stamp) {
    copies.delete(key);
    copies.set(key, kept);
    return kept.menu as M;
  }
  const menu = await Menu.findById(menuId).select(`${fields} updatedAt`).lean<M & { updatedAt?: Date }>();
  if (!menu) return null;
  const read = menu.updatedAt ? new Date(menu.updatedAt).getTime() : NaN;
  if (Number.isFinite(read) && Date.now() - read > SETTLED_MS) {
    copies.delete(key);
    copies.set(key, { updatedAt: read, menu });
    while (copies.size > MAX_MENUS) copies.delete(copies.keys().next().value as string);
  }
  return menu;
}
