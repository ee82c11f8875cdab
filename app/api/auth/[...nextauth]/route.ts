/**
 * next-auth's own endpoints (session, csrf, credentials sign-in). The one route file not made with `route()`:
 * next-auth answers these itself. The app's login is POST /api/v1/users/login, which issues the same cookie.
 */
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';

const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
