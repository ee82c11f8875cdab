import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { replayDelivery } from '@/lib/webhooks/delivery-log';

/** Sends a logged delivery again: 202, the try follows in the background. */
export const POST = route({ access: 'menuAdmin' }, async ({ menu, params }) => ok({ data: await replayDelivery(menu._id, params.webhookId, params.deliveryId) }, 202));
