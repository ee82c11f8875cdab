import { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { ApiError, conflict } from '../api/errors';
import { msg, type Message } from '../i18n/t';
import { menuObjectId, updateMenu, type LeanMenu, type MenuWrite } from './update-menu';
import { MENU_LIMITS } from '../shared/menu-caps';

/**
 * How big a menu may grow: sized for a real restaurant, and so that a menu at every cap with every text at
 * its longest stays a few MB (an item is at most ~6 KB: 1,000 items ≈ 6 MB), far from the database's 16 MB document
 * limit. Text lengths are capped by the zod schemas in lib/validation.
 */
export { MENU_LIMITS };

/** One cap as a condition of the write's own filter (so it holds under concurrent writes) and its 409 message. */
export interface RoomCheck {
  where: Record<string, unknown>;
  message: Message;
}

const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));
/** "the array at `path` has fewer than `max` entries", as a query: its entry at index max-1 does not exist. */
const fewerThan = (path: string, max: number) => ({ [`${path}.${max - 1}`]: { $exists: false } });

/** The room a write needs, by what it adds; every op that adds to a menu takes its checks from here. */
export const ROOM = {
  section: (): RoomCheck[] => [{ where: fewerThan('sections', MENU_LIMITS.sections), message: msg('limitSections', { max: MENU_LIMITS.sections }) }],
  /** An item added to a section: room in that section and in the whole menu. */
  item: (sectionId: string | Types.ObjectId): RoomCheck[] => [
    {
      where: { sections: { $elemMatch: { _id: oid(sectionId), ...fewerThan('items', MENU_LIMITS.itemsPerSection) } } },
      message: msg('limitItemsPerSection', { max: MENU_LIMITS.itemsPerSection }),
    },
    {
      where: {
        $expr: { $lt: [{ $sum: { $map: { input: '$sections', as: 's', in: { $size: { $ifNull: ['$$s.items', []] } } } } }, MENU_LIMITS.items] },
      },
      message: msg('limitItems', { max: MENU_LIMITS.items }),
    },
  ],
  gallery: (sectionId: string | Types.ObjectId): RoomCheck[] => [
    {
      where: { sections: { $elemMatch: { _id: oid(sectionId), ...fewerThan('galleries', MENU_LIMITS.galleriesPerSection) } } },
      message: msg('limitGalleries', { max: MENU_LIMITS.galleriesPerSection }),
    },
  ],
  galleryImage: (galleryId: string | Types.ObjectId): RoomCheck[] => [
    {
      where: { sections: { $elemMatch: { galleries: { $elemMatch: { _id: oid(galleryId), ...fewerThan('images', MENU_LIMITS.imagesPerGallery) } } } } },
      message: msg('limitGalleryImages', { max: MENU_LIMITS.imagesPerGallery }),
    },
  ],
  branch: (): RoomCheck[] => [{ where: fewerThan('branches', MENU_LIMITS.branches), message: msg('limitBranches', { max: MENU_LIMITS.branches }) }],
  /** `count` tables added at once: the list must still be within the cap after them. */
  tables: (count: number): RoomCheck[] => [
    { where: fewerThan('tables', MENU_LIMITS.tables - count + 1), message: msg('limitTables', { max: MENU_LIMITS.tables }) },
  ],
  /**
   * A new short name: fewer than `renamesPerDay` renames in the 24 hours before `now`. `renamedAt` keeps the times of
   * the last renamesPerDay renames, oldest first (lib/menus/public-info/check-short-name-free.ts renameFields).
   */
  rename: (now: Date): RoomCheck[] => [
    {
      where: { $or: [fewerThan('renamedAt', MENU_LIMITS.renamesPerDay), { 'renamedAt.0': { $lte: new Date(now.getTime() - 86_400_000) } }] },
      message: msg('shortNameRenamesPerDay', { max: MENU_LIMITS.renamesPerDay }),
    },
  ],
};

/** The write with its room checks added to its filter (all in the same atomic update). */
export function withRoom(write: MenuWrite, room: RoomCheck[]): MenuWrite {
  return { ...write, where: { $and: [write.where ?? {}, ...room.map((r) => r.where)] } };
}

/**
 * After a write made with withRoom() matched nothing: the cap that is full (409 with its message), or the error the
 * write had (its target is missing: 404). Nothing was written either way.
 */
export async function explainNoRoom(write: MenuWrite, room: RoomCheck[], err: unknown): Promise<never> {
  if (!(err instanceof ApiError) || err.status !== 404) throw err;
  const target = { _id: menuObjectId(write.menuId), ...(write.where ?? {}) };
  if (!(await Menu.exists(target))) throw err;
  for (const check of room) {
    if (!(await Menu.exists({ $and: [target, check.where] }))) throw conflict(check.message);
  }
  throw err;
}

/** updateMenu() of a write that adds to the menu: refused with the cap's 409 when the list it grows is full. */
export async function updateMenuWithRoom(write: MenuWrite, room: RoomCheck[]): Promise<LeanMenu> {
  try {
    return await updateMenu(withRoom(write, room));
  } catch (err) {
    return explainNoRoom(write, room, err);
  }
}
