import { route } from '@/lib/route/route';
import { badRequest } from '@/lib/api/errors';
import { enforceAccountRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';
import { sendVerificationCode } from '@/lib/users/send-verification-code';
import { EMAIL_CODE_RESEND_SECONDS } from '@/lib/users/email-code-rules';
import { msg } from '../../../../../../lib/i18n/t';

/** Sends a new verification code (at most one a minute). */
export const POST = route({ access: 'user' }, async ({ user, clientKey }) => {
  await enforceAccountRateLimit(RATE_LIMITS.resend, String(user._id), clientKey);
  if (user.emailVerified) throw badRequest(msg('alreadyVerified'));
  await sendVerificationCode(user, { throttle: true });
  return { sent: true, resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS };
});
