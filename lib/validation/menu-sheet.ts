import { z } from './z';
import { itemSchema, offPriceSchema } from './item';
import { sectionSchema } from './section';
import { createMenuSchema } from './menu-admin';
import { imageFileSchema } from './image-file';
import { zm } from '../i18n/t';

/**
 * A row of the menu spreadsheet once its cells are read: the item form's schema (lib/validation/item.ts),
 * except that a description may be empty (a price list often has none), plus the sheet's own fields. The import checks
 * every row with it and reports each issue at its row and column.
 */
export const sheetItemSchema = itemSchema.extend({
  description: z.string().trim().max(1000, zm('tooLong', { field: 'description', max: 1000 })),
  section: sectionSchema.shape.title,
  offPrice: offPriceSchema.optional(),
  soldOut: z.boolean(),
  image: z.string().max(200),
});
export type SheetItem = z.output<typeof sheetItemSchema>;

/** A row of the sections sheet: the section form's schema. */
export const sheetSectionSchema = sectionSchema;

/** How many headers a mapping names at most, and how long one may be (find-sheet-columns.ts reads no longer header). */
export const SHEET_MAPPING_MAX_HEADERS = 100;
export const SHEET_HEADER_MAX_CHARS = 200;
const mappingShape = zm('sheetColumnsShape', { field: 'columns', headers: SHEET_MAPPING_MAX_HEADERS, chars: SHEET_HEADER_MAX_CHARS });

/**
 * The owner's column mapping from the import preview: a header of the file (as written) → the column key it holds,
 * or '' to leave that column out. Sent as JSON, in the multipart form beside the file (the admin panel: a form has
 * room for a hundred long Arabic headers, a URL does not) or in the query (a program posting the file as the body);
 * remembered for the menu once applied. Whatever is wrong with it, one message says what a mapping is.
 */
export const sheetColumnMappingSchema = z
  .record(
    z.string().trim().min(1, mappingShape).max(SHEET_HEADER_MAX_CHARS, mappingShape),
    z.string(mappingShape).regex(/^[A-Za-z]{0,20}$/, mappingShape),
    { error: mappingShape.error },
  )
  .refine((m) => Object.keys(m).length <= SHEET_MAPPING_MAX_HEADERS, mappingShape);
export type SheetColumnMapping = z.output<typeof sheetColumnMappingSchema>;
/** The mapping as sent: JSON text, parsed, then checked. */
export const sheetColumnsParam = z.preprocess((v, ctx) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: zm('notJson', { field: 'columns' }).error(), input: v });
    return z.NEVER;
  }
}, sheetColumnMappingSchema);

/** The preview's column form: a row per column of the file, each read as a column key or '' (not read). */
export const sheetColumnsFormSchema = z.object({
  columns: z
    .array(z.object({ header: z.string().trim().min(1).max(SHEET_HEADER_MAX_CHARS), key: z.string().regex(/^[A-Za-z]{0,20}$/) }))
    .max(SHEET_MAPPING_MAX_HEADERS),
});
export type SheetColumnsValues = z.infer<typeof sheetColumnsFormSchema>;
/** The form's rows as the mapping the import takes. */
export const columnMappingOf = (values: SheetColumnsValues): SheetColumnMapping => Object.fromEntries(values.columns.map((c) => [c.header, c.key]));

/** Query of POST …/import: `dryRun=1` answers the preview only; `replace=1` removes what the file does not have. */
export const importQuerySchema = z.object({
  dryRun: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true'),
  replace: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true'),
  columns: sheetColumnsParam.optional(),
});

/** Query of GET …/print: the paper size. */
export const printQuerySchema = z.object({
  size: z.enum(['a4', 'a5'], zm('oneOf', { field: 'size', options: 'a4, a5' })).default('a4'),
  /** The menu's second language: English texts, left to right; only for a menu that offers English. */
  lang: z.enum(['ar', 'en'], zm('oneOf', { field: 'lang', options: 'ar, en' })).default('ar'),
});

/** Body of POST …/copy (staff): the new menu's admins (usernames) and plan — the body POST /quickmenu takes. */
export const copyMenuSchema = createMenuSchema;

/** The admin panel's import form: the file (required) and 'replace the whole menu'. */
export const sheetUploadFormSchema = imageFileSchema.extend({ replace: z.boolean() });
export type SheetUploadValues = z.infer<typeof sheetUploadFormSchema>;
