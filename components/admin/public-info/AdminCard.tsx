import { useId } from 'react';
import styles from './AdminPanel.module.css';

/** A titled card of the owner's screens: a section labelled by its heading. */
export function AdminCard({ title, children, className, testId }: { title: React.ReactNode; children: React.ReactNode; className?: string; testId?: string }) {
  const id = useId();
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className={styles.subtitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
