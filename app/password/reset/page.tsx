import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { PASSWORD_TEXT } from '@/lib/i18n/ar';

export const metadata: Metadata = { title: PASSWORD_TEXT.resetTitle };

/** A forgotten password: a code by e-mail, then a new password (linked from /login as 'نسيت كلمة المرور؟'). */
export default function ResetPasswordPage() {
  return (
    <AuthCard title={PASSWORD_TEXT.resetTitle}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
