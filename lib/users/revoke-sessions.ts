import { User } from '../../models/User';
import { sessionsRevoked } from './sessions-revoked';

/**
 * Ends every session token issued to the user so far (logout, password change): tokens carry the user's session
 * version (`sv`) and are refused once it moves on (lib/auth/user-from-token.ts). Returns the new version, for the
 * token that the same request may issue. The streams held for the user end at once here, and on other instances when the change stream brings the new version (sessions-revoked.ts).
 */
export async function revokeSessions(userId: unknown): Promise<number> {
  const doc = await User.findByIdAndUpdate(userId, { $inc: { sessionVersion: 1 } }, { returnDocument: 'after', timestamps: false })
    .select('sessionVersion')
    .lean();
  sessionsRevoked(String(userId));
  return doc?.sessionVersion ?? 0;
}
