'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useToast } from '@/components/ui/Toasts';
import type { PricedCart } from '@/lib/carts/priced-cart';
import { clearStoredCartId } from '@/lib/carts/storage-key';
import { submitDinerOrder } from '@/lib/diner-orders/diner-order-client';
import { rememberOrder } from '@/lib/diner-orders/recent-orders';
import { DINER_ORDER_NOTE_MAX, MAIN_BRANCH } from '@/lib/shared/diner-order-rules';
import { langQuery } from '@/lib/i18n/page-lang';
import { openStatus } from '@/lib/menus/open-status';
import { hasWorkingHours } from '@/lib/shared/working-span';
import styles from './CompletePurchaseButton.module.css';
import { useDinerTexts } from '../menu/diner-lang';
import { useMenuClock } from '../menu/menu-clock';

/**
 * 'إتمام الشراء' (spec §2 Cart page): sends the cart as an order (priced and saved by the server, with the
 * diner's note, and the branch a diner ordering from no table chose), opens the restaurant's WhatsApp chat with the order's message (its number, table, lines, total and
 * status link) when the restaurant has WhatsApp, clears the stored cart and takes the diner to the order's status page. The chat window is opened in
 * the click itself (a window opened after an await is a blocked pop-up) and pointed at the chat once the order is in.
 */
export function CompletePurchaseButton({ cart, onRefused }: { cart: PricedCart; onRefused?: () => Promise<void> }) {
  const T = useDinerTexts();
  const toast = useToast();
  const router = useRouter();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  // A restaurant with branches and a cart from no table: the diner says which branch the order is for.
  const branches = cart.table ? [] : cart.menu.branches;
  const [branch, setBranch] = useState('');
  const [branchMissing, setBranchMissing] = useState(false);
  const branchRef = useRef<HTMLSelectElement>(null);

  async function complete() {
    if (busy) return;
    if (branches.length > 0 && !branch) {
      setBranchMissing(true);
      branchRef.current?.focus();
      return;
    }
    setBusy(true);
    const chat = cart.menu.whatsapp ? window.open('', '_blank') : null;
    try {
      const placed = await submitDinerOrder(cart._id, note.trim(), T.lang, branch || undefined);
      clearStoredCartId(cart.menu._id);
      rememberOrder(cart.menu._id, { _id: placed.order._id, number: placed.order.number, cart: cart._id });
      if (placed.whatsappUrl && chat) {
        chat.opener = null;
        chat.location.href = placed.whatsappUrl;
      } else {
        chat?.close();
        // The order went through (it is on the restaurant's screen): said so, not as an error.
        if (!placed.whatsappUrl) toast.success(T.cart.orderSentNoChat, { forNextPage: true });
      }
      // In place of the cart (it is gone, it became the order): a step back leads to the menu, not to a dead cart.
      router.replace(`/o/${placed.order._id}${langQuery(T.lang)}`);
    } catch (err) {
      chat?.close();
      // Refused (a line sold out or out of its hours since the cart was read): the cart is read again first, so its
      // line shows why together with the message, not when the page next reads it.
      await onRefused?.().catch(() => undefined);
      toast.error(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <div className={styles.send}>
      {cart.menu.ordering ? (
        <ClosedNotice menu={cart.menu} />
      ) : (
        <p className={styles.notice} role="status" data-testid="cart-ordering-paused">
          {T.cart.orderingPaused}
        </p>
      )}
      {branches.length > 0 && (
        <>
          <label className={styles.noteLabel} htmlFor="order-branch">
            {T.cart.branchLabel}
          </label>
          <select
            id="order-branch"
            ref={branchRef}
            className={styles.branch}
            value={branch}
            aria-invalid={branchMissing || undefined}
            aria-describedby={branchMissing ? 'order-branch-error' : undefined}
            onChange={(e) => {
              setBranch(e.target.value);
              setBranchMissing(false);
            }}
          >
            <option value="">{T.cart.branchPlaceholder}</option>
            {branches.map((b) => {
              const address = (T.lang === 'en' && b.translations?.en.address) || b.address;
              return (
                <option key={b._id} value={b._id}>
                  {b._id === MAIN_BRANCH ? T.cart.mainBranch(address) : address}
                </option>
              );
            })}
          </select>
          {branchMissing && (
            <p id="order-branch-error" className={styles.branchError} role="alert">
              {T.cart.branchRequired}
            </p>
          )}
        </>
      )}
      <label className={styles.noteLabel} htmlFor="order-note">
        {T.order.noteLabel}
      </label>
      <textarea
        id="order-note"
        className={styles.note}
        value={note}
        maxLength={DINER_ORDER_NOTE_MAX}
        rows={2}
        placeholder={T.order.notePlaceholder}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="button" className={`btn ${styles.button}`} onClick={complete} disabled={busy || !cart.menu.ordering} aria-busy={busy}>
        {cart.menu.whatsapp ? <WhatsappIcon /> : null}
        {busy ? T.order.sending : T.cart.completePurchase}
      </button>
    </div>
  );
}

/**
 * While the restaurant is closed by its hours (the menu's badge's rule and clock, read again every minute), the diner
 * is told so before sending: the order still goes (a chat message is read when the restaurant opens), but nobody may
 * see it before then. Nothing when the restaurant has set no hours.
 */
function ClosedNotice({ menu }: { menu: PricedCart['menu'] }) {
  const T = useDinerTexts();
  // Shown only once the cart is read in the browser (never in server HTML or while hydrating): the clock's server
  // time is never used.
  const now = useMenuClock(0);
  if (!hasWorkingHours(menu.workingDays)) return null;
  const status = openStatus(menu.workingDays, new Date(now), menu.timeZone, T.lang);
  if (status.status === 'Opened') return null;
  return (
    <p className={styles.notice} role="status" data-testid="cart-closed-now">
      {T.cart.closedNow(status.text)}
    </p>
  );
}

/** The chat app's mark, on the button only when the order also opens the restaurant's chat. */
function WhatsappIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
    </svg>
  );
}
