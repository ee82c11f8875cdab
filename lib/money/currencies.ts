import { CURRENCY_CODES, type CurrencyCode } from '../shared/currencies';

/**
 * The currencies a menu may price in, and each one's minor unit. Pure and browser-safe.
 *
 * The minor unit is not a table of ours: it is what ICU's copy of ISO 4217 says, read through
 * `Intl.NumberFormat(...).resolvedOptions().maximumFractionDigits` (3 for the dinars and rials of JOD, KWD, BHD, OMR;
 * 2 for the others), so a currency added here gets its digits from the same source as its formatting.
 */
export const CURRENCIES = CURRENCY_CODES;
export type Currency = CurrencyCode;

/** What a menu without a currency prices in (the product began in Jordan). */
export const DEFAULT_CURRENCY: Currency = 'JOD';

export const isCurrency = (v: unknown): v is Currency => typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);

/** A stored or sent currency read safely: an unknown or missing one is the default, never a crash further down. */
export const asCurrency = (v: unknown): Currency => (isCurrency(v) ? v : DEFAULT_CURRENCY);

const digitsOf = (currency: string): number =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** Each currency's minor-unit digits (ISO 4217 through Intl), read once: prices are converted on every render. */
export const MONEY_DECIMALS: Record<Currency, number> = Object.fromEntries(CURRENCIES.map((c) => [c, digitsOf(c)])) as Record<Currency, number>;

/**
 * The number of decimals of the currency's minor unit (ISO 4217 through Intl); any code Intl knows, not only a menu's
 * (a receipt may be in another). Throws a RangeError for a code Intl does not know.
 */
export const minorDigits = (currency: string): number => MONEY_DECIMALS[currency as Currency] ?? digitsOf(currency);

/** Minor units in one major unit: 1000 fils in a dinar, 100 halalas in a riyal. */
export const minorPerMajor = (currency: Currency): number => 10 ** minorDigits(currency);
