import { sameSecret } from '../secrets/same-secret';
import { EmailCode } from '../../models/EmailCode';
import { User, type UserDoc } from '../../models/User';
import { badRequest } from '../api/errors';
import { hashEmailCode } from './hash-email-code';
import { EMAIL_CODE_MAX_ATTEMPTS } from './email-code-rules';
import { msg } from '../i18n/t';

export const TOO_MANY_ATTEMPTS = msg('tooManyCodeAttempts');


/**
 * Checks a verification code. Every try first takes one of the code's attempts in a single atomic update, so
 * parallel guesses cannot exceed EMAIL_CODE_MAX_ATTEMPTS. A correct, unexpired code marks the e-mail verified and
 * deletes the code.
 */
export async function verifyEmailCode(user: UserDoc, code: string): Promise<void> {
  if (user.emailVerified) throw badRequest(msg('alreadyVerified'));

  const entry = await EmailCode.findOneAndUpdate(
    { user: user._id, attempts: { $lt: EMAIL_CODE_MAX_ATTEMPTS } },
    { $inc: { attempts: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (!entry) {
    const exists = await EmailCode.exists({ user: user._id });
    throw badRequest(exists ? TOO_MANY_ATTEMPTS : msg('noActiveCode'));
  }
  if (entry.expiresAt.getTime() < Date.now()) throw badRequest(msg('codeExpired'));

  if (!sameSecret(entry.codeHash, hashEmailCode(String(user._id), code))) {
    const left = EMAIL_CODE_MAX_ATTEMPTS - entry.attempts;
    if (left <= 0) throw badRequest(TOO_MANY_ATTEMPTS);
    throw badRequest(msg('wrongCode', { left }));
  }

  await User.updateOne({ _id: user._id }, { $set: { emailVerified: true } });
  await EmailCode.deleteOne({ _id: entry._id });
  user.emailVerified = true;
}
