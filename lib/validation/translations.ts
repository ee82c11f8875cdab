import { z } from './z';
import { plainText } from './plain-text';
import { zm } from '../i18n/t';

/**
 * The English side of a menu's texts (issue #21): `translations: { en: { title?, description? } }` beside the Arabic
 * fields, in the same bodies (the spec's bodies are unchanged; this is an addition). Each side is optional, checked as
 * its Arabic field is (one line for a title, the same length limits); an empty text means 'no translation' (the page
 * then shows the Arabic). Given, `translations` replaces the stored one as a whole; not given, it is kept.
 */
const side = (field: string, max: number, oneLine: boolean) => {
  const text = z.string(zm('notText', { field })).trim().max(max, zm('tooLong', { field, max }));
  return oneLine ? z.string(zm('notText', { field })).overwrite(plainText).pipe(text) : text;
};

/** For a text with a title only (a section, a sub-item): `{ en: { title } }`. */
export const titleTranslationsSchema = (context: string, max: number) =>
  z.object({ en: z.object({ title: side(`${context}:translations.en.title`, max, true) }).partial() }).partial();

/** For an item: `{ en: { title, description } }`. */
export const itemTranslationsSchema = z
  .object({
    en: z
      .object({
        title: side('item:translations.en.title', 100, true),
        description: side('translations.en.description', 1000, false),
      })
      .partial(),
  })
  .partial();
