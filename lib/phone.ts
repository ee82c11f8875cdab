import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Phone numbers (spec §5 "Phone validation rule set"): a leading plus (or 00) means an international number,
 * otherwise the number is read in the default country. The default is the USA, overridable per deployment with
 * NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY (e.g. 'JO'). No server-only imports: forms use this in the browser.
 */
export const FALLBACK_PHONE_COUNTRY: CountryCode = 'US';

export function defaultPhoneCountry(): CountryCode {
  const configured = (process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(configured) ? (configured as CountryCode) : FALLBACK_PHONE_COUNTRY;
}

/** True when `value` is a valid phone number in `country` (default: the deployment's default country). */
export function isValidPhone(value: string, country: CountryCode = defaultPhoneCountry()): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 40) return false;
  // '00' is the international prefix in most of the world: treat it like '+'.
  const normalized = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  try {
    return isValidPhoneNumber(normalized, country);
  } catch {
    return false;
  }
}

/** '00…' is written like '+…'. */
function international(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
}

/**
 * The one phone rule: a number as people write it — local in `country` (default: the deployment's
 * default country, e.g. '0791234567' with JO) or international ('+962 79 123 4567', '00962…') — in E.164
 * ('+962791234567'); null when it is not a valid number.
 */
export function toE164(value: string, country: CountryCode = defaultPhoneCountry()): string | null {
  if (!isValidPhone(value, country)) return null;
  try {
    return parsePhoneNumberFromString(international(value), country)?.number ?? null;
  } catch {
    return null;
  }
}

/** A number written internationally ('+962 79 …' or '00962…') in E.164; null for a local or invalid one. */
export const internationalE164 = (value: string): string | null => (international(value).startsWith('+') ? toE164(value) : null);

/**
 * A stored number as its form field starts: written as locals write it ('07 9123 4567') when it is the default
 * country's (the country selector says +962 beside it), internationally ('+20 10 12345678') otherwise; read back by
 * toE164 all the same.
 */
export function phoneFieldValue(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return e164;
  return parsed.country === defaultPhoneCountry() ? parsed.formatNational() : parsed.formatInternational();
}

/** An E.164 number as people read it ('+962 7 9555 0199'); the text as given when it does not parse. */
export const readablePhone = (e164: string): string => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** The stored form of a phone field: E.164 when valid, else the text as given (the schema refuses it anyway). */
export const storedPhone = (value: string): string => (value === '' ? '' : (toE164(value) ?? value));

/** A wa.me link for a phone number written as people write it; null when it is not a valid number. */
export function whatsappLinkFor(value: string, country?: CountryCode): string | null {
  const e164 = toE164(value, country);
  return e164 ? `https://wa.me/${e164.slice(1)}` : null;
}
