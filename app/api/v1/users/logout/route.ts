import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { clearSessionCookie } from '@/lib/auth/session';
import { revokeSessions } from '@/lib/users/revoke-sessions';

/** Logout: ends every session of the user (copies of the token included) and clears the cookie (harmless without one). */
export const POST = route({ access: 'public' }, async ({ user }) => {
  if (user) await revokeSessions(user._id);
  const res = ok({});
  clearSessionCookie(res);
  return res;
});
