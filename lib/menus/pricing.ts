/**
 * Prices, sales and their display (spec §3 Cart, §4 Item sale, §9). Pure: shared by the server (cart totals)
 * and the browser (display only).
 */
import { dinerTexts } from '../i18n/diner-texts';
import type { Lang } from '../i18n/lang';

export type Currency = 'JOD' | 'USD';

export type PricedItem = {
  price: number;
  subItems?: { title: string; price: number }[] | null;
  sale?: { onSale?: boolean | null; offPrice?: number | null } | null;
};

export const CURRENCY_SYMBOL: Record<Currency, string> = { JOD: 'JD', USD: '$' };

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
 * Unit price of an item, or of its chosen sub-item, plus what its chosen options add (`options`), with the
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

/** Two decimals followed by the currency symbol: '3.50 JD', '2.00 $'. */
export function formatPrice(amount: number, currency: Currency = 'JOD'): string {
  return `${amount.toFixed(2)} ${CURRENCY_SYMBOL[currency] ?? currency}`;
}

/** The decimals money is kept to: the dinar has 1000 fils, the dollar 100 cents (shown with 2 either way, §9). */
export const MONEY_DECIMALS: Record<Currency, number> = { JOD: 3, USD: 2 };

/** Money kept to the currency's decimals (3 for JOD, 2 for USD), which also clears float noise from totals. */
export function roundMoney(n: number, currency: Currency = 'JOD'): number {
  const d = MONEY_DECIMALS[currency] ?? 3;
  // Shifted in decimal notation ('1.005e2' is 100.5), so that 1.005 rounds to 1.01 and not to 1.00 (1.005 × 100 = 100.4999…).
  const shifted = Number(`${n}e${d}`);
  if (!Number.isFinite(shifted)) return Math.round(n * 10 ** d) / 10 ** d;
  return Number(`${Math.round(shifted)}e-${d}`);
}
