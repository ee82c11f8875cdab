'use client';

import { useSyncExternalStore } from 'react';
import { OPEN_STATUS_REFRESH_MS, openStatus } from '@/lib/menus/open-status';
import { ClockIcon } from './icons';
import styles from './OpenBadge.module.css';
import { useDinerLang } from './diner-lang';

// One shared clock, re-read every 60 s (spec §4: the status refreshes every 60 s).
let clockNow = typeof window === 'undefined' ? 0 : Date.now();
function subscribe(onChange: () => void) {
  clockNow = Date.now();
  onChange();
  const timer = setInterval(() => {
    clockNow = Date.now();
    onChange();
  }, OPEN_STATUS_REFRESH_MS);
  return () => clearInterval(timer);
}

type Props = { workingDays: { day: string; start: string; end: string }[]; timeZone: string; renderedAt: number };

/**
 * Opened/Closed badge with the time to close or open, computed in the restaurant's time zone. The server HTML carries
 * the status at render time; the browser recomputes it from its clock at once and every minute.
 */
export function OpenBadge({ workingDays, timeZone, renderedAt }: Props) {
  const now = useSyncExternalStore(subscribe, () => clockNow, () => renderedAt);
  const s = openStatus(workingDays, new Date(now), timeZone, useDinerLang());
  const open = s.status === 'Opened';
  return (
    <div className={`${styles.badge} ${open ? styles.open : styles.closed}`} data-testid="open-badge" data-status={s.status} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <strong className={styles.label}>{s.label}</strong>
      <span className={styles.sep} aria-hidden="true" />
      <ClockIcon size={18} />
      <span className={styles.text}>{s.text}</span>
    </div>
  );
}
