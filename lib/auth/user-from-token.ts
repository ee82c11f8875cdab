import type { JWT } from 'next-auth/jwt';
import { connectDb } from '../db';
import { User, type UserDoc } from '../../models/User';
import { isObjectIdText } from '../validation/object-id-pattern';

/** The session version a token carries (tokens from before versions existed count as 0). */
export const tokenSessionVersion = (token: JWT): number => (typeof token.sv === 'number' ? token.sv : 0);

/**
 * The one way from a decoded session token to the signed-in user, for handlers (lib/route/route.ts) and pages
 * (lib/auth/current-user.ts): null when the token is missing or has no valid subject, the user is gone, or the token
 * was issued before the user's sessions were revoked (logout, password change: lib/users/revoke-sessions.ts).
 */
export async function userFromToken(token: JWT | null): Promise<UserDoc | null> {
  const id = token?.sub;
  if (!token || !id || !isObjectIdText(id)) return null;
  await connectDb();
  const user = await User.findById(id);
  if (!user || (user.sessionVersion ?? 0) !== tokenSessionVersion(token)) return null;
  return user;
}
