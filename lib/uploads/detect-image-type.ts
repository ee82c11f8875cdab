import { fileTypeFromBuffer } from 'file-type/core';
import { badRequest } from '../api/errors';
import { ACCEPTED_IMAGE_MIME, type AcceptedImageMime } from '../shared/upload-limits';
import { msg } from '../i18n/t';

export const UNSUPPORTED_IMAGE_MESSAGE = msg('unsupportedImage');

/**
 * The image type read from the file's magic bytes (file-type). Anything but JPEG, PNG, WebP, GIF or AVIF throws a 400
 * 'Unsupported image type', whatever the file name or the declared content type say.
 */
export async function detectImageType(bytes: Uint8Array): Promise<AcceptedImageMime> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime as AcceptedImageMime | undefined;
  if (!mime || !ACCEPTED_IMAGE_MIME.includes(mime)) throw badRequest(UNSUPPORTED_IMAGE_MESSAGE);
  return mime;
}
