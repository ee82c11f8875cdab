'use client';

import type { KeyboardEvent } from 'react';
import { formatPrice } from '@/lib/menus/pricing';
import type { PricedCart } from '@/lib/carts/priced-cart';
import styles from './CartTable.module.css';
import { useDinerTexts } from '../menu/diner-lang';

type Props = { cart: PricedCart; removing: number | null; onRemove: (index: number) => void };

/** Item, quantity ('pc') and price columns; a row is a button that removes its line (click, Enter or Space). */
export function CartTable({ cart, removing, onRemove }: Props) {
  const T = useDinerTexts();
  const currency = cart.menu.currency;

  function onKey(e: KeyboardEvent, index: number) {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRemove(index);
    }
  }

  return (
    <table className={styles.table} aria-describedby="cart-remove-hint">
      <caption className="visually-hidden">{T.cart.title}</caption>
      <thead>
        <tr>
          <th scope="col">{T.cart.item}</th>
          <th scope="col">{T.cart.quantity}</th>
          <th scope="col">{T.cart.price}</th>
        </tr>
      </thead>
      <tbody>
        {cart.items.map((line) => {
          const busy = removing === line.index;
          return (
            <tr
              key={line.index}
              className={`${styles.row} ${busy ? styles.busy : ''}`}
              tabIndex={0}
              aria-label={T.cart.removeLine(line.subItemTitle ? `${line.item.title} (${line.subItemTitle})` : line.item.title)}
              aria-disabled={removing !== null ? true : undefined}
              onClick={() => onRemove(line.index)}
              onKeyDown={(e) => onKey(e, line.index)}
              data-testid="cart-line"
            >
              <td className={styles.itemCell}>
                <span className={styles.removeIcon} aria-hidden="true">
                  ×
                </span>
                <span className={styles.itemTitle} dir="auto">{line.item.title}</span>
                {line.subItemTitle && <span className={styles.subItem}>{line.subItemTitle}</span>}
                {line.options.length > 0 && (
                  <span className={styles.subItem} data-testid="cart-line-options">
                    {line.options.map((o) => o.title).join(T.lang === 'en' ? ', ' : '، ')}
                  </span>
                )}
                {line.unavailable && (
                  <span className={styles.unavailable} data-testid="cart-line-unavailable">
                    {T.cart.lineUnavailable[line.unavailable]}
                  </span>
                )}
              </td>
              <td className={styles.qty}>
                {line.quantity} {T.cart.pieces}
              </td>
              <td className={styles.price}>
                {formatPrice(line.lineTotal, currency, T.lang)}
                {line.quantity > 1 && (
                  <span className={styles.unit}>
                    <bdi dir="rtl">{formatPrice(line.unitPrice, currency, T.lang)}</bdi> × {line.quantity}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <th scope="row" colSpan={2}>
            {T.cart.total}
          </th>
          <td className={styles.price} data-testid="cart-total">
            {formatPrice(cart.total, currency, T.lang)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
