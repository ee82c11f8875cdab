import type { UpdateQuery } from 'mongoose';
import { Types } from 'mongoose';
import { Menu, type MenuFields } from '../../models/Menu';
import { notFound } from '../api/errors';
import { invalidateMenu } from './invalidate-menu';
import { withAdminNames } from './admin-names';
import { msg, type Message } from '../i18n/t';
import { isObjectIdText } from '../validation/object-id-pattern';

/** A menu as plain data as the database holds it (admins are user ids). */
export type StoredMenu = MenuFields & { _id: Types.ObjectId; createdAt?: Date; updatedAt?: Date };

/** A menu as every write returns it and the API answers it in data.data: its admins shown as usernames. */
export type LeanMenu = Omit<StoredMenu, 'admins'> & { admins: string[] };

/**
 * A menu without its sections (items, galleries): what the route wrapper loads for the admin check of a menu route.
 * An admin edit then costs one read of the menu's small fields, not of its whole content; an op that needs what a
 * section held before the write gets it from the write itself (updateMenuAndCompare) or reads it (readMenuSections).
 */
export type MenuHead = Omit<StoredMenu, 'sections'>;

/** The fields of a menu that are not its sections (the projection the route wrapper loads). */
export const MENU_HEAD_PROJECTION = { sections: 0 } as const;

/**
 * What a write reads back (the projection on its findOneAndUpdate), so an edit's answer costs what it changed, not
 * the whole menu: the menu's head (every field but `sections`) with only these sections as they are after the write
 * (`[]`: none), or `'last'`: the one at the end (where a create pushes). Without it a write returns the whole menu.
 */
export interface MenuRead {
  sections: Types.ObjectId[] | 'last';
}

/** The top-level fields of a menu other than its sections (an inclusion projection must name them). */
const HEAD_FIELDS = [...new Set(Object.keys(Menu.schema.paths).map((p) => p.split('.')[0]))].filter((f) => f !== 'sections');

/** The findOneAndUpdate projection of a MenuRead. */
export function menuReadProjection(read: MenuRead): Record<string, unknown> {
  if (read.sections === 'last') return { sections: { $slice: -1 } };
  if (read.sections.length === 0) return MENU_HEAD_PROJECTION;
  const touched = { $filter: { input: '$sections', as: 's', cond: { $in: ['$$s._id', read.sections] } } };
  return { ...Object.fromEntries(HEAD_FIELDS.map((f) => [f, 1])), sections: touched };
}

/** A menu already read by the caller (the route wrapper loads it for menu admins): its id and short name are known. */
export type LoadedMenu = { _id: Types.ObjectId; username?: string | null };

export interface MenuWrite {
  /** The menu to change: its id, or the menu as the caller loaded it (then its short name need not be read again). */
  menuId: string | Types.ObjectId | LoadedMenu;
  /** More conditions on the same document (e.g. `{'sections._id': id}`); no match → 404 with `notFoundMessage`. */
  where?: Record<string, unknown>;
  /** An update document, or an aggregation pipeline (reorders: the new order computed inside the one update). */
  update: UpdateQuery<MenuFields> | Record<string, unknown> | Record<string, unknown>[];
  arrayFilters?: Record<string, unknown>[];
  notFoundMessage?: Message | string;
  /**
   * Every value was checked by its zod schema (the same rules as the model's): skip Mongoose's update validators,
   * which cost seconds on a whole-menu `$set` (the spreadsheet import's 1,000 items). Values are still cast. The
   * update is the caller's own, made for this one write, so Mongoose need not copy it first either (tens of ms).
   */
  validated?: boolean;
  /** Read back only the head and these sections (an edit's answer); omitted: the whole menu. */
  read?: MenuRead;
}

/**
 * THE one write path for a menu's content (GUIDE §2): one atomic findOneAndUpdate, then the menu's public pages are
 * invalidated on every instance (both links, the old short name too after a rename). Every edit op, branch, upload,
 * init, activation and admin change goes through here; counters (interest, visits) are the only writes that skip it,
 * because the public page does not show them. tests/unit/menu-write-path.test.ts fails on a Menu write anywhere else.
 * Returns the menu after the update (only what `write.read` names, when given); throws 404 when the menu (or the `where` part) does not match.
 */
export async function updateMenu(write: MenuWrite): Promise<LeanMenu> {
  const _id = menuObjectId(write.menuId);
  // The short name before the write: the pages of an old short name go too after a rename. Known when the caller
  // loaded the menu; else read (a few bytes). A rename racing in between invalidates its own names.
  const prior = isLoaded(write.menuId)
    ? write.menuId
    : await Menu.findById(_id).select('username').lean<{ username?: string }>();
  if (!prior) throw notFound(write.notFoundMessage ?? msg('menuNotFound'));
  const after = await Menu.findOneAndUpdate({ _id, ...(write.where ?? {}) }, write.update, options(write, 'after')).lean<StoredMenu>();
  if (!after) throw notFound(write.notFoundMessage ?? msg('menuNotFound'));
  await invalidateMenu(String(_id), names(prior.username, after.username));
  return withAdminNames(after);
}

/**
 * updateMenu() that also returns the menu as it was just before this very update (e.g. to delete the image it
 * replaced): the write is atomic (returnDocument 'before'), the menu after it is read back by id. `write.read`
 * limits both reads.
 */
export async function updateMenuAndCompare(write: MenuWrite): Promise<{ before: StoredMenu; after: LeanMenu }> {
  const _id = menuObjectId(write.menuId);
  const before = await Menu.findOneAndUpdate({ _id, ...(write.where ?? {}) }, write.update, options(write, 'before')).lean<StoredMenu>();
  if (!before) throw notFound(write.notFoundMessage ?? msg('menuNotFound'));
  const after = await Menu.findById(_id, write.read ? menuReadProjection(write.read) : undefined).lean<StoredMenu>();
  await invalidateMenu(String(_id), names(before.username, after?.username));
  if (!after) throw notFound(write.notFoundMessage ?? msg('menuNotFound')); // deleted in between
  return { before, after: await withAdminNames(after) };
}

/**
 * The sections of a menu as they are now (for an op that must know what it is about to remove), or only the one
 * `sectionId` names (an empty list when it has none); 404 when the menu is gone.
 */
export async function readMenuSections(menuId: Types.ObjectId, sectionId?: string): Promise<StoredMenu['sections']> {
  const projection = sectionId && isObjectIdText(sectionId) ? { sections: { $elemMatch: { _id: new Types.ObjectId(sectionId) } } } : { sections: 1 };
  const menu = await Menu.findById(menuId, projection).lean<Pick<StoredMenu, 'sections'>>();
  if (!menu) throw notFound(msg('menuNotFound'));
  return menu.sections ?? [];
}

const isLoaded = (menuId: MenuWrite['menuId']): menuId is LoadedMenu =>
  typeof menuId === 'object' && !(menuId instanceof Types.ObjectId) && '_id' in menuId;

/** The menu's id as an ObjectId, whichever form the write names it in; a malformed id is a 404. */
export function menuObjectId(menuId: MenuWrite['menuId']): Types.ObjectId {
  const id = isLoaded(menuId) ? String(menuId._id) : String(menuId);
  if (!isObjectIdText(id)) throw notFound(msg('menuNotFound'));
  return new Types.ObjectId(id);
}

function options(write: MenuWrite, returnDocument: 'before' | 'after') {
  const projection = write.read ? menuReadProjection(write.read) : undefined;
  return { arrayFilters: write.arrayFilters, updatePipeline: Array.isArray(write.update), returnDocument, runValidators: !write.validated, cloneUpdate: !write.validated, projection };
}

const names = (...usernames: (string | null | undefined)[]) => usernames.filter((u): u is string => Boolean(u));
