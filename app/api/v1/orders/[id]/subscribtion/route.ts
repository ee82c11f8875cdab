import { route } from '@/lib/route/route';
import { setSubscriptionEnd } from '@/lib/orders/order-edits';
import { subscriptionSchema } from '@/lib/validation/orders';

/** The subscription end (spec §7: the path's spelling is the contract). */
export const PUT = route({ access: 'staff', body: subscriptionSchema }, async ({ params, body }) => ({ data: await setSubscriptionEnd(params.id, body.endDate) }));
