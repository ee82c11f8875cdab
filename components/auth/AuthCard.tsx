import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

/** The centred card every account screen (sign-up, login, verify) sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className={styles.wrap}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
    </main>
  );
}
