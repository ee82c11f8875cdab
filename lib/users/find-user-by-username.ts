import { User } from '../../models/User';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { usernameParamSchema } from '../validation/user';

/** The orders manager's user lookup (spec §7 GET /users/{username}): name, phone and username, or 404. */
export async function findUserByUsername(raw: string): Promise<{ name: string; phone: string; username: string }> {
  const parsed = usernameParamSchema.safeParse(raw);
  if (!parsed.success) throw notFound(msg('usernameNotFound'));
  const user = await User.findOne({ username: parsed.data }).select('name phone username').lean();
  if (!user) throw notFound(msg('usernameNotFound'));
  return { name: user.name, phone: user.phone, username: user.username };
}
