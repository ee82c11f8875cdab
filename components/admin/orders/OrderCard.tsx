'use client';

import { DINER_ORDER_TEXT as T, TABLE_TEXT } from '@/lib/i18n/diner-ar';
import { formatPrice } from '@/lib/menus/pricing';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import type { DinerOrderStatus } from '@/lib/shared/diner-order-rules';
import styles from './OrdersScreen.module.css';
import ui from '../ui/admin-ui.module.css';

const ago = new Intl.RelativeTimeFormat('ar-u-nu-latn', { numeric: 'auto' });

/** 'قبل 3 دقائق', 'قبل ساعتين', … from the order's time. */
function age(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(createdAt)) / 60_000));
  return minutes < 60 ? ago.format(-minutes, 'minute') : ago.format(-Math.round(minutes / 60), 'hour');
}

/** One order on the order screen: number, table, age, lines and note, its status and the tap that moves it on. */
export function OrderCard({ order, now, next, onMove }: { order: DinerOrderView; now: number; next: DinerOrderStatus | null; onMove(status: DinerOrderStatus): void }) {
  const open = next !== null;
  return (
    <li className={`${styles.card} ${styles[order.status] ?? ''}`} data-order-id={order._id} data-status={order.status}>
      <header className={styles.cardHead}>
        <strong className={styles.number}>{T.title(order.number)}</strong>
        <span className={styles.table}>{order.table ? TABLE_TEXT.label(order.table.name) : T.noTable}</span>
        <time dateTime={order.createdAt} className={styles.age}>
          {age(order.createdAt, now)}
        </time>
      </header>
      <ul className={styles.lines}>
        {order.lines.map((l, i) => (
          <li key={i}>
            <span className={styles.qty}>{l.quantity}×</span> {l.title}
            {l.subItemTitle ? ` (${l.subItemTitle})` : ''}
            {l.options?.length ? <small className={styles.options}>{l.options.map((o) => o.title).join('، ')}</small> : null}
          </li>
        ))}
      </ul>
      {order.note && (
        <p className={styles.note}>
          {T.note}: {order.note}
        </p>
      )}
      <footer className={styles.cardFoot}>
        <span className={styles.status}>{T.status[order.status]}</span>
        <span className={ui.price}>{formatPrice(order.total, order.currency)}</span>
        {open && (
          <button type="button" className="btn" onClick={() => onMove(next)}>
            {T.moveTo[next]}
          </button>
        )}
        {open && (
          <button type="button" className="btn btn-secondary" onClick={() => onMove('canceled')}>
            {T.cancel}
          </button>
        )}
      </footer>
    </li>
  );
}
