import Link from 'next/link';
import { ADMIN_SHELL_TEXT, AUTH_TEXT } from '@/lib/i18n/ar';
import card from '@/components/auth/AuthCard.module.css';
import styles from './AdminGate.module.css';

type Props = { kind: 'login' | 'denied' | 'verify'; next: string };

/** What anyone but the menu's (verified) admins sees at /m/{id}/admin: why, and the way in. */
export function AdminGate({ kind, next }: Props) {
  const title = kind === 'login' ? ADMIN_SHELL_TEXT.loginTitle : kind === 'verify' ? AUTH_TEXT.verifyTitle : ADMIN_SHELL_TEXT.deniedTitle;
  const body = kind === 'login' ? ADMIN_SHELL_TEXT.loginBody : kind === 'verify' ? ADMIN_SHELL_TEXT.verifyBody : ADMIN_SHELL_TEXT.deniedBody;
  const login = `/login?next=${encodeURIComponent(next)}`;
  return (
    <main className={card.wrap} id="admin-gate" data-kind={kind}>
      <section className={card.card}>
        <h1 className={card.title}>{title}</h1>
        <p>{body}</p>
        <div className={styles.actions}>
          {kind === 'verify' ? (
            <Link className="btn" href="/verify/email">
              {AUTH_TEXT.verifyNow}
            </Link>
          ) : (
            <Link className="btn" href={login}>
              {ADMIN_SHELL_TEXT.login}
            </Link>
          )}
          {kind !== 'login' && (
            <Link className="btn btn-secondary" href="/me">
              {ADMIN_SHELL_TEXT.toAccount}
            </Link>
          )}
        </div>
      </section>
    </main>
  );
}
