import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountDetails } from '@/components/auth/AccountDetails';
import { AdministeredMenuList } from '@/components/auth/AdministeredMenuList';
import { LogoutButton } from '@/components/auth/LogoutButton';
import styles from '@/components/auth/Account.module.css';
import { getCurrentUser } from '@/lib/auth/current-user';
import Link from 'next/link';
import { AUTH_TEXT, PASSWORD_TEXT } from '@/lib/i18n/ar';
import { providerContact } from '@/lib/env';
import { accountView } from '@/lib/users/account-view';
import { listAdministeredMenus } from '@/lib/users/list-administered-menus';

export const metadata: Metadata = { title: AUTH_TEXT.meTitle };

/** The account page: who you are, your e-mail state and the menus you administer. */
export default async function MePage() {
  const user = await getCurrentUser();
  if (!user) redirect('/login?next=/me');
  const menus = await listAdministeredMenus(user._id);
  return (
    <main className="page">
      <section className="card">
        <div className={styles.header}>
          <h1 className={styles.title}>{AUTH_TEXT.meTitle}</h1>
          <LogoutButton />
        </div>
        <AccountDetails account={accountView(user)} />
        <p>
          <Link href="/me/password">{PASSWORD_TEXT.changeLink}</Link>
        </p>
      </section>
      <section className={`card ${styles.section}`} aria-labelledby="my-menus">
        <h2 id="my-menus">{AUTH_TEXT.myMenus}</h2>
        <AdministeredMenuList menus={menus} username={user.username} contact={providerContact()} />
      </section>
    </main>
  );
}
