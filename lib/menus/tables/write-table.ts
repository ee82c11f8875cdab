import { Types } from 'mongoose';
import type { TableValues } from '../../validation/table';
import { OBJECT_ID_PATTERN } from '../../validation/object-id-pattern';
import { badRequest, notFound } from '../../api/errors';
import { updateMenu, type MenuHead } from '../update-menu';
import { ROOM, updateMenuWithRoom, type RoomCheck } from '../menu-limits';
import { BRANCH_NOT_FOUND } from '../branches/write-branch';
import { msg } from '../../i18n/t';
import { tableNameForms } from '../../shared/menu-tables';

export const TABLE_NOT_FOUND = msg('tableNotFound');

/** The menu as the route wrapper loaded it: its id, short name, branches and tables. */
export type LoadedMenu = Pick<MenuHead, '_id' | 'username' | 'branches' | 'tables'>;

function tableOid(tableId: string) {
  if (!OBJECT_ID_PATTERN.test(tableId)) throw notFound(TABLE_NOT_FOUND);
  return new Types.ObjectId(tableId);
}

/** The branch a table is put in must be one of the menu's (400 otherwise); null is no branch. */
export function branchOf(menu: LoadedMenu, branchId: string | null) {
  if (branchId === null) return null;
  if (!(menu.branches ?? []).some((b) => String(b._id) === branchId)) throw badRequest(BRANCH_NOT_FOUND);
  return new Types.ObjectId(branchId);
}

/**
 * Names are unique in a menu: a condition of the write itself (so two admins adding '12' at once make one). Names
 * come normalised ('طاولة 12' → '12'); one stored as 'طاولة 12' before that counts as '12'.
 */
export function namesFree(menu: LoadedMenu, names: string[], except?: Types.ObjectId): RoomCheck {
  const forms = names.flatMap(tableNameForms);
  const taken = (menu.tables ?? []).find((t) => forms.includes(t.name) && !(except && except.equals(t._id)));
  const clash = { name: { $in: forms }, ...(except ? { _id: { $ne: except } } : {}) };
  return { where: { $nor: [{ tables: { $elemMatch: clash } }] }, message: msg('tableNameTaken', { name: taken?.name ?? names[0] }) };
}

/** POST …/tables with a name: one table at the end of the list (a numbered range: add-table-range.ts). */
export function createTable(menu: LoadedMenu, body: TableValues) {
  return pushTables(menu, [body.name], body.branchId);
}

/** New tables of these names at the end of the list, if there is room and every name is still free. */
export function pushTables(menu: LoadedMenu, names: string[], branchId: string | null) {
  const branch = branchOf(menu, branchId);
  const tables = names.map((name) => ({ _id: new Types.ObjectId(), name, branchId: branch }));
  return updateMenuWithRoom({ menuId: menu, update: { $push: { tables: { $each: tables } } } }, [
    ...ROOM.tables(tables.length),
    namesFree(menu, names),
  ]);
}

/** PUT …/tables/{tableId}: a new name and branch (its id, and so its printed QR code, stays); 404 for a foreign id. */
export function editTable(menu: LoadedMenu, tableId: string, body: TableValues) {
  const _id = tableOid(tableId);
  return updateMenuWithRoom(
    {
      menuId: menu,
      where: { 'tables._id': _id },
      update: { $set: { 'tables.$[t].name': body.name, 'tables.$[t].branchId': branchOf(menu, body.branchId) } },
      arrayFilters: [{ 't._id': _id }],
      notFoundMessage: TABLE_NOT_FOUND,
    },
    [namesFree(menu, [body.name], _id)],
  );
}

/** DELETE …/tables/{tableId}; 404 for a foreign id. Its printed QR code then opens the menu without a table. */
export function deleteTable(menu: LoadedMenu, tableId: string) {
  const _id = tableOid(tableId);
  return updateMenu({ menuId: menu, where: { 'tables._id': _id }, update: { $pull: { tables: { _id } } }, notFoundMessage: TABLE_NOT_FOUND });
}
