import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { unauthorized } from '@/lib/api/errors';
import { setSessionCookie } from '@/lib/auth/session';
import { loginSchema } from '@/lib/validation/user';
import { checkLogin } from '@/lib/users/check-login';
import { accountView } from '@/lib/users/account-view';
import { msg } from '../../../../../lib/i18n/t';

/** Login with username and password; issues the session cookie next-auth also reads. */
export const POST = route({ access: 'public', body: loginSchema }, async ({ body, clientKey }) => {
  const user = await checkLogin(body.username, body.password, clientKey);
  if (!user) throw unauthorized(msg('incorrectLogin'));
  const res = ok({ user: accountView(user) });
  await setSessionCookie(res, { id: String(user._id), username: user.username, name: user.name, sessionVersion: user.sessionVersion });
  return res;
});
