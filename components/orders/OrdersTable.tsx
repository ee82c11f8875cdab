'use client';

import { ORDERS_TEXT } from '@/lib/i18n/en';
import { formatJod, needsAttention, paidTone, toDateInput } from '@/lib/shared/order-rules';
import type { OrderView } from '@/lib/orders/order-view';
import { readablePhone } from '@/lib/phone';
import styles from './Orders.module.css';

const T = ORDERS_TEXT.table;

/** The orders table: row colour by paid fraction, the yellow mark for orders that need attention (spec §4). */
export function OrdersTable({ orders, busy, filtered, onOpen }: { orders: OrderView[]; busy: boolean; filtered: boolean; onOpen: (o: OrderView) => void }) {
  if (!orders.length) return <p>{filtered ? T.empty : T.none}</p>;
  const now = new Date();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">{T.client}</th>
            <th scope="col">{T.menu}</th>
            <th scope="col">{T.total}</th>
            <th scope="col">{T.paid}</th>
            <th scope="col">{T.created}</th>
            <th scope="col">{T.subEnd}</th>
            <th scope="col">{T.status}</th>
            <th scope="col">{T.edits}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => {
            const attention = needsAttention(o, now);
            const unready = o.requiredEdits.filter((e) => e.status === 'unready').length;
            return (
              <tr
                key={o._id}
                className={`${styles[paidTone(o.totalOnPaid)]} ${attention ? styles.attention : ''}`}
                data-tone={paidTone(o.totalOnPaid)}
                data-attention={attention ? 'yes' : 'no'}
                onClick={() => onOpen(o)}
              >
                <td>
                  <button type="button" className={styles.openButton} aria-label={T.open(o.user.name)} onClick={() => onOpen(o)}>
                    <bdi>{o.user.name}</bdi>
                  </button>
                  <div className={styles.muted}>
                    {o.user.username} · <span dir="ltr" className={styles.phone}>{readablePhone(o.user.phone)}</span>
                  </div>
                </td>
                <td>
                  {o.menu ? <bdi>{o.menu.institution.name || o.menu.username || o.menu._id}</bdi> : <span className={styles.muted}>{T.noMenu}</span>}
                  {o.canceled ? <div className={styles.muted}>{T.canceled}</div> : null}
                </td>
                <td>{formatJod(o.totalAmount)}</td>
                <td>{Math.round(o.totalOnPaid * 100)}%</td>
                <td>{toDateInput(o.createdAt)}</td>
                <td>{toDateInput(o.subEnd)}</td>
                <td>{o.status}</td>
                <td>{unready}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
