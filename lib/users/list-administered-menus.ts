import type { Types } from 'mongoose';
import { Menu } from '../../models/Menu';

export interface AdministeredMenu {
  id: string;
  /** The short name, when the menu has one. */
  username: string | null;
  name: string | null;
  active: boolean;
  /** Not yet through the init form: the account page links to /m/{id}/init instead of the admin area. */
  initialized: boolean;
}

/** The menus whose admins include this user's id (the account page's list). */
export async function listAdministeredMenus(userId: Types.ObjectId): Promise<AdministeredMenu[]> {
  const menus = await Menu.find({ admins: userId }).select('username institution.name active initialized').sort({ _id: -1 }).lean();
  return menus.map((m) => {
    const menu = m as unknown as { _id: unknown; username?: string | null; institution?: { name?: string | null }; active?: boolean; initialized?: boolean };
    return {
      id: String(menu._id),
      username: menu.username || null,
      name: menu.institution?.name || null,
      active: Boolean(menu.active),
      initialized: Boolean(menu.initialized),
    };
  });
}
