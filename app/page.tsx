import Link from 'next/link';
import { HOME_TEXT } from '@/lib/i18n/ar';
import { getCurrentUser } from '@/lib/auth/current-user';
import { providerContact } from '@/lib/env';
import { ProviderContactLinks } from '@/components/ui/ProviderContactLinks';
import styles from './home.module.css';

/** The platform's front page: what it is, and the way in (sign up, log in, or the account when signed in). */
export default async function HomePage() {
  const user = await getCurrentUser();
  const contact = providerContact();
  return (
    <main className={`page ${styles.home}`}>
      <h1 className={styles.title}>{HOME_TEXT.title}</h1>
      <p className={styles.intro}>{HOME_TEXT.intro}</p>
      <ul className={styles.features}>
        {HOME_TEXT.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {user ? (
          <Link href="/me" className="btn">
            {HOME_TEXT.myAccount}
          </Link>
        ) : (
          <>
            <Link href="/signup" className="btn">
              {HOME_TEXT.signup}
            </Link>
            <Link href="/login" className="btn btn-secondary">
              {HOME_TEXT.login}
            </Link>
          </>
        )}
      </div>
      {(contact.phone || contact.email) && (
        <section className={styles.contact} aria-label={HOME_TEXT.contact}>
          <p>{HOME_TEXT.contact}</p>
          <ProviderContactLinks contact={contact} subject={HOME_TEXT.contactSubject} message={HOME_TEXT.contactMessage} />
        </section>
      )}
    </main>
  );
}
