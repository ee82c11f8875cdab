import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { submitDinerOrderSchema } from '@/lib/validation/diner-order';
import { submitDinerOrder } from '@/lib/diner-orders/submit-diner-order';
import { requestOrigin } from '@/lib/menus/qr/request-origin';
import { enforceRateLimit, RATE_LIMITS } from '@/lib/limits/rate-limit';

/**
 * Public by design: whoever holds a cart's id sends it as an order. Answers `{ order, whatsappUrl,
 * statusUrl }` (201; the same order again for a cart already sent).
 */
export const POST = route({ access: 'public', body: submitDinerOrderSchema }, async ({ req, body, clientKey }) => {
  await enforceRateLimit(RATE_LIMITS.dinerOrder.client, clientKey);
  return ok({ data: await submitDinerOrder(body, requestOrigin(req)) }, 201);
});
