import type { Lang } from '../i18n/lang';
import { minorDigits, type Currency } from './currencies';

/**
 * The product's own display of its first two currencies (spec §9): two decimals, then the symbol — '3.50 JD', '2.00 $'
 * — whatever the menu's language, as menus, carts and orders have always shown them.
 */
export const LEGACY_SYMBOL: Partial<Record<Currency, string>> = { JOD: 'JD', USD: '$' };

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl's currency format in the language (made once); Arabic keeps Western digits, as every Arabic screen here does. */
export function currencyFormat(currency: string, lang: Lang): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en', { style: 'currency', currency });
    formatters.set(key, f);
  }
  return f;
}

/** An amount in minor units as the diner reads it: '3.50 JD'; '3.500 د.ك.‏' on an Arabic page, 'KWD 3.500' on an English one. */
export function formatMoney(minor: number, currency: Currency, lang: Lang = 'ar'): string {
  const major = minor / 10 ** minorDigits(currency);
  const legacy = LEGACY_SYMBOL[currency];
  if (legacy) return `${major.toFixed(2)} ${legacy}`;
  return currencyFormat(currency, lang).format(major);
}

/** The currency's sign for a legend or a column head: 'JD', '$', or Intl's symbol in the language ('ر.س.‏', 'SAR'). */
export function currencySymbol(currency: Currency, lang: Lang = 'ar'): string {
  const legacy = LEGACY_SYMBOL[currency];
  if (legacy) return legacy;
  return currencyFormat(currency, lang).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}
