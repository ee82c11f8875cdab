import bcrypt from 'bcryptjs';
import { User, type UserDoc } from '../../models/User';
import { hashPassword } from './hash-password';

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random password at the current cost (bcryptRounds(), the cost new passwords get), made once per process:
 * an unknown username pays exactly one comparison at the same cost as a real one.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-' + crypto.randomUUID());
  return dummyHash;
}

/**
 * The one credential check (used by POST /users/login and the next-auth Credentials provider).
 * Returns the user, or null for an unknown username or a wrong password. An unknown username still costs one bcrypt
 * comparison, so the answer time does not reveal which usernames exist.
 */
export async function verifyCredentials(username: string, password: string): Promise<UserDoc | null> {
  const user = await User.findOne({ username: String(username).trim().toLowerCase() }).select('+passwordHash');
  if (!user || !user.passwordHash) {
    await bcrypt.compare(password, await dummyPasswordHash());
    return null;
  }
  const matches = await bcrypt.compare(password, user.passwordHash);
  return matches ? user : null;
}
