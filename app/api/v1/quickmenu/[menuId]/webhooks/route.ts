import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { createWebhookSchema } from '@/lib/webhooks/webhook-schema';
import { createWebhook, listWebhooks } from '@/lib/webhooks/manage-webhooks';

/** The menu's webhooks, managed by its admins: the list never shows a secret. */
export const GET = route({ access: 'menuAdmin' }, async ({ menu }) => ({ data: await listWebhooks(menu._id) }));

/** A new webhook `{ url, events }`: answered `{ _id, secret, … }` (201), the one time its signing secret is shown. */
export const POST = route({ access: 'menuAdmin', body: createWebhookSchema }, async ({ menu, user, body }) => ok({ data: await createWebhook(menu._id, user._id, body) }, 201));
