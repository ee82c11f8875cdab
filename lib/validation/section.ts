import { z } from './z';
import { plainText } from './plain-text';

/** Section form and body of psection/esection (spec §5 Section: title required; prime required). */
export const sectionSchema = z.object({
  title: z.string().overwrite(plainText).trim().min(1, 'title is a required field').max(100, 'title is at most 100 characters'),
  prime: z.boolean(),
});
export type SectionInput = z.infer<typeof sectionSchema>;

/** Ops with no body (msection, mitem): whatever is sent is ignored. */
export const noBody = z.object({});
