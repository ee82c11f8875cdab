import { Schema } from 'mongoose';

/**
 * The fields of a pending one-time code mailed to a user (e-mail verification, password reset): its hash, when it
 * expires, how often it was tried and when it was sent. Each kind has its own collection (one code of each per user),
 * so asking for one never replaces the other.
 */
export const oneTimeCodeFields = {
  user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  codeHash: { type: String, required: true },
  expiresAt: { type: Date, required: true },
  attempts: { type: Number, default: 0 },
  sentAt: { type: Date, required: true },
} as const;
