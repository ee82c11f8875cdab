import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_TRY_FAILURES } from '../lib/shared/integrations';

/** One try at sending a delivery: the receiver's HTTP status (null: no answer), how long it took, what went wrong. */
const attemptSchema = new Schema(
  {
    at: { type: Date, required: true },
    status: { type: Number, default: null },
    durationMs: { type: Number, required: true },
    error: { type: String, default: null },
    /** Why there was no answer, as a code (lib/shared/integrations.ts): the log says it in the reader's language. */
    failure: { type: String, enum: [...WEBHOOK_TRY_FAILURES, null], default: null },
    /** Replayed by hand from the log (not a scheduled retry). */
    replay: { type: Boolean, default: false },
  },
  { _id: false },
);

/**
 * The webhooks' outbox: one event for one webhook, with its log. A pending delivery is due at `dueAt`; an
 * instance takes it by moving `dueAt` past its sending time (a lease), so a crash mid-send leaves it due again and a
 * restart sends it. `messageId` is the Standard Webhooks `webhook-id`: the same on every try and replay, so receivers
 * can drop duplicates.
 */
const webhookDeliverySchema = new Schema(
  {
    webhook: { type: Schema.Types.ObjectId, ref: 'WebhookEndpoint', required: true },
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    event: { type: String, enum: WEBHOOK_EVENTS, required: true },
    messageId: { type: String, required: true },
    /** The JSON body sent, exactly as signed. */
    payload: { type: String, required: true },
    status: { type: String, enum: WEBHOOK_DELIVERY_STATUSES, default: 'pending' },
    dueAt: { type: Date, default: null },
    /** Failed tries since the last success or replay: which retry delay comes next. */
    failures: { type: Number, default: 0 },
    attempts: { type: [attemptSchema], default: [] },
    /** Asked again from the log: the next try is recorded as a replay. */
    replayNext: { type: Boolean, default: false },
  },
  { timestamps: true },
);

/** The outbox's next due delivery. */
webhookDeliverySchema.index({ status: 1, dueAt: 1 });
/** A webhook's log, newest first. */
webhookDeliverySchema.index({ webhook: 1, createdAt: -1 });
/** The log keeps a month: the retry schedule ends within a day, and an outbox must not grow for ever. */
webhookDeliverySchema.index({ createdAt: 1 }, { expireAfterSeconds: 30 * 86_400 });

export type WebhookDeliveryFields = InferSchemaType<typeof webhookDeliverySchema>;
export const WebhookDelivery: Model<WebhookDeliveryFields> =
  (models.WebhookDelivery as Model<WebhookDeliveryFields>) || model<WebhookDeliveryFields>('WebhookDelivery', webhookDeliverySchema);
