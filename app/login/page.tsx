import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { AUTH_TEXT } from '@/lib/i18n/ar';
import { safeNextPath } from '@/lib/users/safe-next-path';
import { getCurrentUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: AUTH_TEXT.loginTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * Login; `?username=` prefills the form, `?next=` is where to go after. A staff login link carries the password in
 * the fragment (read by the form in the browser, never sent here). An older link with `?password=` is sent on to the
 * fragment form by proxy.ts before this page renders, so no page ever holds the password. No-store and no Referer
 * (next.config.js).
 */
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const next = safeNextPath(first(query.next));
  // Already signed in (a bookmark, the back button): say so and offer to go on; the form stays for another account.
  const user = await getCurrentUser();
  const intro = user ? (
    <>
      {AUTH_TEXT.alreadySignedIn(user.username)} <Link href={next}>{AUTH_TEXT.continueSignedIn}</Link>
    </>
  ) : undefined;
  return (
    <AuthCard title={AUTH_TEXT.loginTitle} intro={intro}>
      <LoginForm defaults={{ username: first(query.username) }} next={next} />
    </AuthCard>
  );
}
