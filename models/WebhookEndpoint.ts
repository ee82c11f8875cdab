import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { WEBHOOK_EVENTS } from '../lib/shared/integrations';

/**
 * A URL a restaurant registered for some events. The signing secret is needed in clear to sign each
 * delivery, so it is kept encrypted (AES-256-GCM under a key derived from NEXTAUTH_SECRET: lib/secrets/secret-box.ts)
 * and shown to the owner only once, when the webhook is made.
 */
const webhookEndpointSchema = new Schema(
  {
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    url: { type: String, required: true },
    events: { type: [{ type: String, enum: WEBHOOK_EVENTS }], required: true },
    secretBox: { type: String, required: true },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);

/** An event's subscribers in a menu. */
webhookEndpointSchema.index({ menu: 1, events: 1 });

export type WebhookEndpointFields = InferSchemaType<typeof webhookEndpointSchema>;
export const WebhookEndpoint: Model<WebhookEndpointFields> =
  (models.WebhookEndpoint as Model<WebhookEndpointFields>) || model<WebhookEndpointFields>('WebhookEndpoint', webhookEndpointSchema);
