'use client';

import { DINER_ORDER_TEXT as T, TABLE_TEXT } from '@/lib/i18n/diner-ar';
import { formatPrice } from '@/lib/menus/pricing';
import { dateFormat } from '@/lib/shared/date-format';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import type { DinerOrderStatus } from '@/lib/shared/diner-order-rules';
import styles from './OrdersScreen.module.css';
import ui from '../ui/admin-ui.module.css';

const ago = new Intl.RelativeTimeFormat('ar-u-nu-latn', { numeric: 'auto' });
/** Past this, the time of day says more than the age ('الساعة 20:15', not 'قبل 35 ساعة' on an earlier day). */
const AGE_HOURS = 6;

/** 'قبل 3 دقائق', 'قبل ساعتين', … from the order's time; an older order by its time on the menu's clock. */
function orderTime(createdAt: string, now: number, timeZone: string): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return ago.format(-minutes, 'minute');
  if (minutes < AGE_HOURS * 60) return ago.format(-Math.round(minutes / 60), 'hour');
  return T.atTime(dateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(createdAt)));
}

/** One order on the order screen: number, table, age (or time), lines and note, its status and the tap that moves it on. */
type Props = { order: DinerOrderView; now: number; timeZone: string; next: DinerOrderStatus | null; onMove(status: DinerOrderStatus): void };

export function OrderCard({ order, now, timeZone, next, onMove }: Props) {
  const open = next !== null;
  return (
    <li className={`${styles.card} ${styles[order.status] ?? ''}`} data-order-id={order._id} data-status={order.status}>
      <header className={styles.cardHead}>
        <strong className={styles.number}>{T.title(order.number)}</strong>
        <span className={styles.table}>{order.table ? TABLE_TEXT.label(order.table.name) : T.noTable}</span>
        <time dateTime={order.createdAt} className={styles.age}>
          {orderTime(order.createdAt, now, timeZone)}
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
