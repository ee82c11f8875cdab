import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { setSessionCookie } from '@/lib/auth/session';
import { passwordChangeSchema } from '@/lib/validation/user';
import { changeOwnPassword } from '@/lib/users/change-own-password';

/** POST /users/me/password: the current password and a new one; every other session ends, this one gets a new cookie. */
export const POST = route({ access: 'user', body: passwordChangeSchema }, async ({ user, body }) => {
  const sessionVersion = await changeOwnPassword(user, body.currentPassword, body.password);
  const res = ok({ changed: true });
  await setSessionCookie(res, { id: String(user._id), username: user.username, name: user.name, sessionVersion });
  return res;
});
