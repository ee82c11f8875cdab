/**
 * The chat-app hand-off of the cart page (spec §2 Cart page): the restaurant's WhatsApp number, the order message and
 * the wa.me link. Pure; shared by the cart page and its tests.
 */
import { CART_TEXT, TABLE_TEXT } from '../i18n/ar';
import { formatPrice, type Currency } from '../menus/pricing';

/**
 * The international number (digits only) from whatever the menu stores: a wa.me link, an api.whatsapp.com or
 * whatsapp:// link with `phone=`, or a phone number written with '+', '00', spaces, dashes or brackets.
 * A Jordanian mobile written locally (07x xxx xxxx) gets the 962 country code. Returns '' when no number is found.
 */
export function whatsappDigits(stored: string | null | undefined): string {
  const value = (stored ?? '').trim();
  if (!value) return '';
  let raw = value;
  const phoneParam = /[?&]phone=([^&#]*)/i.exec(value);
  if (phoneParam) {
    raw = decodeURIComponent(phoneParam[1]);
  } else if (/^(https?:\/\/|\/\/)?(www\.)?wa\.me\//i.test(value)) {
    raw = value.replace(/^(https?:\/\/|\/\/)?(www\.)?wa\.me\//i, '').split(/[/?#]/)[0];
    raw = decodeURIComponent(raw);
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(value) || /^(www\.)?[a-z0-9-]+\.[a-z]{2,}\//i.test(value)) {
    return ''; // some other link (wa.link short links, a web page): no number to read
  }
  let digits = raw.replace(/\D+/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^07[789]\d{7}$/.test(digits)) digits = `962${digits.slice(1)}`;
  return digits.length >= 6 && digits.length <= 15 ? digits : '';
}

export type OrderLine = { title: string; subItemTitle?: string | null; quantity: number; lineTotal: number };

/**
 * The order as text the restaurant can read without opening a link: the table it comes from (issue #20) when there is
 * one, one line per item, the total, then the address.
 */
export function buildOrderMessage(
  order: { items: OrderLine[]; total: number; currency: Currency; table?: { name: string } | null },
  pageUrl: string,
): string {
  const lines = order.items.map((l, i) => {
    const name = l.subItemTitle ? `${l.title} (${l.subItemTitle})` : l.title;
    return `${i + 1}. ${name} × ${l.quantity} ${CART_TEXT.pieces} = ${formatPrice(l.lineTotal, order.currency)}`;
  });
  return [
    CART_TEXT.orderGreeting,
    ...(order.table ? [TABLE_TEXT.orderFrom(order.table.name)] : []),
    ...lines,
    `${CART_TEXT.orderTotal}: ${formatPrice(order.total, order.currency)}`,
    `${CART_TEXT.orderLink}: ${pageUrl}`,
  ].join('\n');
}

/** `https://wa.me/<digits>?text=<message>`, or null when the stored contact holds no usable number. */
export function whatsappOrderUrl(stored: string | null | undefined, message: string): string | null {
  const digits = whatsappDigits(stored);
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
