import { randomInt } from 'node:crypto';
import { PasswordResetCode } from '../../models/PasswordResetCode';
import { User } from '../../models/User';
import { badRequest } from '../api/errors';
import { sendMail } from '../mail/send-mail';
import { codeMail } from '../mail/code-mail';
import { hashEmailCode } from './hash-email-code';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_VALID_MINUTES } from './email-code-rules';
import { sameSecret } from '../secrets/same-secret';
import { changePassword } from './change-password';
import { isLongResetCode, resetTriesSpent } from './reset-try-limits';
import { LONG_RESET_CODE_LENGTH } from '../validation/user';
import { msg } from '../i18n/t';

/** The code is bound to its user and to its purpose: a verification code never resets a password. */
const resetCodeHash = (userId: string, code: string) => hashEmailCode(`password-reset:${userId}`, code);

const INVALID_CODE = msg('resetCodeInvalid');

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/**
 * Mails a password-reset code to the account with this e-mail, by the rules of the verification code (6 digits, 10
 * minutes, 5 tries, one a minute), or 12 digits once the account's wrong codes of the day are spent
 * (reset-try-limits.ts). `known`: asked from an address the account signs in from (known-clients.ts). Called after the answer (app/api/v1/users/password-reset/code): the answer is the
 * same, and as quick, whether the account exists or not and whether a code was sent a moment ago, so who has an
 * account here is not told to whoever asks (sending the mail within the request made a known address's answer ~3
 * times slower). A mail that cannot be sent is logged and its code dropped: the owner asks again.
 */
export async function sendPasswordResetCode(email: string, known: boolean): Promise<void> {
  const user = await User.findOne({ email }).lean();
  if (!user) return;
  const code = randomDigits((await resetTriesSpent(email)) ? LONG_RESET_CODE_LENGTH : 6);
  const now = Date.now();
  const codeHash = resetCodeHash(String(user._id), code);
  // An ask from elsewhere does not replace a valid code the owner asked for from an address they sign in from.
  const replaceable = known ? {} : { $or: [{ known: { $ne: true } }, { expiresAt: { $lte: new Date(now) } }] };
  try {
    await PasswordResetCode.updateOne(
      { user: user._id, sentAt: { $lte: new Date(now - EMAIL_CODE_RESEND_SECONDS * 1000) }, ...replaceable },
      { $set: { codeHash, attempts: 0, known, sentAt: new Date(now), expiresAt: new Date(now + EMAIL_CODE_VALID_MINUTES * 60_000) } },
      { upsert: true },
    );
  } catch (err) {
    if ((err as { code?: number })?.code === 11000) return; // one sent less than a minute ago, or the owner's: that one stands
    console.error('[password-reset] could not store the code', err);
    return;
  }
  try {
    await sendMail(codeMail('reset', user.email, user.name, code, EMAIL_CODE_VALID_MINUTES));
  } catch (err) {
    console.error('[mail] could not send the password reset code', err);
    await PasswordResetCode.deleteOne({ user: user._id, codeHash }).catch(() => undefined);
  }
}

/**
 * Sets a new password with a mailed reset code: each try takes one of the code's attempts in one atomic update (so
 * parallel guesses cannot exceed 5), a right and fresh code sets the password, deletes the code and ends every session
 * of the account. A wrong e-mail and a wrong code get the same answer. The account's wrong tries over the day are
 * bounded by the caller (reset-try-limits.ts: a new code brings no new tries). A 12-digit code takes no attempts: no
 * one guesses it, and others' wrong guesses must not use up the owner's way back in.
 */
export async function resetPassword(email: string, code: string, newPassword: string): Promise<void> {
  const user = await User.findOne({ email }).select('+passwordHash');
  if (!user) throw badRequest(INVALID_CODE);
  const entry = isLongResetCode(code)
    ? await PasswordResetCode.findOne({ user: user._id }).lean()
    : await PasswordResetCode.findOneAndUpdate({ user: user._id, attempts: { $lt: EMAIL_CODE_MAX_ATTEMPTS } }, { $inc: { attempts: 1 } }, { returnDocument: 'after' }).lean();
  if (!entry || entry.expiresAt.getTime() < Date.now()) throw badRequest(INVALID_CODE);
  if (!sameSecret(entry.codeHash, resetCodeHash(String(user._id), code))) {
    if (isLongResetCode(code)) throw badRequest(INVALID_CODE);
    const left = EMAIL_CODE_MAX_ATTEMPTS - entry.attempts;
    if (left <= 0) throw badRequest(INVALID_CODE);
    throw badRequest(msg('wrongCode', { left }));
  }
  // Only one reset per code, even when two arrive together with the right one.
  const claimed = await PasswordResetCode.deleteOne({ _id: entry._id });
  if (claimed.deletedCount !== 1) throw badRequest(INVALID_CODE);
  await changePassword(user, newPassword);
}
