import type { Types } from 'mongoose';
import { Menu } from '../../../models/Menu';
import { conflict } from '../../api/errors';
import { msg } from '../../i18n/t';
import { MENU_LIMITS } from '../../shared/menu-caps';

export const SHORT_NAME_TAKEN = msg('shortNameTaken');

/**
 * 409 when another menu has this short name now or had it before (a former name still leads to its menu: printed
 * codes carry it). The unique index on the current name is the final guard against a race.
 */
export async function checkShortNameFree(menuId: Types.ObjectId, username: string, taken: typeof SHORT_NAME_TAKEN = SHORT_NAME_TAKEN): Promise<void> {
  if (await Menu.exists({ _id: { $ne: menuId }, $or: [{ username }, { formerUsernames: username }] })) throw conflict(taken);
}

/**
 * The fields a rename sets beside the new name: the name it leaves joins the former names, and the new one leaves them
 * (a menu may take back a name it had); only the newest MENU_LIMITS.formerShortNames are kept, the oldest is let go.
 * The rename's time joins `renamedAt` (the last renamesPerDay of them), which ROOM.rename counts.
 */
export function renameFields(
  menu: { username?: string | null; formerUsernames?: string[] | null; renamedAt?: Date[] | null },
  username: string,
  now: Date,
): Record<string, unknown> {
  const former = (menu.formerUsernames ?? []).filter((name) => name !== username);
  if (menu.username && menu.username !== username && !former.includes(menu.username)) former.push(menu.username);
  const renamedAt = [...(menu.renamedAt ?? []), now].slice(-MENU_LIMITS.renamesPerDay);
  return { formerUsernames: former.slice(-MENU_LIMITS.formerShortNames), renamedAt };
}
