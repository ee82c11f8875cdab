import { Menu } from '../../models/Menu';
import { User } from '../../models/User';
import { notFound } from '../api/errors';
import { USER_NOT_FOUND } from '../validation/orders';
import { providerAdminUsername } from './provider-admin';
import type { LeanMenu } from './update-menu';

/**
 * A new, empty and inactive menu (spec §7 POST /quickmenu): its admins are the fixed provider admin plus the given
 * users, who must exist. A new document has no public page yet, so there is nothing to invalidate.
 */
export async function createMenu(input: { admins: string[]; plan: number }): Promise<LeanMenu> {
  const wanted = [...new Set(input.admins)];
  const found = await User.find({ username: { $in: wanted } }).select('username').lean();
  const missing = wanted.filter((u) => !found.some((f) => f.username === u));
  if (missing.length) throw notFound(`${USER_NOT_FOUND}: ${missing.join(', ')}`);
  const admins = [...new Set([providerAdminUsername(), ...wanted])];
  const menu = await Menu.create({ admins, plan: input.plan });
  return menu.toObject() as LeanMenu;
}
