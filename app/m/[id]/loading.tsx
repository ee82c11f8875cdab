import { MENU_TEXT } from '@/lib/i18n/ar';
import styles from '@/components/menu/MenuLoading.module.css';

/** The loading view while the menu is fetched: a skeleton of the header and a few cards. */
export default function MenuLoading() {
  return (
    <div className={styles.root} aria-busy="true" data-testid="menu-loading">
      <div className={styles.hero} />
      <div className={styles.logo} />
      <div className={styles.line} style={{ inlineSize: '50%' }} />
      <div className={styles.line} style={{ inlineSize: '70%' }} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.card} />
      ))}
      <p className="visually-hidden" role="status">
        {MENU_TEXT.loading}
      </p>
    </div>
  );
}
