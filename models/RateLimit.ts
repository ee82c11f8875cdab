import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** A fixed-window counter per key (action + client). Kept in the database so every app instance shares it. */
const rateLimitSchema = new Schema(
  {
    key: { type: String, required: true },
    windowStart: { type: Number, required: true },
    count: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: false },
);

rateLimitSchema.index({ key: 1, windowStart: 1 }, { unique: true });
rateLimitSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitFields = InferSchemaType<typeof rateLimitSchema>;
export const RateLimit: Model<RateLimitFields> =
  (models.RateLimit as Model<RateLimitFields>) || model<RateLimitFields>('RateLimit', rateLimitSchema);
