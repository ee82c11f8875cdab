'use client';

import { useToast } from '@/components/ui/Toasts';
import { CART_TEXT } from '@/lib/i18n/ar';
import type { PricedCart } from '@/lib/carts/priced-cart';
import { clearStoredCartId } from '@/lib/carts/storage-key';
import { buildOrderMessage, whatsappOrderUrl } from '@/lib/carts/whatsapp-link';
import styles from './CompletePurchaseButton.module.css';

/**
 * 'إتمام الشراء' (spec §2 Cart page): clears the stored cart of this menu and opens the restaurant's WhatsApp chat with
 * the itemised order and the page address as the message.
 */
export function CompletePurchaseButton({ cart }: { cart: PricedCart }) {
  const toast = useToast();

  function complete() {
    const message = buildOrderMessage(
      {
        items: cart.items.map((l) => ({ title: l.item.title, subItemTitle: l.subItemTitle, quantity: l.quantity, lineTotal: l.lineTotal })),
        total: cart.total,
        currency: cart.menu.currency,
        table: cart.table,
      },
      window.location.href,
    );
    const url = whatsappOrderUrl(cart.menu.whatsapp, message);
    if (!url) {
      toast.error(CART_TEXT.noWhatsapp);
      return;
    }
    clearStoredCartId(cart.menu._id);
    const chat = window.open(url, '_blank');
    if (chat) chat.opener = null;
    else window.location.assign(url); // pop-ups blocked: go there in this tab
  }

  return (
    <button type="button" className={`btn ${styles.button}`} onClick={complete}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
      </svg>
      {CART_TEXT.completePurchase}
    </button>
  );
}
