import { Schema, model, models, type InferSchemaType, type Model, type HydratedDocument } from 'mongoose';

export const USER_ROLES = ['user', 'staff'] as const;

const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    username: { type: String, required: true, trim: true, lowercase: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    phone: { type: String, required: true, trim: true },
    passwordHash: { type: String, required: true, select: false },
    emailVerified: { type: Boolean, default: false },
    role: { type: String, enum: USER_ROLES, default: 'user' },
    agreedToTermsAt: { type: Date },
    /** Bumped to end every session issued before (logout, password change); session tokens carry it as `sv`. */
    sessionVersion: { type: Number, default: 0 },
    /** Hashes of the last addresses the account signed in from (lib/users/known-clients.ts). */
    knownClients: { type: [String], select: false, default: undefined },
  },
  { timestamps: true },
);

userSchema.index({ username: 1 }, { unique: true });
userSchema.index({ email: 1 }, { unique: true });

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDoc = HydratedDocument<UserFields>;
export const User: Model<UserFields> = (models.User as Model<UserFields>) || model<UserFields>('User', userSchema);
