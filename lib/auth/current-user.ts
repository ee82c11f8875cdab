import { cache } from 'react';
import { cookies } from 'next/headers';
import { Types } from 'mongoose';
import { decode } from 'next-auth/jwt';
import { connectDb } from '../db';
import { User, type UserDoc } from '../../models/User';
import { authSecret, sessionCookieName } from './session';

/**
 * The signed-in user for server components and pages, read from the same session cookie as `readSessionUserId`
 * (same name, same secret, sub = user id). Null when signed out, the token is invalid or the user is gone.
 * Cached per request.
 */
export const getCurrentUser = cache(async (): Promise<UserDoc | null> => {
  const jar = await cookies();
  const token = jar.get(sessionCookieName())?.value;
  if (!token) return null;
  let userId: string | undefined;
  try {
    userId = (await decode({ token, secret: authSecret() }))?.sub;
  } catch {
    return null;
  }
  if (!userId || !Types.ObjectId.isValid(userId)) return null;
  await connectDb();
  return User.findById(userId);
});
