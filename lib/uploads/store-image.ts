import crypto from 'node:crypto';
import { tooLarge } from '../api/errors';
import { detectImageType } from './detect-image-type';
import { encodeImage, type EncodedImage } from './encode-image';
import { randomImageName } from './random-image-name';
import { uploadMaxBytes } from '../shared/upload-limits';
import { uploadsBucket, type StoredImageMeta } from './uploads-bucket';
import type { ImageKind } from '../shared/upload-urls';
import { msg } from '../i18n/t';

export interface StoredImage {
  name: string;
  width: number;
  height: number;
  small: { name: string; width: number; height: number };
}

async function writeFile(name: string, image: EncodedImage, kind: ImageKind, variant: StoredImageMeta['variant'], menu?: string) {
  const bucket = await uploadsBucket();
  const metadata: StoredImageMeta = {
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    sha256: crypto.createHash('sha256').update(image.buffer).digest('hex'),
    kind,
    variant,
    ...(menu ? { menu } : {}),
  };
  await new Promise<void>((resolve, reject) => {
    const stream = bucket.openUploadStream(name, { metadata });
    stream.once('error', reject);
    stream.once('finish', () => resolve());
    stream.end(image.buffer);
  });
}

/**
 * Validates, re-encodes and stores an uploaded image in GridFS with its small list variant.
 * Too large -> 413; not a JPEG/PNG/WebP/GIF/AVIF by its bytes -> 400 'Unsupported image type'.
 */
export async function storeImage(bytes: Buffer, opts: { kind: ImageKind; menuId?: { toString(): string } }): Promise<StoredImage> {
  const max = uploadMaxBytes();
  if (bytes.length > max) throw tooLarge(msg('imageTooLarge', { mb: Math.floor(max / 1024 / 1024) }));
  await detectImageType(bytes);
  const { full, small } = await encodeImage(bytes, opts.kind);
  const { name, smallName } = randomImageName();
  const menu = opts.menuId ? String(opts.menuId) : undefined;
  await writeFile(name, full, opts.kind, 'full', menu);
  await writeFile(smallName, small, opts.kind, 'small', menu);
  return {
    name,
    width: full.width,
    height: full.height,
    small: { name: smallName, width: small.width, height: small.height },
  };
}
