import { encode, getToken, type JWT } from 'next-auth/jwt';
import type { NextRequest, NextResponse } from 'next/server';
import { authSecret } from '../env';
import { serverEnv } from '../env';

/** Sessions last 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;


/** next-auth uses __Secure- cookies when the site is served over https; we follow the same rule. */
export function usesSecureCookies(): boolean {
  return (serverEnv().NEXTAUTH_URL ?? '').startsWith('https://');
}

export function sessionCookieName(): string {
  return usesSecureCookies() ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

/** `sessionVersion`: the user's current one (UserDoc.sessionVersion); a token with an older one is refused. */
export type SessionUser = { id: string; username: string; name: string; sessionVersion?: number | null };

/** Issues the same JWT session cookie next-auth reads, so one login works for pages, handlers and next-auth. */
export async function setSessionCookie(res: NextResponse, user: SessionUser): Promise<void> {
  const token = await encode({
    token: { sub: user.id, name: user.name, username: user.username, sv: user.sessionVersion ?? 0 },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  res.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: usesSecureCookies(),
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(res: NextResponse): void {
  res.cookies.set(sessionCookieName(), '', { httpOnly: true, sameSite: 'lax', secure: usesSecureCookies(), path: '/', maxAge: 0 });
}

/** The decoded session token of a request (not yet checked against the user: see userFromToken), or null. */
export async function readSessionToken(req: NextRequest | Request): Promise<JWT | null> {
  return getToken({
    req: req as NextRequest,
    secret: authSecret(),
    secureCookie: usesSecureCookies(),
    cookieName: sessionCookieName(),
  });
}
