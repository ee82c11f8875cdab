import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** A country as the phone field's selector offers it: its name in the screen's language and its calling code. */
export interface PhoneCountry {
  code: CountryCode;
  callingCode: string;
  name: string;
  /** What the selector shows and matches: 'الأردن ‎+962'. */
  label: string;
}

const cache = new Map<string, PhoneCountry[]>();

/** Every country libphonenumber knows, named in `lang` (Intl.DisplayNames), sorted by name in that language. */
export function phoneCountries(lang: 'ar' | 'en'): PhoneCountry[] {
  const known = cache.get(lang);
  if (known) return known;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const list = getCountries()
    .map((code) => {
      const callingCode = getCountryCallingCode(code);
      const name = names.of(code) ?? code;
      // U+200E keeps '+962' reading left to right inside Arabic text.
      return { code, callingCode, name, label: `${name} \u200e+${callingCode}` };
    })
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  cache.set(lang, list);
  return list;
}

/**
 * The country the diner/owner means by what they typed in the selector: an exact label, a two-letter code ('EG'), a
 * calling code ('+20', '20', '0020'), or a name (case-insensitive, the start of it when only one country starts so).
 */
export function findPhoneCountry(text: string, lang: 'ar' | 'en'): PhoneCountry | null {
  const list = phoneCountries(lang);
  const typed = text.trim();
  if (!typed) return null;
  const exact = list.find((c) => c.label === typed || c.name === typed);
  if (exact) return exact;
  if (/^[A-Za-z]{2}$/.test(typed)) return list.find((c) => c.code === typed.toUpperCase()) ?? null;
  const digits = typed.replace(/^(\+|00)/, '');
  if (/^\d{1,4}$/.test(digits)) {
    const matches = list.filter((c) => c.callingCode === digits);
    // Several countries share +1 and +7: the most populous answers for the code alone.
    return matches.find((c) => c.code === 'US' || c.code === 'RU') ?? matches[0] ?? null;
  }
  const lower = typed.toLocaleLowerCase(lang);
  const starting = list.filter((c) => c.name.toLocaleLowerCase(lang).startsWith(lower));
  return starting.length === 1 ? starting[0] : null;
}

/** The country of a number already written internationally ('+20 10…' → EG); null for a local number. */
export function countryOfNumber(value: string): CountryCode | null {
  const trimmed = value.trim().replace(/^00/, '+');
  if (!trimmed.startsWith('+')) return null;
  return parsePhoneNumberFromString(trimmed)?.country ?? null;
}

/**
 * A local number read in `country`, written internationally ('0101 234 5678' in EG → '+20 10 12345678'), so the
 * server (which reads local numbers in the deployment's default country) stores the right one. International numbers
 * and numbers that are not valid in `country` are returned as typed (the form's schema then flags the invalid ones).
 */
export function asInternational(value: string, country: CountryCode): string {
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('+') || trimmed.startsWith('00')) return value;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  return parsed?.isValid() ? parsed.formatInternational() : value;
}

/**
 * The country a browser's languages name ('ar-JO' → JO; 'en-US', 'ar-EG'…), the first one that has phone numbers;
 * null when none names a region ('ar', 'en'). For a phone field with no number of its own to start its selector on.
 */
export function countryOfLanguages(languages: readonly string[]): CountryCode | null {
  const known = new Set<string>(getCountries());
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && known.has(region)) return region as CountryCode;
    } catch {
      // A malformed tag names no country.
    }
  }
  return null;
}

/** The country of the first of these numbers that is stored internationally (a menu's contact, its branches); null if none. */
export function countryOfNumbers(values: readonly (string | null | undefined)[]): CountryCode | null {
  for (const value of values) {
    const country = value ? countryOfNumber(value) : null;
    if (country) return country;
  }
  return null;
}
