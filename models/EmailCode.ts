import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { oneTimeCodeFields } from './one-time-code-fields';

/** One pending e-mail verification code per user (the latest one sent). */
const emailCodeSchema = new Schema(oneTimeCodeFields, { timestamps: false });

emailCodeSchema.index({ user: 1 }, { unique: true });

export type EmailCodeFields = InferSchemaType<typeof emailCodeSchema>;
export const EmailCode: Model<EmailCodeFields> =
  (models.EmailCode as Model<EmailCodeFields>) || model<EmailCodeFields>('EmailCode', emailCodeSchema);
