import { badRequest, tooLarge } from '../../api/errors';
import { readBoundedBody } from '../../api/read-bounded-body';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { SHEET_MAX_BYTES } from './sheet-columns';

/** Room for the multipart boundaries and headers around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;
const tooLargeError = () => tooLarge(T.fileTooLarge(SHEET_MAX_BYTES / 1024 / 1024));

/**
 * The uploaded sheet's bytes: a multipart form with `file` (the admin panel), or the file itself as the body (a
 * program: `curl --data-binary @menu.xlsx`). Read with a bound — never more than 5 MB (413 in Arabic) — and never empty.
 */
export async function readSheetUpload(req: Request): Promise<Buffer> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  const raw = await readBoundedBody(req, SHEET_MAX_BYTES + (type.startsWith('multipart/') ? FORM_OVERHEAD_BYTES : 0), tooLargeError().message);
  if (!type.startsWith('multipart/form-data')) {
    if (!raw.length) throw badRequest(T.noFile);
    return raw;
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
  return Buffer.from(await file.arrayBuffer());
}
