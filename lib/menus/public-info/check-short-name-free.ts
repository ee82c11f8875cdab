import type { Types } from 'mongoose';
import { Menu } from '../../../models/Menu';
import { conflict } from '../../api/errors';

export const SHORT_NAME_TAKEN = 'This short menu name is already taken, choose another one';

/** 409 when another menu has this short name (the unique index is the final guard against a race). */
export async function checkShortNameFree(menuId: Types.ObjectId, username: string): Promise<void> {
  if (await Menu.exists({ username, _id: { $ne: menuId } })) throw conflict(SHORT_NAME_TAKEN);
}
