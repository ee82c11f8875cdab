import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { connectDb } from '../db';
import { clientKey } from '../api/client-key';
import { loginSchema } from '../validation/user';
import { checkLogin } from '../users/check-login';
import { SESSION_MAX_AGE_SECONDS } from './session';
import { userFromToken } from './user-from-token';
import { serverEnv } from '../env';

declare module 'next-auth' {
  interface Session {
    user: { id: string; name: string; username: string };
  }
}

/**
 * next-auth configuration. Sessions are JWTs in the cookie `setSessionCookie` issues (same secret, same name,
 * sub = user id, username in the token), so POST /api/v1/users/login and next-auth's own sign-in are interchangeable.
 */
export const authOptions: NextAuthOptions = {
  secret: serverEnv().NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/login' },
  providers: [
    CredentialsProvider({
      name: 'username',
      credentials: {
        username: { label: 'Username', type: 'text' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials ?? {});
        if (!parsed.success) return null;
        await connectDb();
        // The same per-account and per-client login limits as POST /api/v1/users/login, so this door is not a way around it.
        const headers = new Headers();
        for (const [name, value] of Object.entries(req?.headers ?? {})) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const user = await checkLogin(parsed.data.username, parsed.data.password, clientKey({ headers })).catch(() => null);
        if (!user) return null;
        return { id: String(user._id), name: user.name, username: user.username, sessionVersion: user.sessionVersion ?? 0 };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      // A token from before a logout or password change is refused here too: next-auth then answers no session and
      // clears the cookie (it treats a throw in this callback as an invalid session).
      if (!user && !(await userFromToken(token))) throw new Error('The session was revoked');
      if (user) {
        token.sub = user.id;
        token.name = user.name;
        token.username = (user as { username?: string }).username;
        token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
      }
      return token;
    },
    async session({ session, token }) {
      session.user = {
        id: token.sub ?? '',
        name: typeof token.name === 'string' ? token.name : '',
        username: typeof token.username === 'string' ? token.username : '',
      };
      return session;
    },
  },
};
