/**
 * Prices, sales and their display (spec §3 Cart, §4 Item sale, §9). Pure: shared by the server (cart totals)
 * and the browser (display only).
 */
import { dinerTexts } from '../i18n/diner-texts';
import type { Lang } from '../i18n/lang';
import { MONEY_DECIMALS, type Currency } from '../money/currencies';
import { formatMoney, LEGACY_SYMBOL } from '../money/format-money';
import { fromMinor, toMinor } from '../money/minor-units';
import { mulDivRound } from '../money/rounding';

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

/**
 * What remains of `minor` units after taking off the fraction `offPrice` (0.2 = 20%), rounded once, half away from
 * zero (lib/money/rounding.ts). The fraction is read from its decimal text, so 0.3 is exactly 3/10.
 */
export function salePriceMinor(minor: number, offPrice: number): number {
  if (offPrice <= 0) return minor;
  const { numerator, denominator } = decimalFraction(offPrice);
  return mulDivRound(minor, denominator - numerator, denominator);
}

/** Price after discount: price minus price times offPrice, kept to the currency's decimals. */
export function salePrice(price: number, offPrice: number, currency: Currency = 'JOD'): number {
  return fromMinor(salePriceMinor(toMinor(price, currency), offPrice), currency);
}

/**
 * Unit price in minor units of an item, or of its chosen sub-item, plus what its chosen options add (`optionsMinor`),
 * with the item's discount applied to the whole: one rounding for the price as stored, one for the sale.
 */
export function unitPriceMinor(item: PricedItem, subItem: number | null | undefined, optionsMinor: number, currency: Currency): number {
  const base =
    subItem !== null && subItem !== undefined && item.subItems && item.subItems.length > 0
      ? item.subItems[subItem]?.price
      : item.price;
  if (base === undefined) throw new RangeError('unknown sub-item');
  return salePriceMinor(toMinor(base, currency) + optionsMinor, discountOf(item));
}

/** What the chosen options add, in minor units: each option's price converted exactly, then summed as integers. */
export function optionsMinor(options: readonly { price: number }[], currency: Currency): number {
  return options.reduce((sum, o) => sum + toMinor(o.price, currency), 0);
}

/** unitPriceMinor as the decimal the API and the screens show; `options` is the options' price in the same decimals. */
export function unitPrice(item: PricedItem, subItem?: number | null, options = 0, currency: Currency = 'JOD'): number {
  return fromMinor(unitPriceMinor(item, subItem, toMinor(options, currency), currency), currency);
}

/** A line's total: its unit price times its quantity, exactly (the unit price is already in the currency's units). */
export function linePrice(unit: number, quantity: number, currency: Currency = 'JOD'): number {
  return fromMinor(toMinor(unit, currency) * quantity, currency);
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

/** Money kept to the currency's decimals (3 for JOD, 2 for USD), rounded half away from zero from its decimal text. */
export function roundMoney(n: number, currency: Currency = 'JOD'): number {
  return fromMinor(toMinor(n, currency), currency);
}

/** A fraction as written in decimal: 0.35 is 35/100, 1e-7 is 1/10000000 (no float noise from 0.35 × 100). */
function decimalFraction(x: number): { numerator: number; denominator: number } {
  for (let places = 0; places <= 15; places++) {
    const scaled = Number(`${x}e${places}`);
    if (Number.isInteger(scaled)) return { numerator: scaled, denominator: 10 ** places };
  }
  return { numerator: Math.round(x * 1e15), denominator: 1e15 };
}
