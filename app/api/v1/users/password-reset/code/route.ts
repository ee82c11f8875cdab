import { after } from 'next/server';
import { route } from '@/lib/route/route';
import { enforceAccountRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';
import { passwordResetRequestSchema } from '@/lib/validation/user';
import { sendPasswordResetCode } from '@/lib/users/password-reset';
import { EMAIL_CODE_RESEND_SECONDS } from '@/lib/users/email-code-rules';

/**
 * POST /users/password-reset/code {email}: mails a reset code when the account exists. The same answer either way,
 * as quick: the lookup and the mail are done after it, for every address alike.
 */
export const POST = route({ access: 'public', body: passwordResetRequestSchema }, async ({ body, clientKey }) => {
  await enforceAccountRateLimit(RATE_LIMITS.resetRequest, body.email, clientKey);
  after(() => sendPasswordResetCode(body.email));
  return { sent: true, resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS };
});
