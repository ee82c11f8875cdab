import { route } from '@/lib/api/route';
import { ok } from '@/lib/api/envelope';
import { recordVisit, VISITOR_COOKIE_MAX_AGE_S, visitorCookieName } from '@/lib/menus/record-visit';

/** The public menu page's visit beacon: counts the visit and marks the browser as a returning visitor. */
export const POST = route({ access: 'public' }, async ({ req, params }) => {
  const name = visitorCookieName(params.menuId);
  const isNew = !req.cookies.get(name);
  await recordVisit(params.menuId, isNew);
  const res = ok({ newVisitor: isNew });
  res.cookies.set(name, '1', {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && req.nextUrl.protocol === 'https:',
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
  });
  return res;
});
