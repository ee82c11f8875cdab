import { Types } from 'mongoose';
import { connectDb } from '../db';
import { Menu } from '../../models/Menu';

export type AdminAccess = 'ok' | 'missing' | 'denied';

/** Whether `username` may open /m/{id}/admin: the same rule as the API's menuAdmin access (the menu's `admins`). */
export async function adminAccess(menuId: string, username: string): Promise<AdminAccess> {
  if (!Types.ObjectId.isValid(menuId) || !/^[0-9a-f]{24}$/i.test(menuId)) return 'missing';
  await connectDb();
  const menu = await Menu.findById(menuId).select('admins').lean<{ admins?: string[] }>();
  if (!menu) return 'missing';
  return (menu.admins ?? []).includes(username) ? 'ok' : 'denied';
}
