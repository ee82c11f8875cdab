import { z } from './z';
import { chosenItemsSchema } from './item';
import { ADMIN_UPLOAD_TEXT } from '../i18n/ar';
import { browserUploadMaxBytes, FIT_MAX_BYTES, inMegabytes } from '../shared/upload-limits';

const fieldMaxBytes = () => Math.max(FIT_MAX_BYTES, browserUploadMaxBytes());
import { zm } from '../i18n/t';

/** A file input's value as react-hook-form reads it (a FileList); checked by shape so the module also loads on the server. */
const fileList = z
  .custom<FileList>((v) => !!v && typeof v === 'object' && 'length' in v && (v as FileList).length > 0, zm('required', { field: 'file' }))
  // A photo over the upload limit is made smaller in the browser before it is sent (lib/uploads/fit-upload-image.ts);
  // one past what a phone decodes comfortably is refused here, at the field, before anything is read or sent.
  .refine((files) => Array.from({ length: files.length }, (_, i) => files[i]).every((f) => !f || f.size <= fieldMaxBytes()), {
    message: ADMIN_UPLOAD_TEXT.tooLarge(inMegabytes(fieldMaxBytes())),
  });

/** Image upload forms (spec §5): file required. */
export const imageFileSchema = z.object({ file: fileList });
/** Quick gallery image add (spec §5): file and note both required. */
export const imageWithNoteSchema = imageFileSchema.extend({
  note: z.string().trim().min(1, zm('required', { field: 'note' })).max(300, zm('tooLong', { field: 'note', max: 300 })),
});
export type ImageFileValues = z.infer<typeof imageWithNoteSchema>;

/** Add one image to several items (spec §5): at least one item, else 'يرجى إدخال على الاقل عنصر واحد'; file required. */
export const multiItemImageSchema = imageFileSchema.extend({ items: chosenItemsSchema });
