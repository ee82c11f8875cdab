import { route } from '@/lib/api/route';
import { ok } from '@/lib/api/envelope';
import { clearSessionCookie } from '@/lib/auth/session';

/** Logout: clears the session cookie (harmless without a session). */
export const POST = route({ access: 'public' }, async () => {
  const res = ok({});
  clearSessionCookie(res);
  return res;
});
