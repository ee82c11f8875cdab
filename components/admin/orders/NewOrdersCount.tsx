'use client';

import { DINER_ORDER_TEXT as T } from '@/lib/i18n/diner-ar';
import { useOrdersFeed } from './OrdersFeed';
import styles from '../shell/AdminShell.module.css';

/** The navigation's count of new diners' orders (issue #20); nothing when there are none. */
export function NewOrdersCount() {
  const feed = useOrdersFeed();
  if (!feed || feed.newCount === 0) return null;
  return (
    <span className={styles.count} data-testid="nav-new-orders" aria-label={T.newCount(feed.newCount)}>
      {feed.newCount}
    </span>
  );
}
