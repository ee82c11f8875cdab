/**
 * The ISO 4217 codes a menu may price in: the Levant, the Gulf, Egypt and the dollar. Import-free, so the
 * menu model can hold the list; their minor units and formatting are lib/money's (from Intl, not from here).
 */
export const CURRENCY_CODES = ['JOD', 'SAR', 'AED', 'KWD', 'BHD', 'QAR', 'OMR', 'EGP', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
