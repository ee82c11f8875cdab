/**
 * Prices, sales and their display (spec §3 Cart, §4 Item sale, §9). Pure: shared by the server (cart totals)
 * and the browser (display only).
 */
import { dinerTexts } from '../i18n/diner-texts';
import type { Lang } from '../i18n/lang';
import { MONEY_DECIMALS, type Currency } from '../money/currencies';
import { formatMoney, LEGACY_SYMBOL } from '../money/format-money';
import { toMinor } from '../money/minor-units';

export type { Currency };
export { MONEY_DECIMALS };

export type PricedItem = {
  price: number;
  subItems?: { title: string; price: number }[] | null;
  sale?: { onSale?: boolean | null; offPrice?: number | null } | null;
};

/** The symbols of spec §9 ('JD', '$'); the other currencies are named by lib/money's currencySymbol(). */
export const CURRENCY_SYMBOL = LEGACY_SYMBOL;

/** The fraction taken off (0 when the item is not on sale). */
export function discountOf(item: Pick<PricedItem, 'sale'>): number {
  const off = item.sale?.onSale ? Number(item.sale.offPrice ?? 0) : 0;
  return Number.isFinite(off) && off > 0 && off < 1 ? off : 0;
}

/** Price after discount: price minus price times offPrice, kept to the currency's decimals. */
export function salePrice(price: number, offPrice: number, currency: Currency = 'JOD'): number {
  return roundMoney(price - price * offPrice, currency);
}

/**
 * Unit price of an item, or of its chosen sub-item, plus what its chosen options add (`options`, issue #22), with the
 * item's discount applied to the whole.
 */
export function unitPrice(item: PricedItem, subItem?: number | null, options = 0, currency: Currency = 'JOD'): number {
  const base =
    subItem !== null && subItem !== undefined && item.subItems && item.subItems.length > 0
      ? item.subItems[subItem]?.price
      : item.price;
  if (base === undefined) throw new RangeError('unknown sub-item');
  return salePrice(roundMoney(base + options, currency), discountOf(item), currency);
}

/** 'تخفيض بنسبة X%' ('X% off' on the English page) with X = offPrice × 100. */
export function saleText(offPrice: number, lang: Lang = 'ar'): string {
  return dinerTexts(lang).menu.salePercent(Math.round(offPrice * 100 * 100) / 100);
}

/**
 * A decimal price as the reader sees it: two decimals followed by the symbol for the dinar and the dollar, '3.50 JD',
 * '2.00 $' (spec §9); the other currencies with all their decimals, as Intl writes them in `lang`.
 */
export function formatPrice(amount: number, currency: Currency = 'JOD', lang: Lang = 'ar'): string {
  if (LEGACY_SYMBOL[currency]) return `${amount.toFixed(2)} ${LEGACY_SYMBOL[currency]}`;
  return formatMoney(toMinor(amount, currency), currency, lang);
}

/** Money kept to the currency's decimals (3 for JOD, 2 for USD), which also clears float noise from totals. */
export function roundMoney(n: number, currency: Currency = 'JOD'): number {
  const d = MONEY_DECIMALS[currency] ?? 3;
  // Shifted in decimal notation ('1.005e2' is 100.5), so that 1.005 rounds to 1.01 and not to 1.00 (1.005 × 100 = 100.4999…).
  const shifted = Number(`${n}e${d}`);
  if (!Number.isFinite(shifted)) return Math.round(n * 10 ** d) / 10 ** d;
  return Number(`${Math.round(shifted)}e-${d}`);
}
