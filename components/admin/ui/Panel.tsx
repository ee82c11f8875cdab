import { useId } from 'react';
import styles from './admin-ui.module.css';

type Props = { title: string; children: React.ReactNode; id?: string; actions?: React.ReactNode; className?: string };

/** A titled card holding one form or list of an admin screen. */
export function Panel({ title, children, id, actions, className }: Props) {
  const titleId = useId();
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={titleId} id={id}>
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
