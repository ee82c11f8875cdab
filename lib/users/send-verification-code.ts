import { randomInt } from 'node:crypto';
import { EmailCode } from '../../models/EmailCode';
import type { UserDoc } from '../../models/User';
import { ApiError, tooManyRequests } from '../api/errors';
import { sendMail } from '../mail/send-mail';
import { codeMail } from '../mail/code-mail';
import { hashEmailCode } from './hash-email-code';
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_VALID_MINUTES } from './email-code-rules';
import { msg } from '../i18n/t';

/**
 * Issues a new 6-digit code for the user (replacing any earlier one) and mails it.
 * With `throttle`, a new code is refused while the last one is younger than EMAIL_CODE_RESEND_SECONDS: the filter on
 * `sentAt` and the unique index on `user` make the check and the write one atomic upsert.
 */
export async function sendVerificationCode(user: UserDoc, opts: { throttle: boolean }): Promise<void> {
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = hashEmailCode(String(user._id), code);
  const update = {
    $set: { codeHash, attempts: 0, sentAt: new Date(now), expiresAt: new Date(now + EMAIL_CODE_VALID_MINUTES * 60_000) },
  };
  const filter = opts.throttle
    ? { user: user._id, sentAt: { $lte: new Date(now - EMAIL_CODE_RESEND_SECONDS * 1000) } }
    : { user: user._id };
  try {
    await EmailCode.updateOne(filter, update, { upsert: true });
  } catch (err) {
    if ((err as { code?: number })?.code !== 11000) throw err;
    const last = await EmailCode.findOne({ user: user._id }).lean();
    const wait = last
      ? Math.max(1, Math.ceil((last.sentAt.getTime() + EMAIL_CODE_RESEND_SECONDS * 1000 - now) / 1000))
      : EMAIL_CODE_RESEND_SECONDS;
    throw tooManyRequests(msg('codeWait', { seconds: wait }));
  }

  try {
    await sendMail(codeMail('verification', user.email, user.name, code, EMAIL_CODE_VALID_MINUTES));
  } catch (err) {
    console.error('[mail] could not send the verification code', err);
    // Do not leave a code nobody received blocking the next request.
    await EmailCode.deleteOne({ user: user._id, codeHash });
    throw new ApiError(502, msg('mailFailed'));
  }
}
