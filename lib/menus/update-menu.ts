import type { UpdateQuery } from 'mongoose';
import { Types } from 'mongoose';
import { Menu, type MenuFields } from '../../models/Menu';
import { notFound } from '../api/errors';
import { invalidateMenu } from './invalidate-menu';

/** A menu as plain data, as every write returns it (and as the API answers it in data.data). */
export type LeanMenu = MenuFields & { _id: Types.ObjectId; createdAt?: Date; updatedAt?: Date };

export interface MenuWrite {
  /** The menu to change. */
  menuId: string | Types.ObjectId;
  /** More conditions on the same document (e.g. `{'sections._id': id}`); no match → 404 with `notFoundMessage`. */
  where?: Record<string, unknown>;
  /** An update document, or an aggregation pipeline (reorders: the new order computed inside the one update). */
  update: UpdateQuery<MenuFields> | Record<string, unknown> | Record<string, unknown>[];
  arrayFilters?: Record<string, unknown>[];
  notFoundMessage?: string;
}

/**
 * THE one write path for a menu's content (GUIDE §2): one atomic findOneAndUpdate, then the menu's public pages are
 * invalidated (both links). Every edit op, branch, upload, init, activation and admin change goes through here;
 * counters (interest, visits) are the only writes that skip it, because the public page does not show them.
 * Returns the menu after the update; throws 404 when the menu (or the `where` part) does not match.
 */
export async function updateMenu(write: MenuWrite): Promise<LeanMenu> {
  const id = typeof write.menuId === 'string' ? write.menuId : String(write.menuId);
  if (!Types.ObjectId.isValid(id)) throw notFound('This menu does not exist');
  const updated = await Menu.findOneAndUpdate({ _id: new Types.ObjectId(id), ...(write.where ?? {}) }, write.update, {
    arrayFilters: write.arrayFilters,
    updatePipeline: Array.isArray(write.update),
    returnDocument: 'after',
    runValidators: true,
  }).lean<LeanMenu>();
  if (!updated) throw notFound(write.notFoundMessage ?? 'This menu does not exist');
  invalidateMenu(id);
  return updated;
}
