import { z } from './z';
import { objectId } from './object-id';
import { zm } from '../i18n/t';

/**
 * The upload form (spec §7 Upload): multipart fields `path`, `model`, `data` (JSON) and `file`.
 * Shared by the admin upload forms (client) and POST /api/v1/upload (server).
 *
 * | model   | path             | data                                                   | effect                              |
 * |---------|------------------|--------------------------------------------------------|-------------------------------------|
 * | menu    | menuMainImage    | { menuId }                                             | sets the header image               |
 * | menu    | institution.logo | { menuId }                                             | sets the logo                       |
 * | item    | image            | { menuId, itemId }                                     | sets the item's image               |
 * | gallery | image            | { menuId, galleryId, galleryImageIndex }               | replaces that gallery image         |
 * | gallery | image            | { menuId, galleryId, note? } (no galleryImageIndex)    | adds an image entry {image, note}   |
 *
 * `data` also accepts the short keys `menu`/`id`, `item`, `gallery` for the ids.
 */
export const UPLOAD_PATHS = ['menuMainImage', 'institution.logo', 'image'] as const;
export const UPLOAD_MODELS = ['menu', 'item', 'gallery'] as const;
export type UploadPath = (typeof UPLOAD_PATHS)[number];
export type UploadModel = (typeof UPLOAD_MODELS)[number];


/** Aliases the admin forms may send, mapped onto the canonical keys. */
function normaliseData(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const d = v as Record<string, unknown>;
  return {
    menuId: d.menuId ?? d.menu ?? d.id,
    itemId: d.itemId ?? d.item,
    galleryId: d.galleryId ?? d.gallery,
    sectionId: d.sectionId ?? d.section,
    galleryImageIndex: d.galleryImageIndex === '' || d.galleryImageIndex === null ? undefined : d.galleryImageIndex,
    note: d.note,
  };
}

const INDEX_MESSAGE = zm('wholeFromZero', { field: 'galleryImageIndex' });

export const uploadDataSchema = z.preprocess(
  normaliseData,
  z.object({
    menuId: objectId('menu'),
    itemId: objectId('item').optional(),
    galleryId: objectId('gallery').optional(),
    sectionId: objectId('section').optional(),
    galleryImageIndex: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v),
      z.number(INDEX_MESSAGE).int(INDEX_MESSAGE).min(0, INDEX_MESSAGE).max(9999, INDEX_MESSAGE).optional(),
    ),
    note: z.string(zm('notText', { field: 'note' })).trim().max(300, zm('tooLong', { field: 'note', max: 300 })).optional(),
  }),
);
export type UploadData = z.infer<typeof uploadDataSchema>;

/** `data` arrives as a JSON string in the form (or as an object from a JSON-minded caller). */
const dataField = z.preprocess((v, ctx) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: zm('notJson', { field: 'data' }).error(), input: v });
    return z.NEVER;
  }
}, uploadDataSchema);

/** Enums report a missing value as 'invalid_value', so the required message is given here. */
const oneOf = (name: string, options: readonly string[]) => (issue: { input?: unknown }) =>
  (issue.input === undefined || issue.input === null ? zm('required', { field: name }) : zm('oneOf', { field: name, options: options.join(', ') })).error();

/** The upload target: which field of which menu the file goes to. */
export const uploadTargetSchema = z
  .object({
    path: z.enum(UPLOAD_PATHS, { error: oneOf('path', UPLOAD_PATHS) }),
    model: z.enum(UPLOAD_MODELS, { error: oneOf('model', UPLOAD_MODELS) }),
    data: dataField,
  })
  .superRefine((t, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['path'] });
    if (t.model === 'menu' && t.path === 'image') fail(zm('uploadPathMismatch', { model: 'menu', paths: 'menuMainImage or institution.logo' }).error());
    if (t.model !== 'menu' && t.path !== 'image') fail(zm('uploadPathMismatch', { model: t.model, paths: 'image' }).error());
    const required = (key: 'itemId' | 'galleryId') =>
      ctx.addIssue({ code: 'custom', message: zm('required', { field: `data.${key}` }).error(), path: ['data', key] });
    if (t.model === 'item' && !t.data.itemId) required('itemId');
    if (t.model === 'gallery' && !t.data.galleryId) required('galleryId');
  });
export type UploadTarget = z.infer<typeof uploadTargetSchema>;
