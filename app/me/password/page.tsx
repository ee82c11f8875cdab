import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/AuthCard';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';
import styles from '@/components/auth/AuthCard.module.css';
import { getCurrentUser } from '@/lib/auth/current-user';
import { PASSWORD_TEXT } from '@/lib/i18n/ar';

export const metadata: Metadata = { title: PASSWORD_TEXT.changeTitle };

/** The signed-in user's password change (linked from /me). */
export default async function ChangePasswordPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/login?next=/me/password');
  return (
    <AuthCard title={PASSWORD_TEXT.changeTitle} intro={PASSWORD_TEXT.changeIntro}>
      <ChangePasswordForm />
      <p className={styles.footer}>
        <Link href="/me">{PASSWORD_TEXT.backToAccount}</Link>
      </p>
    </AuthCard>
  );
}
