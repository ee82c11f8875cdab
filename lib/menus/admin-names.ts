import type { Types } from 'mongoose';
import { User } from '../../models/User';

/**
 * A menu as answered (spec §3, §7: admins are shown as usernames): its stored admin ids replaced by the usernames of
 * those accounts, in the stored order; an id whose account is gone is left out. Shown, never trusted.
 */
export async function withAdminNames<T extends { admins?: readonly Types.ObjectId[] | null }>(
  menu: T,
): Promise<Omit<T, 'admins'> & { admins: string[] }> {
  const ids = (menu.admins ?? []).map(String);
  const users = ids.length ? await User.find({ _id: { $in: ids } }).select('username').lean() : [];
  const names = new Map(users.map((u) => [String(u._id), u.username]));
  return { ...menu, admins: ids.map((id) => names.get(id)).filter((n): n is string => Boolean(n)) };
}
