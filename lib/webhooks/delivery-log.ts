import type { Types } from 'mongoose';
import { WebhookDelivery } from '../../models/WebhookDelivery';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import type { WebhookDeliveryStatus, WebhookEvent, WebhookTryFailure } from '../shared/integrations';
import { isObjectIdText } from '../validation/object-id-pattern';
import { findWebhookOrThrow } from './manage-webhooks';
import { wakeOutbox } from './outbox';

export interface DeliveryView {
  _id: string;
  event: WebhookEvent;
  messageId: string;
  status: WebhookDeliveryStatus;
  createdAt: string;
  /** When the next try is due (pending ones). */
  dueAt: string | null;
  /** The JSON body as sent and signed. */
  payload: string;
  attempts: { at: string; status: number | null; durationMs: number; error: string | null; failure: WebhookTryFailure | null; replay: boolean }[];
}

type StoredDelivery = {
  _id: Types.ObjectId;
  event: string;
  messageId: string;
  status?: string | null;
  createdAt?: Date;
  dueAt?: Date | null;
  payload: string;
  attempts?: { at: Date; status?: number | null; durationMs: number; error?: string | null; failure?: string | null; replay?: boolean | null }[];
};

const view = (d: StoredDelivery): DeliveryView => ({
  _id: String(d._id),
  event: d.event as WebhookEvent,
  messageId: d.messageId,
  status: (d.status ?? 'pending') as WebhookDeliveryStatus,
  createdAt: (d.createdAt ?? new Date(0)).toISOString(),
  dueAt: d.dueAt ? d.dueAt.toISOString() : null,
  payload: d.payload,
  attempts: (d.attempts ?? []).map((a) => ({ at: a.at.toISOString(), status: a.status ?? null, durationMs: a.durationMs, error: a.error ?? null, failure: (a.failure ?? null) as WebhookTryFailure | null, replay: Boolean(a.replay) })),
});

/** The log's newest deliveries. */
const LOG_SIZE = 100;

type MenuId = Types.ObjectId | string;

/** GET …/webhooks/{id}/deliveries: the webhook's deliveries, newest first, each with its tries. */
export async function listDeliveries(menuId: MenuId, webhookId: string): Promise<DeliveryView[]> {
  const hook = await findWebhookOrThrow(menuId, webhookId);
  const docs = await WebhookDelivery.find({ webhook: hook._id }).sort({ createdAt: -1, _id: -1 }).limit(LOG_SIZE).lean<StoredDelivery[]>();
  return docs.map(view);
}

/**
 * POST …/deliveries/{deliveryId}/replay: the same message (same `webhook-id`, so a receiver that has it can drop it)
 * sent again now, with the retry schedule from its start. Answered at once (202): the try is the outbox's.
 */
export async function replayDelivery(menuId: MenuId, webhookId: string, deliveryId: string): Promise<DeliveryView> {
  const hook = await findWebhookOrThrow(menuId, webhookId);
  const doc = isObjectIdText(deliveryId)
    ? await WebhookDelivery.findOneAndUpdate(
        { _id: deliveryId, webhook: hook._id },
        { $set: { status: 'pending', dueAt: new Date(), failures: 0, replayNext: true } },
        { returnDocument: 'after' },
      ).lean<StoredDelivery>()
    : null;
  if (!doc) throw notFound(msg('webhookDeliveryNotFound'));
  wakeOutbox();
  return view(doc);
}
