import type { Lang } from '../i18n/lang';

/**
 * The receipt's amounts, from integer minor units. The number of decimals is the currency's minor unit as ISO 4217
 * gives it through Intl (3 for JOD/KWD/BHD/OMR, 2 for SAR/USD…), never a table of our own. Kept to these few
 * functions so that the menu's money helper (lib/money) can take their place without touching the drawing.
 */
const decimalsMade = new Map<string, number>();

/** The currency's minor unit: how many decimals its amounts have. Throws a RangeError for a code Intl does not know. */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsMade.get(currency);
  if (decimals === undefined) {
    decimals = new Intl.NumberFormat(undefined, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    decimalsMade.set(currency, decimals);
  }
  return decimals;
}

/**
 * An amount in minor units as a plain decimal with the currency's decimals ('115.00' for 11500 SAR, '2.500' for 2500
 * JOD): no grouping, no symbol, a dot. Exact for any safe integer: the digits are placed, never divided in floating point.
 */
export function decimalAmount(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** decimalAmount() with its thousands grouped ('1,234.50'): a line's amount under a column headed by the currency. */
export function groupedAmount(minor: number, currency: string): string {
  const [whole, fraction] = decimalAmount(minor, currency).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

/** The currency's symbol in the receipt's language ('ر.س.', 'SAR', '$'). */
export function currencySymbol(currency: string, lang: Lang): string {
  return symbolOf(currency, lang).symbol;
}

function symbolOf(currency: string, lang: Lang): { symbol: string; first: boolean } {
  const parts = new Intl.NumberFormat(lang === 'en' ? 'en' : 'ar-u-nu-latn', { style: 'currency', currency }).formatToParts(0);
  const at = parts.findIndex((p) => p.type === 'currency');
  return { symbol: parts[at]?.value ?? currency, first: at < parts.findIndex((p) => p.type === 'integer') };
}

/**
 * An amount as the receipt's reader writes it, with the currency in the receipt's language: '1,234.50 ر.س.' on an
 * Arabic receipt (Latin digits, as the paper menu prints them), 'SAR 1,234.50' on an English one. The number itself
 * is decimalAmount()'s digits, grouped; only the symbol and its place come from Intl.
 */
export function receiptAmount(minor: number, currency: string, lang: Lang): string {
  const { symbol, first: symbolFirst } = symbolOf(currency, lang);
  const grouped = groupedAmount(minor, currency);
  // English puts a letter code before the number with a space ('SAR 5.00') and a sign without one ('$5.00').
  if (symbolFirst) return /^[A-Za-z]+$/.test(symbol) ? `${symbol} ${grouped}` : `${symbol}${grouped}`;
  return `${grouped} ${symbol}`;
}
