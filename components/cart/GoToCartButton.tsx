'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { getStoredCartCount, getStoredCartId, subscribeStoredCarts } from '@/lib/carts/storage-key';
import { langQuery } from '@/lib/i18n/page-lang';
import styles from './GoToCartButton.module.css';
import { useDinerTexts } from '../menu/diner-lang';

/**
 * A 'go to cart' link shown only when this browser holds a saved cart for the menu (spec §2 Public menu page), with how
 * many pieces the cart held when this browser last saw it.
 */
export function GoToCartButton({ menuId, className, inBar }: { menuId: string; className?: string; inBar?: boolean }) {
  const T = useDinerTexts();
  const cartId = useSyncExternalStore(
    subscribeStoredCarts,
    () => getStoredCartId(menuId),
    () => null,
  );
  const pieces = useSyncExternalStore(
    subscribeStoredCarts,
    () => getStoredCartCount(menuId),
    () => null,
  );
  if (!cartId) return null;
  const name = pieces ? T.cart.goToCartWith(pieces) : T.cart.goToCart;
  return (
    <Link href={`/cart/${cartId}${langQuery(T.lang)}`} className={inBar ? styles.inBar : className ? `btn ${className}` : `btn ${styles.button}`}
      aria-label={inBar || pieces ? name : undefined} data-testid="go-to-cart">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 2H21l-3 8H8.1l-.6 2H19v2H5l1.8-5.2L4.4 4H2V2h3.9l.4 2Z" />
      </svg>
      <span className={styles.label}>{T.cart.goToCart}</span>
      {pieces ? (
        <span className={styles.count} aria-hidden="true" data-testid="go-to-cart-count">
          {pieces}
        </span>
      ) : null}
    </Link>
  );
}

export default GoToCartButton;
