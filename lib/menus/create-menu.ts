import { Menu } from '../../models/Menu';
import { User } from '../../models/User';
import { ApiError, notFound } from '../api/errors';
import { PROVIDER_ADMIN_MESSAGES } from '../i18n/en';
import { USER_NOT_FOUND } from '../validation/orders';
import { withAdminNames } from './admin-names';
import { providerAdminUsername } from './provider-admin';
import type { LeanMenu, StoredMenu } from './update-menu';

/**
 * A new, empty and inactive menu (spec §7 POST /quickmenu): its admins are the fixed provider admin plus the given
 * users, stored by user id. Every one of them must exist: an unknown user is a 404, a missing provider admin account
 * stops the creation (409) with a message telling the operator what to do. A new document has no public page yet,
 * so there is nothing to invalidate.
 */
export async function createMenu(input: { admins: string[]; plan: number }): Promise<LeanMenu> {
  const wanted = [...new Set(input.admins)];
  const provider = providerAdminUsername();
  const found = await User.find({ username: { $in: [provider, ...wanted] } }).select('username').lean();
  const idOf = (username: string) => found.find((f) => f.username === username)?._id;
  const missing = wanted.filter((u) => !idOf(u));
  if (missing.length) throw notFound(`${USER_NOT_FOUND}: ${missing.join(', ')}`);
  const providerId = idOf(provider);
  if (!providerId) throw new ApiError(409, PROVIDER_ADMIN_MESSAGES.missing(provider));
  const admins = [providerId, ...wanted.map((u) => idOf(u)!)].filter((id, i, all) => all.findIndex((x) => String(x) === String(id)) === i);
  const menu = await Menu.create({ admins, plan: input.plan });
  return withAdminNames(menu.toObject() as StoredMenu);
}
