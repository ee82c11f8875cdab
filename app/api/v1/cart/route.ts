import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { createCart } from '@/lib/carts/create-cart';
import { createCartSchema } from '@/lib/validation/cart';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';

/** Public by design (spec §6): any visitor may start a cart on a menu that sells (20 a minute per client). */
export const POST = route({ access: 'public', body: createCartSchema }, async ({ body, clientKey }) => {
  await enforceRateLimit(RATE_LIMITS.cartCreate.client, clientKey);
  return ok({ data: await createCart(body) }, 201);
});
