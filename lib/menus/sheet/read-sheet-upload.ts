import { badRequest, tooLarge } from '../../api/errors';
import { readBoundedBody } from '../../api/read-bounded-body';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { sheetColumnsParam, type SheetColumnMapping } from '../../validation/menu-sheet';
import { SHEET_MAX_BYTES } from './sheet-columns';

/**
 * Room for the multipart boundaries and headers around the file, and the column mapping beside it (a hundred headers
 * of 200 Arabic letters are about 45 KB of JSON).
 */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const tooLargeError = () => tooLarge(T.fileTooLarge(SHEET_MAX_BYTES / 1024 / 1024));

/** An upload: the file's bytes, and the owner's column mapping when the form carries one (`columns`, JSON). */
export interface SheetUpload {
  bytes: Buffer;
  columns?: SheetColumnMapping;
}

/**
 * The uploaded sheet: a multipart form with `file` and perhaps `columns` (the admin panel), or the file itself as the
 * body (a program: `curl --data-binary @menu.xlsx`, its mapping in the query). Read with a bound — never more than
 * 5 MB of file (413 in Arabic) — and never empty; a mapping that is not one is a 400 saying what a mapping is.
 */
export async function readSheetUpload(req: Request): Promise<SheetUpload> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  const raw = await readBoundedBody(req, SHEET_MAX_BYTES + (type.startsWith('multipart/') ? FORM_OVERHEAD_BYTES : 0), tooLargeError().message);
  if (!type.startsWith('multipart/form-data')) {
    if (!raw.length) throw badRequest(T.noFile);
    return { bytes: raw };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw badRequest(T.noFile);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw badRequest(T.noFile);
  if (file.size > SHEET_MAX_BYTES) throw tooLargeError();
  const columns = form.get('columns');
  return { bytes: Buffer.from(await file.arrayBuffer()), ...(columns === null ? {} : { columns: sheetColumnsParam.parse(typeof columns === 'string' ? columns : null) }) };
}
