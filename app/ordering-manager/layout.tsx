import type { Metadata } from 'next';
import Link from 'next/link';
import { LogoutButton } from '@/components/auth/LogoutButton';
import { getCurrentUser } from '@/lib/auth/current-user';
import styles from '@/components/orders/Orders.module.css';
import { ORDERS_TEXT } from '@/lib/i18n/en';
import { ScreenLanguage } from '@/components/ui/ScreenLanguage';

export const metadata: Metadata = { title: { absolute: `${ORDERS_TEXT.title} | QR Menu` }, robots: { index: false } };

/**
 * The staff's own layout: English, left to right (the rest of the site is Arabic, right to left); who is signed in,
 * their account and signing out (a shared office computer), in the same English.
 */
export default async function OrderingManagerLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  return (
    <div lang="en" dir="ltr" className={styles.shell}>
      <ScreenLanguage lang="en" />
      <header className={styles.header}>
        <h1>{ORDERS_TEXT.title}</h1>
        <p>{ORDERS_TEXT.subtitle}</p>
        {user ? (
          <div className={styles.session}>
            <span>{ORDERS_TEXT.signedInAs(user.username)}</span>
            <Link href="/me">{ORDERS_TEXT.account}</Link>
            <LogoutButton texts={{ logout: ORDERS_TEXT.logout, loggingOut: ORDERS_TEXT.loggingOut }} />
          </div>
        ) : null}
      </header>
      {children}
    </div>
  );
}
