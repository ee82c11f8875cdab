import { connectDb } from '../db';
import { Menu } from '../../models/Menu';
import { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';

export type AdminAccess = 'ok' | 'missing' | 'denied';

export interface AdminAccessResult {
  access: AdminAccess;
  /** Whether the menu went through the init form (the admin area is for initialised menus). */
  initialized: boolean;
}

/** Whether `username` may open /m/{id}/admin: the same rule as the API's menuAdmin access (the menu's `admins`). */
export async function adminAccess(menuId: string, username: string): Promise<AdminAccessResult> {
  if (!OBJECT_ID_PATTERN.test(menuId)) return { access: 'missing', initialized: false };
  await connectDb();
  const menu = await Menu.findById(menuId).select('admins initialized').lean<{ admins?: string[]; initialized?: boolean }>();
  if (!menu) return { access: 'missing', initialized: false };
  return { access: (menu.admins ?? []).includes(username) ? 'ok' : 'denied', initialized: Boolean(menu.initialized) };
}
