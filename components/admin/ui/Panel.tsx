import { useId } from 'react';
import styles from './admin-ui.module.css';

type Props = { title: React.ReactNode; children: React.ReactNode; id?: string; actions?: React.ReactNode; className?: string; testId?: string };

/** A titled card holding one form or list of an admin screen (every screen's panels look alike). */
export function Panel({ title, children, id, actions, className, testId }: Props) {
  const titleId = useId();
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={titleId} id={id} data-testid={testId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
