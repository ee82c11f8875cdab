import { User } from '../../models/User';
import { changePassword } from './change-password';

/** An operator sets a user's password (`npm run staff -- set-password`): every session of the account ends. */
export async function setPasswordByUsername(username: string, password: string): Promise<boolean> {
  const user = await User.findOne({ username: username.trim().toLowerCase() }).select('+passwordHash');
  if (!user) return false;
  await changePassword(user, password);
  return true;
}
