import { z } from './z';

/** Galleries (spec §3 Gallery, §5 Gallery, §7 pgallery/egallery/egalleryimage). */
export const GALLERY_DISPLAYS = ['scroll', 'show-all'] as const;
const title = z.string({ error: 'title must be text' }).trim().min(1, 'title is a required field').max(100, 'title is at most 100 characters');
const note = z.string({ error: 'note must be text' }).trim().max(300, 'note is at most 300 characters');

export const createGallerySchema = z.object({ title });
export const editGallerySchema = z.object({ title, display: z.enum(GALLERY_DISPLAYS, { error: (i) => (i.input === undefined ? undefined : 'display must be scroll or show-all') }) });
export const galleryImageNoteSchema = z.object({ note });
/** The quick add-image form: file and note both required (§5). The file is checked in the form (FileList). */
export const quickGalleryImageSchema = z.object({ note: note.min(1, 'note is a required field') });
