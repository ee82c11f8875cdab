import { route } from '@/lib/api/route';
import { ok } from '@/lib/api/envelope';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/api/rate-limit';
import { recordVisit, VISITOR_COOKIE_MAX_AGE_S, visitorCookieName } from '@/lib/menus/record-visit';

/** The public menu page's visit beacon: counts a browser once a day per menu (rate-limited per client). */
export const POST = route({ access: 'public' }, async ({ req, params, clientKey }) => {
  await enforceRateLimit(RATE_LIMITS.visit.client, clientKey);
  const name = visitorCookieName(params.menuId);
  const visit = await recordVisit(params.menuId, req.cookies.get(name)?.value);
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
