import { route } from '@/lib/route/route';
import { listDeliveries } from '@/lib/webhooks/delivery-log';

/** A webhook's delivery log, newest first: each delivery's tries with the receiver's status and time. */
export const GET = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({ data: await listDeliveries(menu._id, params.webhookId) }));
