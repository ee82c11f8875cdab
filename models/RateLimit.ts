import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/**
 * The sliding-window counter of one key (action + client), kept in the database so every app instance shares it: the
 * current fixed window's start (`w`, ms), its count (`c`) and the previous window's count (`p`), moved along by one
 * pipeline update per request (lib/limits/rate-limit.ts). One document per key: one command counts and reads both
 * windows. (Its own collection: the former one held a document per key and window.)
 */
const rateLimitSchema = new Schema(
  {
    key: { type: String, required: true },
    w: { type: Number, required: true },
    c: { type: Number, default: 0 },
    p: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: false, versionKey: false, collection: 'ratecounters' },
);

rateLimitSchema.index({ key: 1 }, { unique: true });
rateLimitSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitFields = InferSchemaType<typeof rateLimitSchema>;
export const RateLimit: Model<RateLimitFields> =
  (models.RateLimit as Model<RateLimitFields>) || model<RateLimitFields>('RateLimit', rateLimitSchema);
