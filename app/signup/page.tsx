import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/AuthCard';
import { SignupForm } from '@/components/auth/SignupForm';
import { getCurrentUser } from '@/lib/auth/current-user';
import { AUTH_TEXT } from '@/lib/i18n/ar';

export const metadata: Metadata = { title: AUTH_TEXT.signupTitle };

export default async function SignupPage() {
  if (await getCurrentUser()) redirect('/me');
  return (
    <AuthCard title={AUTH_TEXT.signupTitle} intro={AUTH_TEXT.signupIntro}>
      <SignupForm />
    </AuthCard>
  );
}
