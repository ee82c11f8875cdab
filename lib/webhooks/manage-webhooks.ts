import type { Types } from 'mongoose';
import { WebhookDelivery } from '../../models/WebhookDelivery';
import { WebhookEndpoint } from '../../models/WebhookEndpoint';
import { conflict, notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { WEBHOOKS_PER_MENU, type WebhookEvent } from '../shared/integrations';
import { isObjectIdText } from '../validation/object-id-pattern';
import { assertPublicUrl } from './public-lookup';
import { sealSecret } from '../secrets/secret-box';
import { newWebhookSecret } from './new-webhook-secret';

/** A webhook as the list shows it: never its secret. */
export interface WebhookView {
  _id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
}

type StoredHook = { _id: Types.ObjectId; url: string; events: string[]; createdAt?: Date };
const view = (h: StoredHook): WebhookView => ({ _id: String(h._id), url: h.url, events: h.events as WebhookEvent[], createdAt: (h.createdAt ?? new Date(0)).toISOString() });

type MenuId = Types.ObjectId | string;

/** POST …/webhooks: a URL for some events; answered with its signing secret (`whsec_…`), the one time it is shown. */
export async function createWebhook(menuId: MenuId, userId: MenuId, body: { url: string; events: WebhookEvent[] }) {
  await assertPublicUrl(body.url);
  if ((await WebhookEndpoint.countDocuments({ menu: menuId })) >= WEBHOOKS_PER_MENU) throw conflict(msg('webhooksFull', { max: WEBHOOKS_PER_MENU }));
  const secret = newWebhookSecret();
  const doc = await WebhookEndpoint.create({ menu: menuId, url: body.url, events: body.events, secretBox: sealSecret(secret, 'webhook-signing-secrets'), createdBy: userId });
  return { ...view(doc.toObject()), secret };
}

export async function listWebhooks(menuId: MenuId): Promise<WebhookView[]> {
  const hooks = await WebhookEndpoint.find({ menu: menuId }, { secretBox: 0 }).sort({ createdAt: -1 }).lean<StoredHook[]>();
  return hooks.map(view);
}

/** The menu's webhook by id, or 404 (another menu's is as missing). */
export async function findWebhookOrThrow(menuId: MenuId, webhookId: string): Promise<WebhookView> {
  const hook = isObjectIdText(webhookId) ? await WebhookEndpoint.findOne({ _id: webhookId, menu: menuId }, { secretBox: 0 }).lean<StoredHook>() : null;
  if (!hook) throw notFound(msg('webhookNotFound'));
  return view(hook);
}

/** DELETE …/webhooks/{id}: no more deliveries to it; its log goes with it. */
export async function deleteWebhook(menuId: MenuId, webhookId: string): Promise<{ _id: string }> {
  const gone = isObjectIdText(webhookId) ? await WebhookEndpoint.findOneAndDelete({ _id: webhookId, menu: menuId }, { projection: { _id: 1 } }).lean() : null;
  if (!gone) throw notFound(msg('webhookNotFound'));
  await WebhookDelivery.deleteMany({ webhook: gone._id });
  return { _id: webhookId };
}
