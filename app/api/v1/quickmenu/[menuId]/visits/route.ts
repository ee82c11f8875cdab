import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { countAttempt, enforceRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';
import { recordVisit, VISITOR_COOKIE_MAX_AGE_S, visitorCookieName } from '@/lib/menus/record-visit';

/**
 * The public menu page's visit beacon: counts a browser once a day per menu (rate-limited per client). A beacon
 * without the visitor cookie (a new browser, or a script that keeps no cookies) counts as a new visitor only 10 times a
 * minute per client: past that it is answered but not counted.
 */
export const POST = route({ access: 'public' }, async ({ req, params, clientKey }) => {
  await enforceRateLimit(RATE_LIMITS.visit.client, clientKey);
  const name = visitorCookieName(params.menuId);
  const cookie = req.cookies.get(name)?.value;
  const countNew = cookie === undefined ? !(await countAttempt(RATE_LIMITS.visitNew.client, clientKey)).over : true;
  const visit = await recordVisit(params.menuId, cookie, undefined, { countNew });
  const res = ok({ newVisitor: visit.isNew, counted: visit.counted });
  res.cookies.set(name, visit.day, {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && req.nextUrl.protocol === 'https:',
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
  });
  return res;
});
