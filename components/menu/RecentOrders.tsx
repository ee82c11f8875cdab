'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { recentOrders, type RecentOrder } from '@/lib/diner-orders/recent-orders';
import { langQuery } from '@/lib/i18n/page-lang';
import styles from './OpenBadge.module.css';
import { useDinerTexts } from './diner-lang';

/**
 * Links to the status pages of the orders this browser sent to the menu in the last hours, beside the
 * table's badge: 'طلبك رقم 3'. Read from the browser after hydration (the page's HTML is the same for every diner).
 */
export function RecentOrders({ menuId }: { menuId: string }) {
  const T = useDinerTexts();
  const [orders, setOrders] = useState<RecentOrder[]>([]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads localStorage, browser-only
    setOrders(recentOrders(menuId));
  }, [menuId]);
  return orders.map((o) => (
    <Link key={o._id} href={`/o/${o._id}${langQuery(T.lang)}`} className={`${styles.badgeButton} ${styles.badgeLink}`} data-testid="recent-order">
      {T.order.yourOrder(o.number)}
    </Link>
  ));
}
