'use client';

import Link from 'next/link';
import { DINER_ORDER_TEXT as T } from '@/lib/i18n/diner-ar';
import { useOrdersFeed } from './OrdersFeed';
import styles from '../shell/AdminShell.module.css';

/**
 * How many new diners' orders and calls wait; nothing when there are none. In the navigation's orders
 * entry; with `href`, a link to the orders screen in a phone's top bar, where the navigation is folded away.
 */
export function NewOrdersCount({ href }: { href?: string }) {
  const feed = useOrdersFeed();
  if (!feed || feed.newCount === 0) return null;
  const label = T.waitingCount(feed.newCount);
  if (href) {
    return (
      <Link href={href} className={`${styles.count} ${styles.topbarCount}`} data-testid="topbar-new-orders" aria-label={label}>
        {feed.newCount}
      </Link>
    );
  }
  return (
    <span className={styles.count} data-testid="nav-new-orders" aria-label={label}>
      {feed.newCount}
    </span>
  );
}
