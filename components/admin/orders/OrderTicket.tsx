'use client';

import { createPortal } from 'react-dom';
import { DINER_ORDER_TEXT as T, TABLE_TEXT } from '@/lib/i18n/diner-ar';
import { formatPrice } from '@/lib/menus/pricing';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import { useAdmin } from '@/components/admin/AdminContext';
import { orderBranchLabel } from '@/lib/ui/branch-label';
import { OrderLines } from './OrderLines';
import { clockTime } from './order-time';
import styles from './OrdersScreen.module.css';
import ui from '../ui/admin-ui.module.css';

/**
 * An order's kitchen ticket, printed from the order screen: the restaurant, the order's number and table in large
 * type, its branch, its day and time on the restaurant's clock, the lines with their options, the note set apart, the
 * total. Put straight under <body>, so that in print it is all there is on the paper (OrdersScreen.module.css hides
 * the rest), in black on white at a receipt printer's width; out of sight on the screen.
 */
export function OrderTicket({ order, restaurant, timeZone }: { order: DinerOrderView; restaurant: string; timeZone: string }) {
  const branch = orderBranchLabel(useAdmin().menu, order);
  return createPortal(
    <section className={styles.ticket} data-testid="order-ticket" dir="rtl" lang="ar">
      {restaurant && <p className={styles.ticketPlace}>{restaurant}</p>}
      <h1 className={styles.ticketNumber}>{T.title(order.number)}</h1>
      <p className={styles.ticketTable}>{order.table ? TABLE_TEXT.label(order.table.name) : T.noTable}</p>
      {branch && <p>{branch}</p>}
      <p>
        <time dateTime={order.createdAt} dir="ltr">
          {order.day} {clockTime(order.createdAt, timeZone)}
        </time>
      </p>
      <OrderLines lines={order.lines} />
      {order.note && (
        <p className={styles.ticketNote}>
          {T.note}: {order.note}
        </p>
      )}
      <p className={styles.ticketTotal}>
        {T.total}: <span className={ui.price}>{formatPrice(order.total, order.currency)}</span>
      </p>
    </section>,
    document.body,
  );
}
