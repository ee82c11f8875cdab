'use client';

import { useEffect, useRef } from 'react';
import { ORDERS_TEXT } from '@/lib/i18n/en';
import { formatJod, toDateInput } from '@/lib/shared/order-rules';
import type { OrderView } from '@/lib/orders/order-view';
import { readablePhone } from '@/lib/phone';
import { ChatLinks } from './ChatLinks';
import { OrderSettings } from './OrderSettings';
import { PaymentsSection } from './PaymentsSection';
import { RequiredEditsSection } from './RequiredEditsSection';
import styles from './Orders.module.css';

const T = ORDERS_TEXT.overlay;

export type OrderChange = (order: OrderView) => void;

/** The order detail overlay (spec §2): details, payments, required edits, status, end date, menu, invoice, messages. */
export function OrderOverlay({ order, onClose, onChanged }: { order: OrderView; onClose: () => void; onChanged: OrderChange }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="order-title" onClose={onClose}>
      <div className={styles.dialogHead}>
        <h2 id="order-title">
          {T.title('')}
          <bdi>{order.user.name}</bdi>
        </h2>
        <button type="button" className="btn btn-secondary" onClick={() => ref.current?.close()}>
          {T.close}
        </button>
      </div>
      <div className={styles.dialogBody}>
        <dl className={styles.facts}>
          <dt>{T.client}</dt>
          <dd>
            <bdi>{order.user.name}</bdi> ({order.user.username})
          </dd>
          <dt>{T.phone}</dt>
          <dd dir="ltr">{order.user.phone ? readablePhone(order.user.phone) : '—'}</dd>
          <dt>{T.menu}</dt>
          <dd>
            {order.menu ? (
              <>
                <bdi>{order.menu.institution.name || order.menu.username || ''}</bdi> · {order.menu._id}
              </>
            ) : (
              '—'
            )}
          </dd>
          <dt>{T.orderId}</dt>
          <dd>{order._id}</dd>
          <dt>{T.created}</dt>
          <dd>{toDateInput(order.createdAt)}</dd>
          <dt>{T.total}</dt>
          <dd>{formatJod(order.totalAmount)}</dd>
          <dt>{T.paid}</dt>
          <dd data-testid="order-paid">
            {formatJod(order.paid)} ({Math.round(order.totalOnPaid * 100)}%)
          </dd>
          <dt>{T.remaining}</dt>
          <dd data-testid="order-remaining">{formatJod(order.remaining)}</dd>
        </dl>
        <PaymentsSection order={order} onChanged={onChanged} />
        <RequiredEditsSection order={order} onChanged={onChanged} />
        <OrderSettings order={order} onChanged={onChanged} />
        <p>
          <a className="btn btn-secondary" href={`/api/v1/orders/${order._id}/invoice`} download>
            {T.invoice}
          </a>
        </p>
        {order.status === 'ready' ? <ChatLinks order={order} /> : null}
      </div>
    </dialog>
  );
}
