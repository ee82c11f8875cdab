import { route } from '@/lib/route/route';
import { dinerOrderStatusSchema } from '@/lib/validation/diner-order';
import { findDinerOrderOrThrow } from '@/lib/diner-orders/find-diner-order';
import { dinerOrderView } from '@/lib/diner-orders/diner-order-view';
import { moveDinerOrder } from '@/lib/diner-orders/move-diner-order';
import { menuOfDinerOrder } from '@/lib/api-keys/menu-of';

/** Public by design: the order's id is its secret (128 random bits), as a cart's is. */
export const GET = route({ access: 'public' }, async ({ params }) => ({ data: dinerOrderView(await findDinerOrderOrThrow(params.orderId)) }));

/** A menu admin of the order's menu moves it on (checked in moveDinerOrder: the menu is the order's, not the path's). */
export const PUT = route({ access: 'verified', body: dinerOrderStatusSchema, apiKey: { scope: 'orders:write', menuOf: menuOfDinerOrder } }, async ({ params, user, body }) => ({
  data: await moveDinerOrder(params.orderId, user, body.status),
}));
