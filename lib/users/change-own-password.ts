import bcrypt from 'bcryptjs';
import { User, type UserDoc } from '../../models/User';
import { badRequest } from '../api/errors';
import { enforceRateLimit, RATE_LIMITS } from '../limits/rate-limit';
import { changePassword } from './change-password';
import { msg } from '../i18n/t';

/**
 * A signed-in user changes their password: the current one must be right (wrong ones are limited per account, 10 a
 * minute), the new one is set and every session issued before ends; the caller issues a fresh cookie for the session
 * that asked (the returned session version), so it alone stays signed in.
 */
export async function changeOwnPassword(user: UserDoc, currentPassword: string, newPassword: string): Promise<number> {
  const attempt = await enforceRateLimit(RATE_LIMITS.passwordChange.account, String(user._id));
  const withHash = await User.findById(user._id).select('+passwordHash');
  if (!withHash?.passwordHash || !(await bcrypt.compare(currentPassword, withHash.passwordHash))) {
    throw badRequest(msg('currentPasswordIncorrect'));
  }
  await attempt.release();
  return changePassword(withHash, newPassword);
}
