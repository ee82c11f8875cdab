import { badRequest, tooLarge } from '../api/errors';
import { readBoundedBody } from '../api/read-bounded-body';
import { uploadTargetSchema, type UploadTarget } from '../validation/upload';
import { uploadMaxBytes } from '../shared/upload-limits';
import { msg } from '../i18n/t';

/** Room for the form's other fields and multipart boundaries on top of the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLargeError = () => tooLarge(msg('imageTooLarge', { mb: Math.floor(uploadMaxBytes() / 1024 / 1024) }));

/**
 * Reads the multipart upload form with the platform's own `request.formData()` (App Router route handlers get a web
 * Request; Express middleware such as multer does not apply). The body is read with a bound (Content-Length, then the
 * bytes as they arrive: lib/api/read-bounded-body.ts) before parsing, then the file's own size is checked. Returns the
 * validated target and the file's bytes.
 */
export async function readUploadForm(req: Request): Promise<{ target: UploadTarget; bytes: Buffer }> {
  const raw = await readBoundedBody(req, uploadMaxBytes() + FORM_OVERHEAD_BYTES, tooLargeError().message);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw badRequest(msg('uploadForm'));
  }
  const target = uploadTargetSchema.parse({
    path: form.get('path') ?? undefined,
    model: form.get('model') ?? undefined,
    data: form.get('data') ?? undefined,
  });
  const file = form.get('file');
  if (!file || typeof file === 'string') throw badRequest(msg('required', { field: 'file' }));
  if (file.size > uploadMaxBytes()) throw tooLargeError();
  if (file.size === 0) throw badRequest(msg('fileEmpty'));
  return { target, bytes: Buffer.from(await file.arrayBuffer()) };
}
