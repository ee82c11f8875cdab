import { after } from 'next/server';
import { route } from '@/lib/route/route';
import { enforceAccountRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';
import { passwordResetRequestSchema } from '@/lib/validation/user';
import { sendPasswordResetCode } from '@/lib/users/password-reset';
import { isKnownClient } from '@/lib/users/known-clients';
import { EMAIL_CODE_RESEND_SECONDS } from '@/lib/users/email-code-rules';

/**
 * POST /users/password-reset/code {email}: mails a reset code when the account exists. The same answer either way,
 * as quick: the lookup and the mail are done after it, for every address alike (the one read before it, whether the
 * asking address is one the account signs in from, costs the same for an account and for nobody).
 */
export const POST = route({ access: 'public', body: passwordResetRequestSchema }, async ({ body, clientKey }) => {
  // An address the account signs in from has an hour of its own: others' asks cannot use up the owner's way back in.
  const known = await isKnownClient(body.email, clientKey);
  if (known) await enforceAccountRateLimit(RATE_LIMITS.resetRequestKnown, `${body.email}|${clientKey}`, clientKey);
  else await enforceAccountRateLimit(RATE_LIMITS.resetRequest, body.email, clientKey);
  after(() => sendPasswordResetCode(body.email, known));
  return { sent: true, resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS };
});
