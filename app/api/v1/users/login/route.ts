import { route } from '@/lib/api/route';
import { ok } from '@/lib/api/envelope';
import { unauthorized } from '@/lib/api/errors';
import { enforceAccountRateLimit, RATE_LIMITS } from '@/lib/api/rate-limit';
import { setSessionCookie } from '@/lib/auth/session';
import { loginSchema } from '@/lib/validation/user';
import { verifyCredentials } from '@/lib/users/verify-credentials';
import { accountView } from '@/lib/users/account-view';
import { msg } from '../../../../../lib/i18n/t';

/** Login with username and password; issues the session cookie next-auth also reads. */
export const POST = route({ access: 'public', body: loginSchema }, async ({ body, clientKey }) => {
  const attempt = await enforceAccountRateLimit(RATE_LIMITS.login, body.username, clientKey);
  const user = await verifyCredentials(body.username, body.password);
  if (!user) throw unauthorized(msg('incorrectLogin'));
  await attempt.release();
  const res = ok({ user: accountView(user) });
  await setSessionCookie(res, { id: String(user._id), username: user.username, name: user.name, sessionVersion: user.sessionVersion });
  return res;
});
