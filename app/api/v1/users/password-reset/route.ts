import { route } from '@/lib/route/route';
import { passwordResetSchema } from '@/lib/validation/user';
import { resetPassword } from '@/lib/users/password-reset';
import { enforceResetTryLimits } from '@/lib/users/reset-try-limits';

/** POST /users/password-reset {email, code, password, passwordConfirm}: a new password with the mailed code. */
export const POST = route({ access: 'public', body: passwordResetSchema }, async ({ body, clientKey }) => {
  const attempt = await enforceResetTryLimits(body.email, body.code, clientKey);
  await resetPassword(body.email, body.code, body.password);
  await attempt.release();
  return { reset: true };
});
