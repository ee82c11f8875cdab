import { minorDigits, type Currency } from './currencies';

/**
 * Decimal amounts (the API's and the forms' '3.5') ⇄ integer minor units (3500 fils), exactly: the number is read
 * from its shortest decimal text, the way it was written, never multiplied as a float (1.005 × 1000 is 1004.999…, but
 * 1.005 JOD is 1005 fils). More decimals than the currency has are rounded half away from zero, the one rule of
 * ./rounding.ts: 1.0005 JOD is 1001 fils, 0.125 USD is 13 cents.
 */
export function toMinor(amount: number | string, currency: Currency): number {
  return decimalToScaledInteger(amount, minorDigits(currency));
}

/** Minor units back to the decimal amount (the closest double to it: 1005 fils → 1.005). */
export function fromMinor(minor: number, currency: Currency): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`);
  return minor / 10 ** minorDigits(currency);
}

/**
 * Minor units as the exact decimal text, with the currency's decimals, no grouping and no symbol ('115.00' for 11500
 * SAR, '2.500' for 2500 JOD): the digits are placed, never divided in floating point, so any safe integer is exact.
 */
export function minorToText(minor: number, currency: string): string {
  const decimals = minorDigits(currency);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** True when the amount has no more decimals than the currency's minor unit (3.505 SAR has one too many). */
export function fitsMinorUnit(amount: number | string, currency: Currency): boolean {
  const parts = decimalParts(amount);
  return parts !== null && parts.fraction.replace(/0+$/, '').length - parts.exponent <= minorDigits(currency);
}

type DecimalParts = { negative: boolean; whole: string; fraction: string; exponent: number };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function decimalParts(amount: number | string): DecimalParts | null {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  const m = DECIMAL.exec(String(amount).trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  return { negative: m[1] === '-', whole: m[2] || '0', fraction: m[3] ?? '', exponent: Number(m[4] ?? 0) };
}

/** round(amount × 10^digits) half away from zero, computed on the decimal digits. */
function decimalToScaledInteger(amount: number | string, digits: number): number {
  const parts = decimalParts(amount);
  if (!parts) throw new RangeError(`not an amount: ${String(amount)}`);
  const shift = digits + parts.exponent;
  const allDigits = parts.whole + parts.fraction;
  // The decimal point sits after `whole`; move it `shift` places to the right.
  const point = parts.whole.length + shift;
  const padded = point > allDigits.length ? allDigits.padEnd(point, '0') : allDigits;
  const intText = point <= 0 ? '0' : padded.slice(0, point);
  const rest = point <= 0 ? '0'.repeat(-point) + allDigits : padded.slice(point);
  let n = BigInt(intText);
  if (rest !== '' && rest[0] >= '5') n += 1n;
  const result = Number(parts.negative ? -n : n);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount too large');
  return result === 0 ? 0 : result;
}
