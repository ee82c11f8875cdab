import { Types } from 'mongoose';
import { badRequest } from '../api/errors';
import { msg } from '../i18n/t';
import { findTable } from '../shared/menu-tables';
import type { CartMenu } from './menu-shape';

/** The table a cart (or a call) names must be one of its menu's: its id and name, or a 400. */
export function checkCartTable(menu: CartMenu, tableId: string): { id: Types.ObjectId; name: string } {
  const table = findTable(menu.tables, tableId);
  if (!table) throw badRequest(msg('tableNotFound'));
  return { id: new Types.ObjectId(tableId), name: table.name };
}
