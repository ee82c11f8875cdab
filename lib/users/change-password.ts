import type { UserDoc } from '../../models/User';
import { hashPassword } from './hash-password';
import { revokeSessions } from './revoke-sessions';

/**
 * Sets a new password and ends every session issued before it. Returns the new session version: a route that keeps
 * the user signed in issues a fresh cookie with it (setSessionCookie).
 */
export async function changePassword(user: UserDoc, newPassword: string): Promise<number> {
  user.passwordHash = await hashPassword(newPassword);
  await user.save();
  return revokeSessions(user._id);
}
