import { Menu } from '../../models/Menu';
import { ALL_MENUS, onMenuWritten } from '../menus/menu-written';
import { LruMap } from '../shared/lru-map';
import { lookupBatcher } from '../shared/batcher';

/**
 * The menu a cart call needs (its items and prices), without reading the whole menu on every call. A kept
 * copy is trusted in one of two ways:
 * - 'exact' (a diner's order is priced from it): the database is asked for the menu's `updatedAt` (a few bytes) and
 *   the copy is used only when that is the time it was read at; any write through Mongoose moves `updatedAt`, on
 *   whichever instance it was made. A copy read within a few milliseconds of its write is not kept (two writes in the
 *   same millisecond carry the same time).
 * - 'notified' (a cart add, a cart read): the copy is used without asking, while it is younger than TRUST_MS. Every
 *   menu write drops it: on this instance before the write is answered (menu-written.ts, called by updateMenu()), on
 *   the others when the change feed reaches them (server/change-listener.ts, within a quarter of a second) — the way
 *   the rendered pages are dropped, so a cart is priced from the menu the diner's page shows. A read that a write
 *   overtook is not kept.
 * Bounded (200 copies): the least recently used go first.
 */
/** A menu written this recently is not kept: another write may still land in the same millisecond. */
const SETTLED_MS = 5;
/** A notified copy is read again after this long, whatever the notifications (a feed that stopped cannot keep it forever). */
const TRUST_MS = 30_000;

export type MenuTrust = 'exact' | 'notified';

type Entry = { updatedAt: number; keptAt: number; menu: unknown };
const copies = new LruMap<string, Entry>(200);

// Writes seen, for reads under way: a read started before a write of its menu is not kept.
let generation = 0;
/** Writes older than this generation are no longer told apart by menu (the record below is bounded). */
let floor = 0;
const lastWrite = new Map<string, number>();

onMenuWritten((menuId) => {
  generation++;
  if (menuId === ALL_MENUS || lastWrite.size >= 10_000) {
    lastWrite.clear();
    floor = generation;
  } else lastWrite.set(menuId, generation);
  if (menuId === ALL_MENUS) copies.clear();
  else for (const key of [...copies.keys()]) if (key.startsWith(`${menuId} `)) copies.delete(key);
});

/** A menu's `updatedAt` (ms), the menus asked at the same moment in one query. */
const readStamp = lookupBatcher<number>(async (ids) => {
  const heads = await Menu.find({ _id: { $in: ids } }, { updatedAt: 1 }).lean<{ _id: unknown; updatedAt?: Date }[]>();
  return new Map(heads.map((head) => [String(head._id), head.updatedAt ? new Date(head.updatedAt).getTime() : NaN]));
});

const overtaken = (menuId: string, readFrom: number) => (lastWrite.get(menuId) ?? floor) > readFrom;

export async function readCartMenu<M>(menuId: string, fields: string, trust: MenuTrust): Promise<M | null> {
  const key = `${menuId} ${fields}`;
  const kept = copies.get(key);
  if (trust === 'notified' && kept && Date.now() - kept.keptAt < TRUST_MS) return kept.menu as M;
  const readFrom = generation;
  if (trust === 'exact' && kept) {
    const stamp = await readStamp(menuId);
    if (stamp === null) return null;
    if (stamp === kept.updatedAt) {
      if (!overtaken(menuId, readFrom)) copies.set(key, { ...kept, keptAt: Date.now() });
      return kept.menu as M;
    }
  }
  const menu = await Menu.findById(menuId).select(`${fields} updatedAt`).lean<M & { updatedAt?: Date }>();
  if (!menu) return null;
  const read = menu.updatedAt ? new Date(menu.updatedAt).getTime() : NaN;
  if (Number.isFinite(read) && Date.now() - read > SETTLED_MS && !overtaken(menuId, readFrom)) copies.set(key, { updatedAt: read, keptAt: Date.now(), menu });
  return menu;
}
