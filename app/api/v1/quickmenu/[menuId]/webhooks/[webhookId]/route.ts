import { route } from '@/lib/route/route';
import { deleteWebhook } from '@/lib/webhooks/manage-webhooks';

/** Deletes a webhook of the menu and its log. */
export const DELETE = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({ data: await deleteWebhook(menu._id, params.webhookId) }));
