import { randomBytes } from 'node:crypto';
import type { ClientSession, Types } from 'mongoose';
import { WebhookDelivery } from '../../models/WebhookDelivery';
import { WebhookEndpoint } from '../../models/WebhookEndpoint';
import type { WebhookEvent } from '../shared/integrations';
import { wakeOutbox } from './outbox';

/** A Standard Webhooks message id: the same on every try of the delivery, so a receiver can drop a duplicate. */
const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * Tells the menu's webhooks that `event` happened: one call where the app writes the event. Never waits
 * and never throws into the caller: the deliveries are written to the outbox (one per webhook that asked for the
 * event) and sent by lib/webhooks/outbox.ts after the request is answered. The body is the Standard Webhooks shape
 * `{ type, timestamp, data }`.
 */
export function emitWebhookEvent(menuId: Types.ObjectId | string, event: WebhookEvent, data: unknown): void {
  void enqueueWebhookEvent(menuId, event, data)
    .then((queued) => queued > 0 && wakeOutbox())
    .catch((err: Error) => console.error(`[webhooks] ${event} not queued:`, err.message));
}

/**
 * Writes the event's deliveries to the outbox (one per webhook of the menu that asked for it) and answers how many.
 * With `session`, inside the caller's transaction: the event is saved with the change it tells of, or not at all, so
 * an instance that stops right after the change loses no event. Sent once committed, by whichever instance's outbox
 * (outbox.ts hears every new delivery through the live channel).
 */
export async function enqueueWebhookEvent(menuId: Types.ObjectId | string, event: WebhookEvent, data: unknown, session?: ClientSession): Promise<number> {
  const hooks = await WebhookEndpoint.find({ menu: menuId, events: event }, { _id: 1 }, { session }).lean();
  if (!hooks.length) return 0;
  const now = new Date();
  const payload = JSON.stringify({ type: event, timestamp: now.toISOString(), data });
  await WebhookDelivery.insertMany(
    hooks.map((h) => ({ webhook: h._id, menu: String(menuId), event, messageId: newMessageId(), payload, status: 'pending', dueAt: now })),
    { session },
  );
  return hooks.length;
}
