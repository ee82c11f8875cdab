import type { ImageKind } from './upload-urls';

/** Default largest accepted upload: 5 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The largest accepted upload in bytes (env UPLOAD_MAX_BYTES, default 5 MB). */
export function uploadMaxBytes(): number {
  const n = Number(process.env.UPLOAD_MAX_BYTES);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : DEFAULT_UPLOAD_MAX_BYTES;
}

/**
 * The same limit as the browser knows it (next.config.js copies UPLOAD_MAX_BYTES into NEXT_PUBLIC_UPLOAD_MAX_BYTES at
 * build time), so an image over it is refused before it is sent; the server's check stays the authority.
 */
export function browserUploadMaxBytes(): number {
  const n = Number(process.env.NEXT_PUBLIC_UPLOAD_MAX_BYTES);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : DEFAULT_UPLOAD_MAX_BYTES;
}

/** A byte count as the Arabic messages write megabytes ('5', '1.5'). Pure. */
export const inMegabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('ar', { maximumFractionDigits: 1 });

/**
 * The largest file the browser takes to make smaller before sending (a photo over the upload limit): more than any
 * phone camera writes, less than a decode that would strain a phone.
 */
export const FIT_MAX_BYTES = 40 * 1024 * 1024;

/** Longest side of the stored full image per kind (never enlarged). */
export const MAX_DIMENSION: Record<ImageKind, number> = {
  menuMainImage: 1600,
  logo: 512,
  item: 1200,
  gallery: 1600,
};

/** Width of the small list variant (never enlarged). */
export const SMALL_WIDTH = 480;

/**
 * Decoding guard against decompression bombs: at most this many input pixels (about 6000 x 4000, a 24-megapixel
 * camera; a phone's default photo is 12 MP). Decoding costs ~4 bytes a pixel: ~100 MB at most per image job.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

/** Image jobs (decode + re-encode) run at once in a process, at most: the rest wait their turn (lib/uploads/image-jobs.ts). */
export const MAX_IMAGE_JOBS = 2;

/** Image types we accept, as detected from the bytes (never from the name or the declared type). */
export const ACCEPTED_IMAGE_MIME = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type AcceptedImageMime = (typeof ACCEPTED_IMAGE_MIME)[number];
