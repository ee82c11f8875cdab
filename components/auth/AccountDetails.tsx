import Link from 'next/link';
import { AUTH_TEXT } from '@/lib/i18n/ar';
import { readablePhone } from '@/lib/phone';
import type { AccountView } from '@/lib/users/account-view';
import styles from './Account.module.css';

/** The account's fields on /me, with the e-mail state and a link to verify when needed. */
export function AccountDetails({ account }: { account: AccountView }) {
  return (
    <dl className={styles.details}>
      <dt>{AUTH_TEXT.name}</dt>
      <dd data-testid="account-name">{account.name}</dd>
      <dt>{AUTH_TEXT.username}</dt>
      <dd>
        <bdi dir="ltr">{account.username}</bdi>
      </dd>
      <dt>{AUTH_TEXT.email}</dt>
      <dd>
        <bdi dir="ltr">{account.email}</bdi>
      </dd>
      <dt>{AUTH_TEXT.phone}</dt>
      <dd>
        <bdi dir="ltr">{readablePhone(account.phone)}</bdi>
      </dd>
      <dt>{AUTH_TEXT.emailState}</dt>
      <dd>
        {account.emailVerified ? (
          <span className={`${styles.badge} ${styles.ok}`}>{AUTH_TEXT.emailVerified}</span>
        ) : (
          <>
            <span className={`${styles.badge} ${styles.warn}`}>{AUTH_TEXT.emailNotVerified}</span>{' '}
            <Link href="/verify/email">{AUTH_TEXT.verifyNow}</Link>
          </>
        )}
      </dd>
      {account.role === 'staff' ? (
        <>
          <dt>{AUTH_TEXT.role}</dt>
          <dd>
            {AUTH_TEXT.staff} · <Link href="/ordering-manager">{AUTH_TEXT.ordersManager}</Link>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
