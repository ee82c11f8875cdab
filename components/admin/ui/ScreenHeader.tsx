import styles from './admin-ui.module.css';

/** A screen's title line. */
export function ScreenHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className={styles.screenHead}>
      <h1 className={styles.screenTitle}>{title}</h1>
      {children}
    </div>
  );
}
