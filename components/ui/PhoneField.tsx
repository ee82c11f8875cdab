'use client';

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { defaultPhoneCountry } from '@/lib/phone';
import { asInternational, countryOfLanguages, countryOfNumber, findPhoneCountry, phoneCountries } from '@/lib/phone-countries';
import { PHONE_FIELD_TEXT as AR } from '@/lib/i18n/ar';
import { PHONE_FIELD_TEXT as EN } from '@/lib/i18n/en';
import type { CountryCode } from 'libphonenumber-js';
import styles from './FormField.module.css';
import { FieldShell, fieldMessageIds } from './FieldMessages';

type Props = {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  /** The screen's language: the selector's country names and its own label. */
  lang?: 'ar' | 'en';
  /** The current value (to show the country of a stored international number). */
  initialValue?: string;
  /** Added to the field's wrapper (its place in a row). */
  className?: string;
  /** The country of the place the number belongs to (a menu's, from its other numbers), when known. */
  country?: CountryCode | null;
} & UseFormRegisterReturn;

const subscribeLanguages = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
};
const browserLanguages = () => (navigator.languages?.length ? navigator.languages.join(',') : navigator.language);
const noLanguages = () => '';

/**
 * A phone field with a country selector beside it: the selector starts on the country of the stored number, else of
 * the place (`country`: the menu's), else of the browser's language ('ar-JO'), else the deployment's default
 * (NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY), and is searched by name, code or calling code (a native list, so it works with
 * the keyboard and screen readers). A local number of a country other than the deployment's default is written
 * internationally when the country is chosen, the number is left or the form is sent (Enter in the field leaves
 * nothing), so the server, which reads local numbers in its default country, stores it in E.164.
 * Spread `register('phone')` into it like into FormField.
 */
export function PhoneField({ label, error, hint, id, lang = 'ar', initialValue, className, country: placeCountry, ref, onChange, onBlur, name, ...rest }: Props) {
  const text = lang === 'ar' ? AR : EN;
  const autoId = useId();
  const inputId = id ?? `phone-${autoId}`;
  const listId = `${inputId}-countries`;
  const countries = useMemo(() => phoneCountries(lang), [lang]);
  const fallback = defaultPhoneCountry();
  // A stored number shown locally (lib/phone.ts phoneFieldValue) is one of the deployment's default country.
  const ownCountry = countryOfNumber(initialValue ?? '') ?? (initialValue?.trim() ? fallback : null);
  // The browser's languages are known only in the browser (the server renders the default until then).
  const languages = useSyncExternalStore(subscribeLanguages, browserLanguages, noLanguages);
  const browserCountry = useMemo(() => countryOfLanguages(languages ? languages.split(',') : []), [languages]);
  // The country the person chose in the selector, and what they are typing in it (null: its label).
  const [picked, setPicked] = useState<CountryCode | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const country = picked ?? ownCountry ?? placeCountry ?? browserCountry ?? fallback;
  const labelOf = (code: CountryCode) => countries.find((c) => c.code === code)?.label ?? code;
  const countryText = typing ?? labelOf(country);
  const phone = useRef<HTMLInputElement | null>(null);

  // Rewrites a local number of a chosen (non-default) country as an international one, through react-hook-form.
  const rewrite = (code: CountryCode) => {
    const input = phone.current;
    if (!input || code === fallback) return;
    const next = asInternational(input.value, code);
    if (next === input.value) return;
    input.value = next;
    void onChange({ target: input, type: 'change' });
  };

  // Sent with Enter from the phone field, the number was never left: written internationally before the form reads it
  // (a listener on the form itself runs before React's, which hears the event at the page's root).
  useEffect(() => {
    const form = phone.current?.form;
    if (!form) return;
    const beforeSubmit = () => rewrite(country);
    form.addEventListener('submit', beforeSubmit, true);
    return () => form.removeEventListener('submit', beforeSubmit, true);
  });

  const onCountryChange = (e: ChangeEvent<HTMLInputElement>) => {
    setTyping(e.target.value);
    const found = findPhoneCountry(e.target.value, lang);
    if (found && found.label === e.target.value) {
      setPicked(found.code);
      rewrite(found.code);
    }
  };
  const onCountryBlur = (e: FocusEvent<HTMLInputElement>) => {
    const found = findPhoneCountry(e.target.value, lang);
    setTyping(null);
    if (found) {
      setPicked(found.code);
      rewrite(found.code);
    }
  };

  const { describedBy } = fieldMessageIds(inputId, hint, error);
  return (
    <FieldShell inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <div className={styles.phoneRow}>
        <input
          className={`${styles.input} ${styles.country}`}
          list={listId}
          value={countryText}
          onChange={onCountryChange}
          onBlur={onCountryBlur}
          onFocus={(e) => e.target.select()}
          aria-label={text.country}
          autoComplete="off"
          data-testid="phone-country"
        />
        <datalist id={listId}>
          {countries.map((c) => (
            <option key={c.code} value={c.label} />
          ))}
        </datalist>
        <input
          {...rest}
          name={name}
          ref={(el) => {
            phone.current = el;
            if (typeof ref === 'function') ref(el);
          }}
          id={inputId}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          className={styles.input}
          onChange={onChange}
          onBlur={(e) => {
            rewrite(country);
            void onBlur(e);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    </FieldShell>
  );
}
