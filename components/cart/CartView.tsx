'use client';

import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import Link from 'next/link';
import { useToast } from '@/components/ui/Toasts';
import { useBackAfterAWhile } from '@/components/ui/use-back-after-a-while';
import { addCartLine, cartErrorStatus, fetchCart, removeCartLine, type NewCartLine } from '@/lib/carts/cart-api';
import { clearStoredCartId, getStoredCartId, menuOfStoredCart, piecesIn, setStoredCartId } from '@/lib/carts/storage-key';
import type { PricedCart } from '@/lib/carts/priced-cart';
import { safeCssColor } from '@/lib/validation/css-color';
import { localizeCart } from '@/lib/carts/localize-cart';
import { orderOfSentCart } from '@/lib/diner-orders/recent-orders';
import { menuPageHref } from '@/lib/menus/qr/menu-links';
import { CartMissing } from './CartMissing';
import { CartTable } from './CartTable';
import { CompletePurchaseButton } from './CompletePurchaseButton';
import styles from './CartView.module.css';
import { useDinerTexts } from '../menu/diner-lang';

/** How long the 'تراجع' (undo) offer stays after a line is removed. */
export const UNDO_MS = 6000;

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string; missing: boolean; menuId: string | null; sent: { orderId: string; number: number } | null }
  | { status: 'ready'; cart: PricedCart };
type Undo = { line: NewCartLine; title: string };

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
  return vars;
}

export function CartView({ cartId }: { cartId: string }) {
  const T = useDinerTexts();
  const toast = useToast();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [removing, setRemoving] = useState<number | null>(null);
  const [undo, setUndo] = useState<Undo | null>(null);
  const undoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    fetchCart(cartId).then(
      (cart) => {
        if (!cancelled) setState({ status: 'ready', cart });
      },
      (err: Error) => {
        if (cancelled) return;
        // An unknown or expired cart, or a link cut or mistyped into no cart id at all (the API's 400 names a
        // field, which means nothing to a diner): a page that says so and leads on, never a step back into nothing.
        const status = cartErrorStatus(err);
        const missing = status === 404 || status === 400;
        const menuId = menuOfStoredCart(cartId);
        if (missing && menuId) clearStoredCartId(menuId);
        // A cart this browser sent became its order (and was deleted): the page leads there.
        const sent = missing ? orderOfSentCart(cartId) : null;
        setState({
          status: 'failed',
          message: err.message,
          missing,
          menuId: menuId ?? sent?.menuId ?? null,
          sent: sent && { orderId: sent.order._id, number: sent.order.number },
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [cartId]);
  useEffect(() => () => clearTimeout(undoTimer.current), []);
  // Back to the cart after a while (the phone locked at the table): it is read again, so the prices and what can be
  // ordered now are what the order will be priced at. A failed read keeps the cart shown (a phone that wakes offline).
  const readAgain = useCallback(
    () =>
      fetchCart(cartId).then(
        (cart) => setState((s) => (s.status === 'ready' ? { status: 'ready', cart } : s)),
        () => undefined,
      ),
    [cartId],
  );
  useBackAfterAWhile(readAgain);
  // The menu's 'go to cart' button counts what this cart holds now (lines removed or restored here, or changed elsewhere).
  useEffect(() => {
    if (state.status !== 'ready') return;
    const menuId = state.cart.menu._id;
    if (getStoredCartId(menuId) === cartId) setStoredCartId(menuId, cartId, piecesIn(state.cart));
  }, [state, cartId]);

  const offerUndo = (next: Undo | null) => {
    clearTimeout(undoTimer.current);
    setUndo(next);
    if (next) undoTimer.current = setTimeout(() => setUndo(null), UNDO_MS);
  };

  async function remove(index: number) {
    if (removing !== null) return;
    setRemoving(index);
    const removed = state.status === 'ready' ? localizeCart(state.cart, T.lang).items.find((l) => l.index === index) : undefined;
    try {
      const cart = await removeCartLine(cartId, index);
      setState({ status: 'ready', cart });
      if (removed) {
        const line = { item: removed.item._id, subItem: removed.subItem, quantity: removed.quantity, options: removed.options.map((o) => o._id) };
        offerUndo({ line, title: removed.subItemTitle ? `${removed.item.title} (${removed.subItemTitle})` : removed.item.title });
      }
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setRemoving(null);
    }
  }

  if (state.status === 'loading') {
    return (
      <main className={`page ${styles.page}`} aria-busy="true">
        <h1 className={styles.title}>{T.cart.title}</h1>
        <div className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {T.common.loading}
        </div>
      </main>
    );
  }

  if (state.status === 'failed') return <CartMissing missing={state.missing} message={state.message} menuId={state.menuId} lang={T.lang} sent={state.sent} />;

  async function restore(offer: Undo) {
    offerUndo(null);
    try {
      setState({ status: 'ready', cart: await addCartLine(cartId, offer.line) });
      toast.success(T.cart.undone);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  }
  const undoBar = undo && (
    <div className={styles.undo} role="status" data-testid="cart-undo">
      <span>{T.cart.removedLine(undo.title)}</span>
      <button type="button" className="btn btn-secondary" onClick={() => restore(undo)}>
        {T.cart.undo}
      </button>
    </div>
  );

  const cart = localizeCart(state.cart, T.lang);
  const menuHref = menuPageHref(`/m/${cart.menu.username || cart.menu._id}`, { lang: T.lang });
  return (
    <main className={`page ${styles.page}`} style={themeOf(cart)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{T.cart.title}</h1>
        {cart.menu.name && (
          <Link href={menuHref} className={styles.menuLink}>
            {cart.menu.name}
          </Link>
        )}
        {cart.table && (
          <p className={styles.table} data-testid="cart-table">
            {T.table.orderFrom(cart.table.name)}
          </p>
        )}
      </header>

      {undoBar}
      {cart.items.length === 0 ? (
        <section className={styles.empty}>
          <p>{T.cart.empty}</p>
          <Link href={menuHref} className="btn">
            {T.cart.backToMenu}
          </Link>
        </section>
      ) : (
        <>
          <p className={styles.hint} id="cart-remove-hint">
            {T.cart.removeHint}
          </p>
          <CartTable cart={cart} removing={removing} onRemove={remove} />
          <CompletePurchaseButton cart={cart} onRefused={readAgain} />
          <Link href={menuHref} className={`btn btn-secondary ${styles.back}`}>
            {T.cart.backToMenu}
          </Link>
        </>
      )}
    </main>
  );
}

export default CartView;
