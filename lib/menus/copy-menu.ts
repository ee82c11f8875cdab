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
 * A copy of a menu for a new branch or brand (staff): its sections with their items and galleries, images,
 * colours, settings, institution, branches, tables and working days — every embedded thing under a new id (a table's
 * branch is the copy's branch). Not copied: the short name and the names the source had before (the copy has none
 * until its owner picks one), visitors, interest counts, orders, the payment keys and the admins (given).
 * The images are shared, not re-uploaded: a stored file is deleted only when no menu shows it any more
 * (lib/uploads/image-in-use.ts), so the original deleting an item never takes the copy's picture. The copy starts
 * inactive, like any new menu. A new document has no public page to invalidate.
 */
export async function copyMenu(sourceId: string, input: { admins: string[]; plan: number }): Promise<LeanMenu> {
  if (!isObjectIdText(sourceId)) throw notFound(msg('menuNotFound'));
  const source = await Menu.findById(sourceId).lean<StoredMenu>();
  if (!source) throw notFound(msg('menuNotFound'));
  const admins = await resolveMenuAdmins(input.admins);
  // Left out on purpose: identity, short name and the names it had (they lead to the source), the times of its
  // renames, counters, admins, activation and plan (given), timestamps; and the payment keys: the copy's restaurant
  // takes payments into its own account.
  const { _id, username, formerUsernames, renamedAt, menuVisitors, admins: _admins, active, plan, createdAt, updatedAt, payments, ...rest } = source as StoredMenu & {
    __v?: number;
  };
  void [_id, username, formerUsernames, renamedAt, menuVisitors, _admins, active, plan, createdAt, updatedAt, payments];
  delete (rest as { __v?: number }).__v;
  const branches = (source.branches ?? []).map((b) => fresh(b));
  // A table of a source's branch is in the copy's branch at the same place; its own id is new, so the source's
  // printed table cards never order to the copy.
  const branchOf = new Map((source.branches ?? []).map((b, i) => [String(b._id), branches[i]._id]));
  const copy = await Menu.create({
    ...rest,
    admins,
    plan: input.plan,
    active: false,
    sections: source.sections.map((s) => ({
      ...fresh(s),
      items: s.items.map((i) => ({
        ...fresh(i),
        interestRecords: 0,
        ...(i.optionGroups ? { optionGroups: i.optionGroups.map((g) => ({ ...fresh(g), options: (g.options ?? []).map((o) => fresh(o)) })) } : {}),
      })),
      galleries: (s.galleries ?? []).map((g) => fresh(g)),
    })),
    branches,
    tables: (source.tables ?? []).map((t) => ({ ...fresh(t), branchId: t.branchId ? (branchOf.get(String(t.branchId)) ?? null) : null })),
  });
  return withAdminNames(copy.toObject() as StoredMenu);
}
