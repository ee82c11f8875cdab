import { IMAGE_NAME_PATTERN } from '../shared/upload-urls';
import { z } from './z';
import { plainText } from './plain-text';
import { zm, zmUnlessMissing } from '../i18n/t';
import { noteTranslationsSchema, titleTranslationsSchema } from './translations';

/** Galleries (spec §3 Gallery, §5 Gallery, §7 pgallery/egallery/egalleryimage). */
export const GALLERY_DISPLAYS = ['scroll', 'show-all'] as const;
const title = z
  .string(zm('notText', { field: 'gallery:title' }))
  .overwrite(plainText)
  .trim()
  .min(1, zm('required', { field: 'gallery:title' }))
  .max(100, zm('tooLong', { field: 'gallery:title', max: 100 }));
const note = z.string(zm('notText', { field: 'note' })).trim().max(300, zm('tooLong', { field: 'note', max: 300 }));

/** The English sides: a gallery's title, an image's note; kept by an edit that does not name them. */
const titleTranslations = titleTranslationsSchema('gallery', 100).optional();
const noteTranslations = noteTranslationsSchema.optional();

export const createGallerySchema = z.object({ title, translations: titleTranslations });
export const editGallerySchema = z.object({
  title,
  display: z.enum(GALLERY_DISPLAYS, { error: zmUnlessMissing('displayValue') }),
  translations: titleTranslations,
});
/** egallery's second form (§7 `image (note)`): an image already stored by the upload, added as a new entry. */
export const galleryImageEntrySchema = z.strictObject(
  {
    image: z.string(zm('notText', { field: 'image' })).regex(IMAGE_NAME_PATTERN, zm('uploadedImageName', { field: 'image' })),
    note: note.default(''),
    translations: noteTranslations,
  },
  { error: (i) => (i.code === 'unrecognized_keys' ? 'an image entry takes only image, note and translations' : undefined) },
);
const EGALLERY_FORMS = 'egallery takes title and display, or image and note';
const hasImage = (v: unknown) => typeof v === 'object' && v !== null && 'image' in v;
/**
 * egallery's body (§7): `{title, display}` edits the gallery, `{image, note}` adds an image entry. Which form is meant
 * goes by the presence of `image`; a refused body answers that form's own first message.
 */
export const egalleryBodySchema = z.union([galleryImageEntrySchema, editGallerySchema.extend({ image: z.undefined().optional() })], {
  error: (i) => {
    if (i.code !== 'invalid_union' || !('errors' in i)) return undefined;
    return i.errors[hasImage(i.input) ? 0 : 1]?.[0]?.message ?? EGALLERY_FORMS;
  },
});
export type EgalleryBody = z.infer<typeof egalleryBodySchema>;
export const galleryImageNoteSchema = z.object({ note, translations: noteTranslations });
