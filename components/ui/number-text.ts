/**
 * The attributes of a field that takes a number: a text field with the phone's number pad, left to right — not
 * `type="number"`, which in Chromium drops what an Arabic keyboard types ('٣٫٥' leaves the field empty, read as
 * missing). The schemas read the text, Arabic-Indic digits and '٫' included (lib/validation/number-field.ts), so
 * register these fields without `valueAsNumber`.
 */
export const numberText = (kind: 'decimal' | 'whole') =>
  ({ type: 'text', inputMode: kind === 'decimal' ? 'decimal' : 'numeric', dir: 'ltr', autoComplete: 'off', spellCheck: false }) as const;
