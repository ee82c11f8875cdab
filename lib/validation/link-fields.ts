import { z } from './z';
import { plainText } from './plain-text';
import { isValidPhone, storedPhone, whatsappLinkFor } from '../phone';
import { zm, zmUnlessMissing } from '../i18n/t';
import { numberFromText } from '../shared/ascii-digits';

/**
 * Field schemas for owner-entered values that end up in links on the public page (spec §5): safe by
 * construction. URLs are http(s) only; phone numbers are valid and hold only digits, '+', spaces and - ( ) .;
 * coordinates are finite numbers within range. '' clears an optional field.
 */
export const PHONE_MESSAGE = 'Invalid phone number';
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

export const isHttpUrl = (v: string) => {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
  } catch {
    return false;
  }
};

/** An http(s) URL or '' (to clear). */
export const httpUrlField = (field: string) =>
  z
    .string(zm('notText', { field }))
    .trim()
    .max(1000, zm('tooLong', { field, max: 1000 }))
    .refine((v) => v === '' || isHttpUrl(v), zm('httpUrl', { field }));

export const isSafePhone = (v: string) => PHONE_CHARS.test(v) && isValidPhone(v);

/** A valid phone number; '' allowed unless `required`. */
export const phoneField = (required: boolean) =>
  z
    .string({ error: zmUnlessMissing('phoneInvalid') })
    .trim()
    .refine((v) => (v === '' ? !required : isSafePhone(v)), zm('phoneInvalid'))
    .transform(storedPhone);

/** The WhatsApp contact: a full http(s) link, or a phone number (local or international) made into a wa.me link. */
export const whatsappField = (field: string) =>
  z
    .string(zm('notText', { field }))
    .trim()
    .max(1000, zm('tooLong', { field, max: 1000 }))
    .refine((v) => v === '' || isHttpUrl(v) || isSafePhone(v), zm('whatsappInvalid', { field }))
    .transform((v) => (v === '' || isHttpUrl(v) ? v : (whatsappLinkFor(v) ?? v)));

export const emailField = z
  .string(zm('notText', { field: 'email' }))
  .trim()
  .max(254, zm('emailInvalid'))
  .refine((v) => v === '' || z.email().safeParse(v).success, zm('emailInvalid'));

/** A latitude or longitude: a number (or numeric text, as a form sends it) within range; '' or null means none. */
export const coordinateField = (field: 'lat' | 'long') => {
  const limit = field === 'lat' ? 90 : 180;
  const message = zm('coordinate', { field, limit });
  return z.preprocess(
    // A blank field is no coordinate.
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : numberFromText(v)),
    z.number(message).finite(message).min(-limit, message).max(limit, message).nullable(),
  );
};

/** Both coordinates or neither. */
export function coordinatesOf(body: { lat?: number | null; long?: number | null }): [number, number] | null | undefined {
  if (body.lat === undefined && body.long === undefined) return undefined;
  if (body.lat == null && body.long == null) return null;
  if (body.lat == null || body.long == null) return undefined;
  return [body.long, body.lat];
}

/** The refine option of the both-or-neither check (`{ ...BOTH_COORDINATES_ERROR, path: ['lat'] }`). */
export const BOTH_COORDINATES_ERROR = zm('bothCoordinates');
export const bothOrNeither = (v: { lat?: number | null; long?: number | null }) => (v.lat == null) === (v.long == null);

export const textField = (field: string, max: number) =>
  z.string(zm('notText', { field })).trim().max(max, zm('tooLong', { field, max }));
/** A one-line text: control and bidi-override characters taken out first (plainText), then as textField. */
export const plainTextField = (field: string, max: number) => z.string(zm('notText', { field })).overwrite(plainText).pipe(textField(field, max));
