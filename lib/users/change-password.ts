import type { UserDoc } from '../../models/User';
import { hashPassword } from './hash-password';
import { revokeSessions } from './revoke-sessions';

/**
 * Sets a new password and ends every session issued before it. Returns the new session version: a route that keeps
 * the user signed in issues a fresh cookie with it (setSessionCookie).
 *
 * The sessions end before the new password is hashed, not after: bcrypt at the production cost takes seconds on a
 * busy instance, and a stolen device's order screen must not keep receiving meanwhile. A session signed in with the
 * old password during the hash is ended too, by the second revocation once the new hash is saved.
 */
export async function changePassword(user: UserDoc, newPassword: string): Promise<number> {
  await revokeSessions(user._id);
  user.passwordHash = await hashPassword(newPassword);
  await user.save();
  return revokeSessions(user._id);
}
