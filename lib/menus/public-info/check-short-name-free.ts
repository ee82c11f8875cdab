import type { Types } from 'mongoose';
import { Menu } from '../../../models/Menu';
import { conflict } from '../../api/errors';
import { msg } from '../../i18n/t';

export const SHORT_NAME_TAKEN = msg('shortNameTaken');

/** 409 when another menu has this short name (the unique index is the final guard against a race). */
export async function checkShortNameFree(menuId: Types.ObjectId, username: string): Promise<void> {
  if (await Menu.exists({ username, _id: { $ne: menuId } })) throw conflict(SHORT_NAME_TAKEN);
}
