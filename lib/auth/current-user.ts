import { cache } from 'react';
import { cookies } from 'next/headers';
import { decode, type JWT } from 'next-auth/jwt';
import type { UserDoc } from '../../models/User';
import { authSecret } from '../env';
import { sessionCookieName } from './session';
import { userFromToken } from './user-from-token';

/**
 * The signed-in user for server components and pages, read from the same session cookie as `readSessionUserId`
 * (same name, same secret) and checked the same way (userFromToken). Null when signed out, the token is invalid or
 * revoked, or the user is gone.
 * Cached per request.
 */
export const getCurrentUser = cache(async (): Promise<UserDoc | null> => {
  const jar = await cookies();
  const token = jar.get(sessionCookieName())?.value;
  if (!token) return null;
  let decoded: JWT | null;
  try {
    decoded = await decode({ token, secret: authSecret() });
  } catch {
    return null;
  }
  return userFromToken(decoded);
});
