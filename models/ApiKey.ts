import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { API_SCOPES } from '../lib/shared/integrations';

/**
 * A restaurant's API key: good for its one menu, within its scopes, acting for the admin who made it. The
 * key itself is shown once and never stored: only its SHA-256 (a random 256-bit key needs no slow hash) and its first
 * characters, so the list can tell keys apart. Revoking deletes the document: the next request with it is refused.
 */
const apiKeySchema = new Schema(
  {
    menu: { type: Schema.Types.ObjectId, ref: 'Menu', required: true },
    name: { type: String, required: true },
    scopes: { type: [{ type: String, enum: API_SCOPES }], required: true },
    hash: { type: String, required: true },
    /** The key's first characters ('qmk_AbC1…'), shown in the list. */
    start: { type: String, required: true },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

apiKeySchema.index({ hash: 1 }, { unique: true });
apiKeySchema.index({ menu: 1, createdAt: -1 });

export type ApiKeyFields = InferSchemaType<typeof apiKeySchema>;
export const ApiKey: Model<ApiKeyFields> = (models.ApiKey as Model<ApiKeyFields>) || model<ApiKeyFields>('ApiKey', apiKeySchema);
