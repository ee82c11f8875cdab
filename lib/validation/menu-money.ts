import { getCountries } from 'libphonenumber-js';
import { z } from './z';
import { zm, zmUnlessMissing } from '../i18n/t';
import { numberFromText } from '../shared/ascii-digits';
import { CURRENCIES } from '../money/currencies';
import { PAYMENT_PROVIDERS } from '../shared/payment-providers';

/**
 * The menu's money settings as the public-info edit takes them: the currency, the country, the tax
 * `{ rate, inclusive, number }` and the service charge. Shared by the server's partial body and the owner's form.
 */

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

/** A percent from 0 to 100 with at most two decimals (15, 16, 7.5): what lib/money computes with exactly. */
const percentField = (field: string) =>
  z.preprocess(
    numberFromText,
    z
      .number(zm('percent', { field }))
      .min(0, zm('percent', { field }))
      .max(100, zm('percent', { field }))
      .refine((n) => Number.isInteger(Number(`${n}e2`)), zm('percent', { field })),
  );

export const currencyField = z.enum(CURRENCIES, zm('currency'));

/** An ISO 3166 alpha-2 code ('SA', 'jo' is read as 'JO'), or '' for none. */
export const countryField = z
  .string(zm('country'))
  .trim()
  .toUpperCase()
  .refine((c) => c === '' || COUNTRIES.has(c), zm('country'));

/** A Saudi VAT registration number: 15 digits, the first and the last a 3 (ZATCA's format). */
export const isSaudiVatNumber = (n: string) => /^3\d{13}3$/.test(n);

const taxNumberField = z
  .string(zm('taxNumber'))
  .trim()
  .max(30, zm('taxNumber'))
  .refine((n) => /^[A-Za-z0-9-]*$/.test(n), zm('taxNumber'));

export const taxField = z.object({
  rate: percentField('tax.rate'),
  inclusive: z.boolean(zm('trueOrFalse', { field: 'tax.inclusive' })),
  number: taxNumberField,
});

/** A provider's API key as its dashboard gives it (Moyasar: pk_test_…, pk_live_…, sk_test_…, sk_live_…). */
const KEY_MODE = /^(pk|sk)_(test|live)_[A-Za-z0-9]{8,200}$/;
const apiKeyField = (field: string, prefix: 'pk' | 'sk') =>
  z
    .string({ error: zmUnlessMissing('paymentKey', { field, prefix }) })
    .trim()
    .refine((k) => KEY_MODE.exec(k)?.[1] === prefix, zm('paymentKey', { field, prefix }));
const keyMode = (k: string) => KEY_MODE.exec(k)?.[2];

/** The restaurant's card-payment keys, given together (one account, one mode: both test or both live). */
export const paymentKeysField = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS, zm('paymentProvider')),
    publishableKey: apiKeyField('payments.publishableKey', 'pk'),
    secretKey: apiKeyField('payments.secretKey', 'sk'),
  })
  .refine((p) => keyMode(p.publishableKey) === keyMode(p.secretKey), { ...zm('paymentKeysMode'), path: ['secretKey'] });

export const moneyFields = {
  currency: currencyField,
  country: countryField,
  tax: taxField.partial(),
  serviceCharge: percentField('serviceCharge'),
  /** null takes the keys away (the bill then offers paying at the counter only). */
  payments: paymentKeysField.nullable(),
};

/** A body that names Saudi Arabia and a tax number together must give a Saudi VAT number. */
export const saudiVatNumberRule = (body: { country?: string; tax?: { number?: string } }) =>
  body.country !== 'SA' || !body.tax?.number || isSaudiVatNumber(body.tax.number);
export const SAUDI_VAT_NUMBER_ERROR = { ...zm('saudiVatNumber'), path: ['tax', 'number'] };
