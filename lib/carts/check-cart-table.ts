import { Types } from 'mongoose';
import { badRequest } from '../api/errors';
import { msg } from '../i18n/t';
import type { CartMenu } from './menu-shape';

/** The table a cart names must be one of its menu's (issue #20): its id to store, or a 400 and nothing stored. */
export function checkCartTable(menu: CartMenu, tableId: string): Types.ObjectId {
  if (!(menu.tables ?? []).some((t) => String(t._id) === tableId)) throw badRequest(msg('tableNotFound'));
  return new Types.ObjectId(tableId);
}
