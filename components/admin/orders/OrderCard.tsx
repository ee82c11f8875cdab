'use client';

import { useState } from 'react';
import { DINER_ORDER_TEXT as T, TABLE_TEXT } from '@/lib/i18n/diner-ar';
import { formatPrice } from '@/lib/menus/pricing';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import type { DinerOrderStatus } from '@/lib/shared/diner-order-rules';
import { useAdmin } from '@/components/admin/AdminContext';
import { PRINT_TEXT } from '@/lib/i18n/kitchen-ar';
import { orderBranchLabel } from '@/lib/ui/branch-label';
import { OrderLines } from './OrderLines';
import { orderAge } from './order-time';
import { stepsAhead } from './order-steps';
import styles from './OrdersScreen.module.css';
import ui from '../ui/admin-ui.module.css';

/**
 * One order on the order screen: number, table (and branch), age (or time), lines and note, its status, a tap for each step ahead,
 * and its kitchen ticket to print in the browser, or again on the restaurant's receipt printers when it has any.
 */
type Props = {
  order: DinerOrderView;
  now: number;
  timeZone: string;
  next: DinerOrderStatus | null;
  onMove(status: DinerOrderStatus): Promise<void> | void;
  onPrint(): void;
  /** Its tickets printed again on the menu's receipt printers (absent: the menu has none). */
  onReprint?: () => Promise<void>;
};

export function OrderCard({ order, now, timeZone, next, onMove, onPrint, onReprint }: Props) {
  const { menu } = useAdmin();
  const branch = orderBranchLabel(menu, order);
  const open = next !== null;
  // While a tap is on its way, the card's other steps wait: two quick taps never race (a later step landing first).
  const [busy, setBusy] = useState(false);
  const [reprinting, setReprinting] = useState(false);
  const reprint = async () => {
    setReprinting(true);
    try {
      await onReprint?.();
    } finally {
      setReprinting(false);
    }
  };
  const tap = async (status: DinerOrderStatus) => {
    setBusy(true);
    try {
      await onMove(status);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`${styles.card} ${styles[order.status] ?? ''}`} data-order-id={order._id} data-status={order.status}>
      <header className={styles.cardHead}>
        <strong className={styles.number}>{T.title(order.number)}</strong>
        <span className={styles.table}>{order.table ? TABLE_TEXT.label(order.table.name) : T.noTable}</span>
        {branch && <span className={styles.cardBranch}>{branch}</span>}
        <time dateTime={order.createdAt} className={styles.age}>
          {orderAge(order.createdAt, now, timeZone)}
        </time>
      </header>
      {order.awaitingConfirmation && (
        <p className={styles.note} data-testid="order-awaiting-confirmation">
          {T.awaitingConfirmation(order.lines.reduce((sum, l) => sum + l.quantity, 0))}
        </p>
      )}
      <OrderLines lines={order.lines} />
      {order.note && (
        <p className={styles.note}>
          {T.note}: {order.note}
        </p>
      )}
      <footer className={styles.cardFoot}>
        <span className={styles.status}>
          {T.status[order.status]}
          {order.canceledBy === 'diner' ? <small className={styles.canceledBy}> · {T.canceledByDiner}</small> : null}
        </span>
        <span className={ui.price}>{formatPrice(order.total, order.currency)}</span>
        {/* One tap per step: the next one first, then the steps after it up to 'ready' (a step may be skipped).
            A large order waiting for the staff's confirmation offers the confirmation alone first. */}
        {stepsAhead(order.status).slice(0, order.awaitingConfirmation ? 1 : undefined).map((step, i) => (
          <button key={step} type="button" className={i === 0 ? 'btn' : 'btn btn-secondary'} disabled={busy} onClick={() => tap(step)}>
            {order.awaitingConfirmation && step === 'accepted' ? T.confirmOrder : T.moveTo[step]}
          </button>
        ))}
        {open && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => tap('canceled')}>
            {T.cancel}
          </button>
        )}
        <button type="button" className="btn btn-secondary" aria-label={T.printTicketOf(order.number)} onClick={onPrint}>
          {T.printTicket}
        </button>
        {onReprint && (
          <button type="button" className="btn btn-secondary" aria-label={PRINT_TEXT.reprintOf(order.number)} disabled={reprinting} aria-busy={reprinting || undefined} onClick={reprint}>
            {PRINT_TEXT.reprint}
          </button>
        )}
      </footer>
    </li>
  );
}
