/**
 * The chat-app hand-off (spec §2 Cart page): the restaurant's WhatsApp number and the wa.me link; the order's message
 * is written with the order (lib/diner-orders/diner-order-message.ts). Pure.
 */

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

/** `https://wa.me/<digits>?text=<message>`, or null when the stored contact holds no usable number. */
export function whatsappOrderUrl(stored: string | null | undefined, message: string): string | null {
  const digits = whatsappDigits(stored);
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
