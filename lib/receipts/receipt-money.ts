import type { Lang } from '../i18n/lang';
import { currencyFormat, minorToText } from '../money';

/**
 * The receipt's amounts, from integer minor units: the digits are lib/money's (the currency's decimals from ISO 4217
 * through Intl, placed exactly); here only how a receipt lays them out, grouped and with the currency's symbol in
 * the receipt's language.
 */

/** An amount with its thousands grouped ('1,234.50'): a line's amount under a column headed by the currency. */
export function groupedAmount(minor: number, currency: string): string {
  const [whole, fraction] = minorToText(minor, currency).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

/** The currency's symbol in the receipt's language ('ر.س.', 'SAR', '$'). */
export function currencySymbol(currency: string, lang: Lang): string {
  return symbolOf(currency, lang).symbol;
}

function symbolOf(currency: string, lang: Lang): { symbol: string; first: boolean } {
  const parts = currencyFormat(currency, lang).formatToParts(0);
  const at = parts.findIndex((p) => p.type === 'currency');
  return { symbol: parts[at]?.value ?? currency, first: at < parts.findIndex((p) => p.type === 'integer') };
}

/**
 * An amount as the receipt's reader writes it, with the currency in the receipt's language: '1,234.50 ر.س.' on an
 * Arabic receipt (Latin digits, as the paper menu prints them), 'SAR 1,234.50' on an English one. The number itself
 * is lib/money's exact digits, grouped; only the symbol and its place come from Intl.
 */
export function receiptAmount(minor: number, currency: string, lang: Lang): string {
  const { symbol, first: symbolFirst } = symbolOf(currency, lang);
  const grouped = groupedAmount(minor, currency);
  // English puts a letter code before the number with a space ('SAR 5.00') and a sign without one ('$5.00').
  if (symbolFirst) return /^[A-Za-z]+$/.test(symbol) ? `${symbol} ${grouped}` : `${symbol}${grouped}`;
  return `${grouped} ${symbol}`;
}
