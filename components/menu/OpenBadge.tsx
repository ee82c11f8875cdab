'use client';

import { openStatus } from '@/lib/menus/open-status';
import { useMenuClock } from './menu-clock';
import { ClockIcon } from './icons';
import styles from './OpenBadge.module.css';
import { useDinerLang } from './diner-lang';

type Props = { workingDays: { day: string; start: string; end: string }[]; timeZone: string; renderedAt: number };

/**
 * Opened/Closed badge with the time to close or open, computed in the restaurant's time zone. The server HTML carries
 * the status at render time; the browser recomputes it from its clock at once and at every minute's start (menu-clock.ts).
 */
export function OpenBadge({ workingDays, timeZone, renderedAt }: Props) {
  const now = useMenuClock(renderedAt);
  const s = openStatus(workingDays, new Date(now), timeZone, useDinerLang());
  const open = s.status === 'Opened';
  return (
    <div className={`${styles.badge} ${open ? styles.open : styles.closed}`} data-testid="open-badge" data-status={s.status} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <strong className={styles.label}>{s.label}</strong>
      <span className={styles.sep} aria-hidden="true" />
      <span className={styles.when}>
        <ClockIcon size={18} />
        <span className={styles.text}>{s.text}</span>
      </span>
    </div>
  );
}
