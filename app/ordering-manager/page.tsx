import { Suspense } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { OrdersManager } from '@/components/orders/OrdersManager';
import styles from '@/components/orders/Orders.module.css';
import { getCurrentUser } from '@/lib/auth/current-user';
import { ORDERS_TEXT } from '@/lib/i18n/en';

/** The staff orders manager (spec §2): signed-out visitors log in and come back; non-staff users are refused. */
export default async function OrderingManagerPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/login?next=/ordering-manager');
  if (user.role !== 'staff') {
    return (
      <main className={styles.main}>
        <section className={styles.panel} role="alert">
          <h2>{ORDERS_TEXT.refusedTitle}</h2>
          <p>{ORDERS_TEXT.refusedBody}</p>
          <Link href="/me">{ORDERS_TEXT.refusedAccount}</Link>
        </section>
      </main>
    );
  }
  return (
    <main className={styles.main}>
      <Suspense fallback={<p>{ORDERS_TEXT.table.loading}</p>}>
        <OrdersManager />
      </Suspense>
    </main>
  );
}
