'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { dinerPageTitle } from '@/lib/i18n/diner-texts';
import Link from 'next/link';
import { formatPrice } from '@/lib/menus/pricing';
import type { OrderPage } from '@/lib/diner-orders/read-order-page';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import { dinerOrderStreamUrl } from '@/lib/diner-orders/diner-order-client';
import { themeStyle } from '@/components/menu/theme';
import { useDinerTexts } from '@/components/menu/diner-lang';
import { dinerLineTitles } from '@/lib/diner-orders/diner-order-message';
import { DINER_ORDER_STEPS, canDinerCancel } from '@/lib/shared/diner-order-rules';
import { telHref } from '@/lib/menus/contact-links';
import { menuPageHref } from '@/lib/menus/qr/menu-links';
import { TableCallButtons } from '@/components/menu/TableCallButtons';
import { newer, useOrderEvents } from './use-order-events';
import { CancelOrderButton } from './CancelOrderButton';
import styles from './OrderStatusView.module.css';

/**
 * A status that changed while the page was open is told where a diner who looked away sees it: the tab's title starts
 * with it ('جاهز · حالة طلبك | …', in the list of tabs and apps), and the phone vibrates once when the order is ready,
 * where the browser can (Android's).
 */
function useStatusNotice(first: string, status: string, words: string, pageTitle: string) {
  useEffect(() => {
    if (status === first) return;
    document.title = `${words} · ${pageTitle}`;
    if (status === 'ready') navigator.vibrate?.([200, 100, 200]);
  }, [first, status, words, pageTitle]);
}

/** The diner's order and its status as the restaurant moves it, live without a reload. */
export function OrderStatusView({ initial }: { initial: OrderPage }) {
  const { order: T, table: TABLE_TEXT, cart: CART_TEXT, lang } = useDinerTexts();
  const [order, setOrder] = useState<DinerOrderView>(initial.order);
  const onOrder = useCallback((o: DinerOrderView) => setOrder((cur) => newer(cur, o)), []);
  // The stream sends the order as it is whenever it (re)opens: nothing to read again after a gap.
  const { state } = useOrderEvents(dinerOrderStreamUrl(order._id), useMemo(() => ({ onOrder }), [onOrder]));
  // The page's own title (app/o/[orderId]/page.tsx), written again here: after the cart's move to this page, the
  // browser's title may still be the one before when the first change comes.
  useStatusNotice(initial.order.status, order.status, T.status[order.status], dinerPageTitle(lang, T.pageTitle).absolute);
  const reached = (DINER_ORDER_STEPS as readonly string[]).indexOf(order.status);
  const phone = telHref(initial.menu.phone);
  return (
    <main className={`page ${styles.page}`} style={themeStyle(initial.menu.colors)}>
      <header className={styles.header}>
        <p className={styles.restaurant}>{initial.menu.name}</p>
        <h1 className={styles.title}>{T.title(order.number)}</h1>
        {order.table && <p className={styles.table}>{TABLE_TEXT.label(order.table.name)}</p>}
        {initial.menu.branch && (
          <p className={styles.table} data-testid="order-branch">
            {T.messageBranch(initial.menu.branch)}
          </p>
        )}
      </header>

      <section aria-live="polite" className={styles.statusBox}>
        <p className={styles.status} data-testid="order-status" data-status={order.status}>
          {T.status[order.status]}
        </p>
        {order.awaitingConfirmation && (
          <p className={styles.live} data-testid="order-awaiting-confirmation">
            {T.awaitingNote}
          </p>
        )}
        {order.status === 'canceled' ? null : (
          <ol className={styles.steps}>
            {DINER_ORDER_STEPS.map((step, i) => (
              <li key={step} className={i <= reached ? styles.done : undefined} aria-current={i === reached ? 'step' : undefined}>
                {T.status[step]}
              </li>
            ))}
          </ol>
        )}
        {order.status === 'canceled' ? (
          <>
            <p className={styles.live} data-testid="order-canceled-note">
              {order.canceledBy === 'diner' ? T.canceledByYou : T.canceledNote}
            </p>
            {phone && order.canceledBy !== 'diner' && (
              <a className="btn btn-secondary" href={phone}>
                {T.callRestaurant}
              </a>
            )}
          </>
        ) : (
          <p className={styles.live}>{state === 'lost' ? T.offline : T.live}</p>
        )}
      </section>

      <ul className={styles.lines}>
        {order.lines.map((l, i) => {
          const { title, subItemTitle, options } = dinerLineTitles(l, lang);
          return (
          <li key={i}>
            <span>
              {title}
              {subItemTitle ? ` (${subItemTitle})` : ''} × {l.quantity}
              {options && (
                <small className={styles.options} data-testid="order-line-options">
                  {options}
                </small>
              )}
            </span>
            <span className={styles.price}>{formatPrice(l.total, order.currency, lang)}</span>
          </li>
          );
        })}
      </ul>
      <p className={styles.total}>
        <span>{T.total}</span>
        <strong className={styles.price} data-testid="order-total">{formatPrice(order.total, order.currency, lang)}</strong>
      </p>
      {order.note && (
        <p className={styles.note}>
          {T.note}: {order.note}
        </p>
      )}
      {/* At the table, after the meal: the waiter and the bill from here, where the diner last looked. */}
      {order.table && initial.menu.canCall && order.status !== 'canceled' && (
        <div className={styles.calls} data-testid="order-table-calls">
          <TableCallButtons menuId={order.menu} tableId={order.table._id} className="btn btn-secondary" />
        </div>
      )}
      {/* Ordering paused since: said where the buttons were. */}
      {order.table && !initial.menu.canCall && order.status !== 'canceled' && (
        <p className={styles.note} role="status" data-testid="order-ordering-paused">
          {TABLE_TEXT.orderingPaused}
        </p>
      )}
      <div className={styles.calls}>
        {/* Back to the menu at the order's table (the status link may be opened from the chat, in a new tab). */}
        <Link href={menuPageHref(initial.menu.link, { table: order.table?._id, lang })} className="btn btn-secondary">
          {CART_TEXT.backToMenu}
        </Link>
        {canDinerCancel(order.status) && <CancelOrderButton order={order} onCanceled={onOrder} />}
      </div>
    </main>
  );
}
