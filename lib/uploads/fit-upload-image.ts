import { ADMIN_UPLOAD_TEXT } from '../i18n/ar';
import { browserUploadMaxBytes, inMegabytes, MAX_DIMENSION, MAX_INPUT_PIXELS } from '../shared/upload-limits';

/**
 * A photo straight from a phone is often over the upload limit (a 12–48 MP camera writes 4–12 MB) or over the
 * server's pixel guard; the owner should not have to shrink it elsewhere first. Such a file is decoded here, in the
 * browser, and drawn again with its longest side at FIT_LONG_SIDE — above every kind's stored size (MAX_DIMENSION),
 * so nothing the server keeps is lost — then sent in place of the original (a few hundred KB instead of megabytes on
 * a phone's connection). Anything already within both limits is sent as chosen, byte for byte.
 */
export const FIT_LONG_SIDE = Math.max(...Object.values(MAX_DIMENSION)) * 1.5;

/** Below this size a file is not decoded to look at its pixels: no camera photo over the pixel guard is this small. */
const SURELY_FEW_PIXELS_BYTES = 1.5 * 1024 * 1024;

export class ImageFitError extends Error {}

/** The file to send for `file`: itself, or a smaller copy; throws ImageFitError (an Arabic message) when neither fits. */
export async function fitImageForUpload(file: File, limit = browserUploadMaxBytes()): Promise<File> {
  if (file.size <= SURELY_FEW_PIXELS_BYTES && file.size <= limit) return file;
  const tooLarge = () => new ImageFitError(ADMIN_UPLOAD_TEXT.tooLarge(inMegabytes(limit)));
  // An animation would lose its frames: a GIF goes as it is, or not at all.
  if (file.type === 'image/gif') {
    if (file.size <= limit) return file;
    throw tooLarge();
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file); // EXIF orientation applied: the copy is upright without it
  } catch {
    // Not an image this browser can read (the server says what it accepts when it is within the limit).
    if (file.size <= limit) return file;
    throw tooLarge();
  }
  try {
    const { width, height } = bitmap;
    if (file.size <= limit && width * height <= MAX_INPUT_PIXELS) return file;
    const scale = Math.min(1, FIT_LONG_SIDE / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw tooLarge();
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // A photo stays a JPEG; anything else (a PNG logo with its transparency) becomes WebP where the browser writes it.
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob || blob.size > limit) throw tooLarge();
    const name = file.name.replace(/\.[^.]*$/, '') + (blob.type === 'image/jpeg' ? '.jpg' : blob.type === 'image/webp' ? '.webp' : '.png');
    return new File([blob], name, { type: blob.type });
  } finally {
    bitmap.close();
  }
}
