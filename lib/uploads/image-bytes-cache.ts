import type { StoredImageFile } from './find-stored-image';

/** Files up to this size are kept in memory once read (stored images are re-encoded: small variants are a few KB). */
const MAX_FILE_BYTES = 512 * 1024;
/** All kept files together, at most (least recently served dropped first). */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

const kept = new Map<string, Buffer>();
let keptBytes = 0;

async function readFromGridFs(file: StoredImageFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of file.open() as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

/**
 * The bytes of a stored image. A GridFS file never changes once written (a new upload is a new file with a new id), so
 * its bytes are kept in this process's memory by file id: a served image costs one database query (the name lookup in
 * findStoredImage, which every request still makes, so a deleted image is a 404 at once on every instance) instead of
 * three. The menu's header image, the phone's largest paint, then arrives as fast as a static file.
 */
export async function imageBytes(file: StoredImageFile): Promise<Buffer> {
  const key = file.id.toString();
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const bytes = await readFromGridFs(file);
  if (bytes.length <= MAX_FILE_BYTES && !kept.has(key)) {
    kept.set(key, bytes);
    keptBytes += bytes.length;
    for (const [oldest, b] of kept) {
      if (keptBytes <= MAX_TOTAL_BYTES) break;
      kept.delete(oldest);
      keptBytes -= b.length;
    }
  }
  return bytes;
}
