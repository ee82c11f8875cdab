import { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { resolveMenuAdmins } from './resolve-menu-admins';
import { withAdminNames } from './admin-names';
import type { LeanMenu, StoredMenu } from './update-menu';
import { isObjectIdText } from '../validation/object-id-pattern';

type WithId = { _id?: unknown };
const fresh = <T extends WithId>(doc: T): T => ({ ...doc, _id: new Types.ObjectId() });

/**
 * A copy of a menu for a new branch or brand (staff, issue #23): its sections with their items and galleries, images,
 * colours, settings, institution, branches and working days — every embedded thing under a new id. Not copied: the
 * short name (the copy has none until its owner picks one), visitors, interest counts, orders and the admins (given).
 * The images are shared, not re-uploaded: a stored file is deleted only when no menu shows it any more
 * (lib/uploads/image-in-use.ts), so the original deleting an item never takes the copy's picture. The copy starts
 * inactive, like any new menu. A new document has no public page to invalidate.
 */
export async function copyMenu(sourceId: string, input: { admins: string[]; plan: number }): Promise<LeanMenu> {
  if (!isObjectIdText(sourceId)) throw notFound(msg('menuNotFound'));
  const source = await Menu.findById(sourceId).lean<StoredMenu>();
  if (!source) throw notFound(msg('menuNotFound'));
  const admins = await resolveMenuAdmins(input.admins);
  // Left out on purpose: identity, short name, counters, admins, activation and plan (given), timestamps.
  const { _id, username, menuVisitors, admins: _admins, active, plan, createdAt, updatedAt, ...rest } = source as StoredMenu & { __v?: number };
  void [_id, username, menuVisitors, _admins, active, plan, createdAt, updatedAt];
  delete (rest as { __v?: number }).__v;
  const copy = await Menu.create({
    ...rest,
    admins,
    plan: input.plan,
    active: false,
    sections: source.sections.map((s) => ({
      ...fresh(s),
      items: s.items.map((i) => ({ ...fresh(i), interestRecords: 0 })),
      galleries: (s.galleries ?? []).map((g) => fresh(g)),
    })),
    branches: (source.branches ?? []).map((b) => fresh(b)),
  });
  return withAdminNames(copy.toObject() as StoredMenu);
}
