import { z } from './z';
import { plainTextField, textField } from './link-fields';

/**
 * The English side of a menu's texts: `translations: { en: { title?, description? } }` beside the Arabic
 * fields, in the same bodies (the spec's bodies are unchanged; this is an addition). Each side is optional, checked as
 * its Arabic field is (one line for a title, the same length limits); an empty text means 'no translation' (the page
 * then shows the Arabic). Given, `translations` replaces the stored one as a whole; not given, it is kept.
 */

/** For a text with a title only (a section, a sub-item): `{ en: { title } }`. */
export const titleTranslationsSchema = (context: string, max: number) =>
  z.object({ en: z.object({ title: plainTextField(`${context}:translations.en.title`, max) }).partial() }).partial();

/** For an item: `{ en: { title, description } }`. */
export const itemTranslationsSchema = z
  .object({
    en: z.object({ title: plainTextField('item:translations.en.title', 100), description: textField('translations.en.description', 1000) }).partial(),
  })
  .partial();

/** For a branch: `{ en: { address } }`. */
export const addressTranslationsSchema = z
  .object({ en: z.object({ address: plainTextField('branch:translations.en.address', 300) }).partial() })
  .partial();

/** For a gallery image: `{ en: { note } }`. */
export const noteTranslationsSchema = z.object({ en: z.object({ note: plainTextField('translations.en.note', 300) }).partial() }).partial();
