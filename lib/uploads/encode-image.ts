import sharp from 'sharp';
import { badRequest } from '../api/errors';
import { MAX_DIMENSION, MAX_INPUT_PIXELS, SMALL_WIDTH } from '../shared/upload-limits';
import { UNSUPPORTED_IMAGE_MESSAGE } from './detect-image-type';
import type { ImageKind } from '../shared/upload-urls';
import { runImageJob } from './image-jobs';

export interface EncodedImage {
  buffer: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

/**
 * Re-encodes an uploaded image: auto-rotated from its EXIF orientation, metadata stripped (sharp keeps none unless
 * asked), first frame only, capped to the kind's size, WebP. Also makes the small list variant (480 px wide).
 * Bytes sharp cannot decode (or with more than MAX_INPUT_PIXELS) are a 400. One of the process's image jobs.
 */
export async function encodeImage(input: Buffer, kind: ImageKind): Promise<{ full: EncodedImage; small: EncodedImage }> {
  const max = MAX_DIMENSION[kind];
  try {
    return await runImageJob(() => encode(input, max));
  } catch {
    throw badRequest(UNSUPPORTED_IMAGE_MESSAGE);
  }
}

async function encode(input: Buffer, max: number): Promise<{ full: EncodedImage; small: EncodedImage }> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const [full, small] = await Promise.all([
    base
      .clone()
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true }),
    base
      .clone()
      .resize({ width: SMALL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 72, effort: 4 })
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    full: { buffer: full.data, width: full.info.width, height: full.info.height, contentType: 'image/webp' },
    small: { buffer: small.data, width: small.info.width, height: small.info.height, contentType: 'image/webp' },
  };
}
