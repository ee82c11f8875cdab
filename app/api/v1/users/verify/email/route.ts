import { route } from '@/lib/route/route';
import { enforceAccountRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';
import { verifyEmailQuerySchema } from '@/lib/validation/user';
import { verifyEmailCode } from '@/lib/users/verify-email-code';
import { accountView } from '@/lib/users/account-view';

/** POST /users/verify/email?otp={code}: checks the code and marks the e-mail verified. */
export const POST = route({ access: 'user', query: verifyEmailQuerySchema }, async ({ user, query, clientKey }) => {
  const attempt = await enforceAccountRateLimit(RATE_LIMITS.verify, String(user._id), clientKey);
  await verifyEmailCode(user, query.otp);
  await attempt.release();
  return { user: accountView(user) };
});
