import type { Types } from 'mongoose';
import { connectDb } from '../db';
import { Menu } from '../../models/Menu';
import { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';
import { isMenuAdmin, type StoredAdmins } from './is-menu-admin';

export type AdminAccess = 'ok' | 'missing' | 'denied';

export interface AdminAccessResult {
  access: AdminAccess;
  /** Whether the menu went through the init form (the admin area is for initialised menus). */
  initialized: boolean;
}

/** Whether `user` may open /m/{id}/admin: the same rule as the API's menuAdmin access (isMenuAdmin). */
export async function adminAccess(menuId: string, user: { _id: Types.ObjectId | string }): Promise<AdminAccessResult> {
  if (!OBJECT_ID_PATTERN.test(menuId)) return { access: 'missing', initialized: false };
  await connectDb();
  const menu = await Menu.findById(menuId).select('admins initialized').lean<{ admins?: StoredAdmins; initialized?: boolean }>();
  if (!menu) return { access: 'missing', initialized: false };
  return { access: isMenuAdmin(menu, user) ? 'ok' : 'denied', initialized: Boolean(menu.initialized) };
}
