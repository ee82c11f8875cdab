import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

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
