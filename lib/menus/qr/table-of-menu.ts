import { notFound } from '../../api/errors';
import { msg } from '../../i18n/t';
import { findTable } from '../../shared/menu-tables';

/** One of the menu's tables by id, or a 404 'This table does not exist'. */
export function tableOfMenu<T extends { _id: { toString(): string }; name: string }>(menu: { tables?: T[] | null }, tableId: string): T {
  const table = findTable(menu.tables, tableId);
  if (!table) throw notFound(msg('tableNotFound'));
  return table;
}
