import { whatsappDigits } from '../carts/whatsapp-link';
import { ORDER_MESSAGES_AR } from '../i18n/ar';
import { ORDER_MESSAGES } from '../i18n/en';
import { formatJod, minimumDownPayment, roundMoney, toDateInput } from '../shared/order-rules';
import type { OrderView } from './order-view';

export interface ChatLink {
  text: string;
  href: string;
}

export interface OrderChatLinks {
  /** The first request: 40% of the total minus what is already paid; null when nothing is due. */
  firstPayment: (ChatLink & { amount: number }) | null;
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
 * number WhatsApp can use. Arabic by default (spec §9), English on request. Amounts and dates come from the server's order; `origin` is the site's address.
 */
export type ChatLanguage = 'ar' | 'en';

export function orderChatLinks(order: OrderView, origin: string, lang: ChatLanguage = 'ar'): OrderChatLinks | null {
  const M = lang === 'en' ? ORDER_MESSAGES : ORDER_MESSAGES_AR;
  const digits = whatsappDigits(order.user.phone);
  if (!digits) return null;
  const name = order.user.name;
  const first = Math.max(0, roundMoney(minimumDownPayment(order.totalAmount) - order.paid));
  const firstText = M.firstPayment(name, formatJod(first), formatJod(order.totalAmount));
  const finalText = M.finalPayment(name, formatJod(order.remaining), toDateInput(order.subEnd));
  const links = order.menu ? menuLinks(order.menu, origin) : null;
  const editText = M.editReady(name, links?.menuLink ?? '');
  const menuText = links ? M.menuReady(name, links.menuLink, links.adminLink, links.loginLink, order.user.username) : '';
  return {
    firstPayment: first > 0 ? { amount: first, text: firstText, href: waLink(digits, firstText) } : null,
    finalPayment: { amount: order.remaining, text: finalText, href: waLink(digits, finalText) },
    editReady: { text: editText, href: waLink(digits, editText) },
    menuReady: links ? { text: menuText, href: waLink(digits, menuText) } : null,
  };
}
