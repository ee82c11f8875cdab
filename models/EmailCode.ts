import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';

/** One pending e-mail verification code per user (the latest one sent). */
const emailCodeSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    codeHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    sentAt: { type: Date, required: true },
  },
  { timestamps: false },
);

emailCodeSchema.index({ user: 1 }, { unique: true });

export type EmailCodeFields = InferSchemaType<typeof emailCodeSchema>;
export const EmailCode: Model<EmailCodeFields> =
  (models.EmailCode as Model<EmailCodeFields>) || model<EmailCodeFields>('EmailCode', emailCodeSchema);
