import { IMAGE_NAME_PATTERN } from '../uploads/urls';
import { z } from './z';
import { plainText } from './plain-text';

/** Galleries (spec §3 Gallery, §5 Gallery, §7 pgallery/egallery/egalleryimage). */
export const GALLERY_DISPLAYS = ['scroll', 'show-all'] as const;
const title = z.string({ error: 'title must be text' }).overwrite(plainText).trim().min(1, 'title is a required field').max(100, 'title is at most 100 characters');
const note = z.string({ error: 'note must be text' }).trim().max(300, 'note is at most 300 characters');

export const createGallerySchema = z.object({ title });
export const editGallerySchema = z.object({ title, display: z.enum(GALLERY_DISPLAYS, { error: (i) => (i.input === undefined ? undefined : 'display must be scroll or show-all') }) });
/** egallery's second form (§7 `image (note)`): an image already stored by the upload, added as a new entry. */
export const galleryImageEntrySchema = z.strictObject(
  {
    image: z.string({ error: 'image must be text' }).regex(IMAGE_NAME_PATTERN, 'image must be the name of an uploaded image'),
    note: note.default(''),
  },
  { error: (i) => (i.code === 'unrecognized_keys' ? 'an image entry takes only image and note' : undefined) },
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
export const galleryImageNoteSchema = z.object({ note });
