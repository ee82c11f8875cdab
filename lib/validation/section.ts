import { anyFieldGiven, z } from './z';
import { plainText } from './plain-text';
import { zm } from '../i18n/t';
import { titleTranslationsSchema } from './translations';
import { availabilitySchema } from './availability';
import { stationRefField } from './station';

/** Section form and body of psection/esection (spec §5 Section: title required; prime required). */
export const sectionSchema = z.object({
  title: z.string().overwrite(plainText).trim().min(1, zm('required', { field: 'section:title' })).max(100, zm('tooLong', { field: 'section:title', max: 100 })),
  prime: z.boolean(),
  /** The English title, when the owner gives it. */
  translations: titleTranslationsSchema('section', 100).optional(),
  /** The section's hours, e.g. breakfast 07:00–11:30; none: whenever the menu is open. */
  availability: availabilitySchema.optional(),
});
export type SectionInput = z.infer<typeof sectionSchema>;

/**
 * esection's body: any of the section's fields, each written only when given, so a form that sends what it changed
 * leaves what another tab or admin saved meanwhile as they saved it. The spec's full `{ title, prime }` is one such
 * body. Unknown keys are dropped.
 */
export const sectionEditSchema = sectionSchema
  // The kitchen station its items go to: an edit only, a new section goes to the menu's default.
  .extend({ station: stationRefField })
  .partial()
  .refine(anyFieldGiven, zm('nothingToChangeSection'));
export type SectionEdit = z.output<typeof sectionEditSchema>;

/** Ops with no body (msection, mitem): whatever is sent is ignored. */
export const noBody = z.object({});
