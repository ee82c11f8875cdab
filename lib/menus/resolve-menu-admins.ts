import type { Types } from 'mongoose';
import { User } from '../../models/User';
import { ApiError, notFound } from '../api/errors';
import { PROVIDER_ADMIN_MESSAGES } from '../i18n/en';
import { msg } from '../i18n/t';
import { providerAdminUsername } from './provider-admin';

/**
 * The admins of a menu the staff make (a new menu or a copy): the provider admin plus the given usernames, as user
 * ids (menus refer to their admins by id). Every given user must exist (404 naming the missing ones); a missing
 * provider admin account stops the creation (409) with a message telling the operator what to do.
 */
export async function resolveMenuAdmins(usernames: string[]): Promise<Types.ObjectId[]> {
  const wanted = [...new Set(usernames.map((u) => u.trim().toLowerCase()).filter(Boolean))];
  const provider = providerAdminUsername();
  const found = await User.find({ username: { $in: [provider, ...wanted] } }).select('username').lean();
  const idOf = (username: string) => found.find((f) => f.username === username)?._id;
  const missing = wanted.filter((u) => !idOf(u));
  if (missing.length) throw notFound(msg('usernamesNotFound', { names: missing.join(', ') }));
  const providerId = idOf(provider);
  if (!providerId) throw new ApiError(409, PROVIDER_ADMIN_MESSAGES.missing(provider));
  const ids = [providerId, ...wanted.map((u) => idOf(u)).filter((id) => id !== undefined)];
  return ids.filter((id, i) => ids.findIndex((x) => String(x) === String(id)) === i);
}
