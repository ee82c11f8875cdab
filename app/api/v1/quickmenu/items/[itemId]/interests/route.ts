import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';
import { INTEREST_COOKIE, recordInterest } from '@/lib/menus/record-interest';

/** A diner dwelt on an item (spec §7 Interest): no body. Once per item per browser per day; 60 a minute per client. */
export const POST = route({ access: 'public' }, async ({ req, params, clientKey }) => {
  await enforceRateLimit(RATE_LIMITS.interest.client, clientKey);
  const outcome = await recordInterest(params.itemId, req.cookies.get(INTEREST_COOKIE)?.value);
  const res = ok({ counted: outcome.counted });
  res.cookies.set(INTEREST_COOKIE, outcome.cookie, {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && req.nextUrl.protocol === 'https:',
    path: '/api/v1/quickmenu/items',
    maxAge: 2 * 24 * 3600,
  });
  return res;
});
