'use client';

import { useId, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { defaultPhoneCountry } from '@/lib/phone';
import { asInternational, countryOfNumber, findPhoneCountry, phoneCountries } from '@/lib/phone-countries';
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
} & UseFormRegisterReturn;

/**
 * A phone field with a country selector beside it (issue #16): the selector starts on the deployment's default
 * country (NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY) or the country of the stored number, and is searched by name, code or
 * calling code (a native list, so it works with the keyboard and screen readers). A local number of another country
 * is written internationally when the country is chosen or the number is left, so the server stores it in E.164.
 * Spread `register('phone')` into it like into FormField.
 */
export function PhoneField({ label, error, hint, id, lang = 'ar', initialValue, className, ref, onChange, onBlur, name, ...rest }: Props) {
  const text = lang === 'ar' ? AR : EN;
  const autoId = useId();
  const inputId = id ?? `phone-${autoId}`;
  const listId = `${inputId}-countries`;
  const countries = useMemo(() => phoneCountries(lang), [lang]);
  const fallback = defaultPhoneCountry();
  const [country, setCountry] = useState<CountryCode>(() => countryOfNumber(initialValue ?? '') ?? fallback);
  const labelOf = (code: CountryCode) => countries.find((c) => c.code === code)?.label ?? code;
  const [countryText, setCountryText] = useState(() => labelOf(country));
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

  const onCountryChange = (e: ChangeEvent<HTMLInputElement>) => {
    setCountryText(e.target.value);
    const found = findPhoneCountry(e.target.value, lang);
    if (found && found.label === e.target.value) {
      setCountry(found.code);
      rewrite(found.code);
    }
  };
  const onCountryBlur = (e: FocusEvent<HTMLInputElement>) => {
    const found = findPhoneCountry(e.target.value, lang);
    const code = found?.code ?? country;
    setCountry(code);
    setCountryText(labelOf(code));
    if (found) rewrite(code);
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
