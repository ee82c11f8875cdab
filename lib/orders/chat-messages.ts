import { whatsappDigits } from '../carts/whatsapp-link';
import { ORDER_MESSAGES } from '../i18n/en';
import { formatJod, minimumDownPayment, roundMoney, toDateInput } from './order-rules';
import type { OrderView } from './order-view';

export interface ChatLink {
  text: string;
  href: string;
}

export interface OrderChatLinks {
  /** The first request: 40% of the total minus what is already paid. */
  firstPayment: ChatLink & { amount: number };
  /** The final request: what remains, with the subscription end date. */
  finalPayment: ChatLink & { amount: number };
  editReady: ChatLink;
  /** Null until a menu is assigned to the order. */
  menuReady: ChatLink | null;
}

const waLink = (digits: string, text: string) => `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/** The public menu, admin and login links of an order's menu on this site. */
export function menuLinks(menu: NonNullable<OrderView['menu']>, origin: string) {
  return {
    menuLink: `${origin}/m/${menu.username || menu._id}`,
    adminLink: `${origin}/m/${menu._id}/admin`,
    loginLink: `${origin}/login`,
  };
}

/**
 * The chat-app messages to the client (spec §9) as wa.me links to the client's phone, or null when the phone has no
 * number WhatsApp can use. Amounts and dates come from the server's order; `origin` is the site's address.
 */
export function orderChatLinks(order: OrderView, origin: string): OrderChatLinks | null {
  const digits = whatsappDigits(order.user.phone);
  if (!digits) return null;
  const name = order.user.name;
  const first = Math.max(0, roundMoney(minimumDownPayment(order.totalAmount) - order.paid));
  const firstText = ORDER_MESSAGES.firstPayment(name, formatJod(first), formatJod(order.totalAmount));
  const finalText = ORDER_MESSAGES.finalPayment(name, formatJod(order.remaining), toDateInput(order.subEnd));
  const links = order.menu ? menuLinks(order.menu, origin) : null;
  const editText = ORDER_MESSAGES.editReady(name, links?.menuLink ?? '');
  const menuText = links ? ORDER_MESSAGES.menuReady(name, links.menuLink, links.adminLink, links.loginLink, order.user.username) : '';
  return {
    firstPayment: { amount: first, text: firstText, href: waLink(digits, firstText) },
    finalPayment: { amount: order.remaining, text: finalText, href: waLink(digits, finalText) },
    editReady: { text: editText, href: waLink(digits, editText) },
    menuReady: links ? { text: menuText, href: waLink(digits, menuText) } : null,
  };
}
