import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { WebhookDelivery } from '../../models/WebhookDelivery';
import { WebhookEndpoint } from '../../models/WebhookEndpoint';
import type { WebhookEvent } from '../shared/integrations';
import { wakeOutbox } from './outbox';

/** A Standard Webhooks message id: the same on every try of the delivery, so a receiver can drop a duplicate. */
const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * Tells the menu's webhooks that `event` happened (issue #61): one call where the app writes the event. Never waits
 * and never throws into the caller: the deliveries are written to the outbox (one per webhook that asked for the
 * event) and sent by lib/webhooks/outbox.ts after the request is answered. The body is the Standard Webhooks shape
 * `{ type, timestamp, data }`.
 */
export function emitWebhookEvent(menuId: Types.ObjectId | string, event: WebhookEvent, data: unknown): void {
  void enqueue(String(menuId), event, data).catch((err: Error) => console.error(`[webhooks] ${event} not queued:`, err.message));
}

async function enqueue(menuId: string, event: WebhookEvent, data: unknown): Promise<void> {
  const hooks = await WebhookEndpoint.find({ menu: menuId, events: event }, { _id: 1 }).lean();
  if (!hooks.length) return;
  const now = new Date();
  const payload = JSON.stringify({ type: event, timestamp: now.toISOString(), data });
  await WebhookDelivery.insertMany(hooks.map((h) => ({ webhook: h._id, menu: menuId, event, messageId: newMessageId(), payload, status: 'pending', dueAt: now })));
  wakeOutbox();
}
