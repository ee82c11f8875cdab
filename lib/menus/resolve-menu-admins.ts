import { User } from '../../models/User';
import { notFound } from '../api/errors';
import { USER_NOT_FOUND } from '../validation/orders';
import { providerAdminUsername } from './provider-admin';

/**
 * The admins list of a menu the staff make (a copy): the provider admin plus the given usernames, which must all be
 * users (404 naming the missing ones). The one place that turns usernames typed by staff into what a menu's `admins`
 * holds — when menus list their admins by user id, this is the function that changes.
 */
export async function resolveMenuAdmins(usernames: string[]): Promise<string[]> {
  const wanted = [...new Set(usernames.map((u) => u.trim().toLowerCase()).filter(Boolean))];
  const found = await User.find({ username: { $in: wanted } }).select('username').lean();
  const missing = wanted.filter((u) => !found.some((f) => f.username === u));
  if (missing.length) throw notFound(`${USER_NOT_FOUND}: ${missing.join(', ')}`);
  return [...new Set([providerAdminUsername(), ...wanted])];
}
