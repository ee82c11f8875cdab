import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import { oneTimeCodeFields } from './one-time-code-fields';

/**
 * One pending password-reset code per user (the latest one sent): the same shape and rules as the e-mail verification
 * code (models/EmailCode.ts), kept apart so asking for one never replaces the other. Expired codes are removed.
 */
const passwordResetCodeSchema = new Schema(
  {
    ...oneTimeCodeFields,
    /** Asked from an address the account signs in from (lib/users/known-clients.ts): others' asks do not replace it while it is valid. */
    known: { type: Boolean, default: false },
  },
  { timestamps: false },
);

passwordResetCodeSchema.index({ user: 1 }, { unique: true });
passwordResetCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 3600 });

export type PasswordResetCodeFields = InferSchemaType<typeof passwordResetCodeSchema>;
export const PasswordResetCode: Model<PasswordResetCodeFields> =
  (models.PasswordResetCode as Model<PasswordResetCodeFields>) ||
  model<PasswordResetCodeFields>('PasswordResetCode', passwordResetCodeSchema);
