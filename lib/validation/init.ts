import { z } from './z';
import { isValidPhone, storedPhone } from '../phone';
import { isShortName } from './short-name';
import { plainText } from './plain-text';
import { zm } from '../i18n/t';

const required = (path: string, max: number) => z.string().trim().min(1, zm('required', { field: path })).max(max, zm('tooLong', { field: path, max }));

/**
 * The init form and the body of POST /api/v1/quickmenu/{id}/init (spec §5 Init form, §7): name, description, address
 * and phone required; the phone must be valid ('رقم هاتف غير صحيح'); the short menu username is optional.
 */
export const initMenuSchema = z.object({
  institution: z.object({
    name: z.string().overwrite(plainText).pipe(required('institution.name', 100)),
    description: required('institution.description', 300),
    location: z.object({ address: required('institution.location.address', 200) }),
    contact: z.object({
      phone: required('institution.contact.phone', 30).refine((v) => isValidPhone(v), zm('initPhoneInvalid')).transform(storedPhone),
    }),
  }),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || isShortName(v), zm('shortName'))
    .optional()
    .transform((v) => v || undefined),
});
export type InitMenuInput = z.input<typeof initMenuSchema>;
export type InitMenuValues = z.output<typeof initMenuSchema>;
