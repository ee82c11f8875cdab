import Link from 'next/link';
import { ADMIN_SHELL_TEXT } from '@/lib/i18n/ar';
import { ADMIN_SCREENS, adminScreenPath } from '@/lib/ui/admin-screens';
import { ScreenIcon } from './icons';
import styles from './AdminShell.module.css';

/** `counts`: shown in the orders entry (how many new diners' orders wait). */
type Props = { menuId: string; current: number; onChoose: () => void; children?: React.ReactNode; counts?: React.ReactNode };

/** The side navigation's eight entries in the spec's order; choosing one navigates (and closes a narrow screen's nav). */
export function AdminNav({ menuId, current, onChoose, children, counts }: Props) {
  return (
    <nav className={styles.nav} aria-label={ADMIN_SHELL_TEXT.nav}>
      {children}
      <ul className={styles.entries}>
        {ADMIN_SCREENS.map((screen, index) => (
          <li key={screen}>
            <Link
              href={adminScreenPath(menuId, screen)}
              className={`${styles.entry} ${index === current ? styles.current : ''}`}
              aria-current={index === current ? 'page' : undefined}
              onClick={onChoose}
              data-screen={screen}
              title={ADMIN_SHELL_TEXT.screens[screen]}
            >
              <ScreenIcon screen={screen} />
              <span className={styles.entryLabel}>{ADMIN_SHELL_TEXT.screens[screen]}</span>
              {screen === 'orders' ? counts : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
