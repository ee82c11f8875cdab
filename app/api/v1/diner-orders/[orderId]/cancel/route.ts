import { route } from '@/lib/route/route';
import { cancelDinerOrder } from '@/lib/diner-orders/cancel-diner-order';

/** Public by design, as the order's page is: its id is the secret. The diner takes back an order no one has accepted. */
export const POST = route({ access: 'public' }, async ({ params }) => ({ data: await cancelDinerOrder(params.orderId) }));
