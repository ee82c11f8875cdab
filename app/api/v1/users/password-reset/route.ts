import { route } from '@/lib/route/route';
import { enforceAccountRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';
import { passwordResetSchema } from '@/lib/validation/user';
import { resetPassword } from '@/lib/users/password-reset';

/** POST /users/password-reset {email, code, password, passwordConfirm}: a new password with the mailed code. */
export const POST = route({ access: 'public', body: passwordResetSchema }, async ({ body, clientKey }) => {
  const attempt = await enforceAccountRateLimit(RATE_LIMITS.reset, body.email, clientKey);
  await resetPassword(body.email, body.code, body.password);
  await attempt.release();
  return { reset: true };
});
