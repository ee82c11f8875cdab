/** Money in integer minor units: currencies, exact conversion, rounding, formatting, the bill, shares. */
export { CURRENCIES, DEFAULT_CURRENCY, MONEY_DECIMALS, asCurrency, isCurrency, minorDigits, minorPerMajor, type Currency } from './currencies';
export { fitsMinorUnit, fromMinor, minorToText, toMinor } from './minor-units';
export { basisPoints, mulDivRound, percentOf } from './rounding';
export { currencyFormat, currencySymbol, formatMoney, LEGACY_SYMBOL } from './format-money';
export { billBreakdown, type BillBreakdown, type TaxRule } from './bill-breakdown';
export { allocate, splitEvenly } from './split-amount';
