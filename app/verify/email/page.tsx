import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/AuthCard';
import { VerifyEmailForm } from '@/components/auth/VerifyEmailForm';
import { getCurrentUser } from '@/lib/auth/current-user';
import { AUTH_TEXT } from '@/lib/i18n/ar';
import { secondsUntilResend } from '@/lib/users/seconds-until-resend';

export const metadata: Metadata = { title: AUTH_TEXT.verifyTitle };

export default async function VerifyEmailPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/login?next=/verify/email');
  if (user.emailVerified) {
    return (
      <AuthCard title={AUTH_TEXT.verifyTitle} intro={AUTH_TEXT.alreadyVerified}>
        <Link href="/me" className="btn">
          {AUTH_TEXT.goToAccount}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={AUTH_TEXT.verifyTitle} intro={AUTH_TEXT.verifyIntro(user.email)}>
      <VerifyEmailForm initialCooldown={await secondsUntilResend(user._id)} />
    </AuthCard>
  );
}
