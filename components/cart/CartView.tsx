'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import Link from 'next/link';
import { useToast } from '@/components/ui/Toasts';
import { CART_TEXT, COMMON_TEXT } from '@/lib/i18n/ar';
import { fetchCart, removeCartLine } from '@/lib/carts/cart-api';
import type { PricedCart } from '@/lib/carts/priced-cart';
import { safeCssColor } from '@/lib/validation/css-color';
import { CartTable } from './CartTable';
import { CompletePurchaseButton } from './CompletePurchaseButton';
import styles from './CartView.module.css';

/** Long enough to read the error toast before going back (a full-page back navigation drops it). */
const BACK_AFTER_FAILURE_MS = 1500;

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; cart: PricedCart };

/** Theme colours come from the menu (spec §2): they override the page's CSS variables. */
function themeOf(cart: PricedCart): CSSProperties {
  const c = cart.menu.colors ?? {};
  const vars: Record<string, string> = {};
  // Checked again here, where the values become CSS: only plain colour values get through.
  const set = (name: string, value: unknown) => {
    const safe = safeCssColor(value);
    if (safe) vars[name] = safe;
  };
  set('--color-main', c.mainColor);
  set('--color-secondary', c.secondaryColor);
  set('--color-shade', c.shadeColor);
  set('--color-tint', c.tintColor);
  return vars as CSSProperties;
}

export function CartView({ cartId }: { cartId: string }) {
  const toast = useToast();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [removing, setRemoving] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    let backTimer: ReturnType<typeof setTimeout> | undefined;
    fetchCart(cartId).then(
      (cart) => {
        if (!cancelled) setState({ status: 'ready', cart });
      },
      (err: Error) => {
        if (cancelled) return;
        // Spec §8: the server's message is shown and the diner goes back one page, after a moment to read it.
        toast.error(err.message);
        setState({ status: 'failed', message: err.message });
        backTimer = setTimeout(() => window.history.back(), BACK_AFTER_FAILURE_MS);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(backTimer);
    };
  }, [cartId, toast]);

  async function remove(index: number) {
    if (removing !== null) return;
    setRemoving(index);
    try {
      const cart = await removeCartLine(cartId, index);
      setState({ status: 'ready', cart });
      toast.success(CART_TEXT.removed);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setRemoving(null);
    }
  }

  if (state.status === 'loading') {
    return (
      <main className={`page ${styles.page}`} aria-busy="true">
        <h1 className={styles.title}>{CART_TEXT.title}</h1>
        <div className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {COMMON_TEXT.loading}
        </div>
      </main>
    );
  }

  if (state.status === 'failed') {
    return (
      <main className={`page ${styles.page}`}>
        <h1 className={styles.title}>{CART_TEXT.title}</h1>
        <p className={styles.failed}>{state.message}</p>
      </main>
    );
  }

  const { cart } = state;
  const menuHref = `/m/${cart.menu.username || cart.menu._id}`;
  return (
    <main className={`page ${styles.page}`} style={themeOf(cart)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{CART_TEXT.title}</h1>
        {cart.menu.name && (
          <Link href={menuHref} className={styles.menuLink}>
            {cart.menu.name}
          </Link>
        )}
      </header>

      {cart.items.length === 0 ? (
        <section className={styles.empty}>
          <p>{CART_TEXT.empty}</p>
          <Link href={menuHref} className="btn">
            {CART_TEXT.backToMenu}
          </Link>
        </section>
      ) : (
        <>
          <p className={styles.hint} id="cart-remove-hint">
            {CART_TEXT.removeHint}
          </p>
          <CartTable cart={cart} removing={removing} onRemove={remove} />
          <CompletePurchaseButton cart={cart} />
          <Link href={menuHref} className={`btn btn-secondary ${styles.back}`}>
            {CART_TEXT.backToMenu}
          </Link>
        </>
      )}
    </main>
  );
}

export default CartView;
