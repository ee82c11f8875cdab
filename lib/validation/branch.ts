import { z } from './z';
import { bothOrNeither, BOTH_COORDINATES_ERROR, coordinateField, httpUrlField, phoneField, textField } from './link-fields';
import { zm } from '../i18n/t';
import { addressTranslationsSchema } from './translations';

/** Branch form and body of POST/PUT /api/v1/quickmenu/{menuId}/branches (spec §5 Branch). */
export const branchSchema = z
  .object({
    address: textField('address', 300).min(1, zm('required', { field: 'address' })),
    googleMaps: httpUrlField('googleMaps').optional(),
    phone: phoneField(true),
    lat: coordinateField('lat').optional(),
    long: coordinateField('long').optional(),
    /** The address in English; kept by an edit that does not name it. */
    translations: addressTranslationsSchema.optional(),
  })
  .refine(bothOrNeither, { ...BOTH_COORDINATES_ERROR, path: ['lat'] });
export type BranchInput = z.input<typeof branchSchema>;
export type BranchValues = z.output<typeof branchSchema>;
