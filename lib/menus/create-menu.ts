import { Menu } from '../../models/Menu';
import { withAdminNames } from './admin-names';
import { resolveMenuAdmins } from './resolve-menu-admins';
import type { LeanMenu, StoredMenu } from './update-menu';

/**
 * A new, empty and inactive menu (spec §7 POST /quickmenu): its admins are the fixed provider admin plus the given
 * users, stored by user id. Every one of them must exist: an unknown user is a 404, a missing provider admin account
 * stops the creation (409) with a message telling the operator what to do. A new document has no public page yet,
 * so there is nothing to invalidate.
 */
export async function createMenu(input: { admins: string[]; plan: number }): Promise<LeanMenu> {
  const menu = await Menu.create({ admins: await resolveMenuAdmins(input.admins), plan: input.plan });
  return withAdminNames(menu.toObject() as StoredMenu);
}
