import { z } from '../validation/z';
import { zm } from '../i18n/t';
import { isHttpUrl } from '../validation/link-fields';
import { choiceList } from '../validation/choice-list';
import { WEBHOOK_EVENTS } from '../shared/integrations';

/** POST /api/v1/quickmenu/{menuId}/webhooks, and the admin screen's form: where to send, and which events. */
export const createWebhookSchema = z.object({
  url: z
    .string(zm('notText', { field: 'webhook:url' }))
    .trim()
    .min(1, zm('required', { field: 'webhook:url' }))
    .max(1000, zm('tooLong', { field: 'webhook:url', max: 1000 }))
    .refine(isHttpUrl, zm('httpUrl', { field: 'webhook:url' })),
  events: choiceList(WEBHOOK_EVENTS, 'events'),
});
export type CreateWebhookValues = z.input<typeof createWebhookSchema>;
