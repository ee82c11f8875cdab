import { route } from '@/lib/route/route';
import { setOrderStatus } from '@/lib/orders/order-edits';
import { orderStatusSchema } from '@/lib/validation/orders';

/** PUT /orders/{id}/: the order status, ready or unready (spec §4). */
export const PUT = route({ access: 'staff', body: orderStatusSchema }, async ({ params, body }) => ({ data: await setOrderStatus(params.id, body.status) }));
