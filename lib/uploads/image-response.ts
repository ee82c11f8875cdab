import type { StoredImageFile } from './find-stored-image';
import { imageBytes } from './image-bytes-cache';

/** Stored names are random and never reused, so a served image never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The strong ETag of a stored file: its SHA-256 (quoted). */
export function imageEtag(file: StoredImageFile): string {
  return `"${file.meta.sha256 || `${file.id.toString()}-${file.length}`}"`;
}

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * The HTTP answer for a stored image: 304 when the client holds it, else the bytes (lib/uploads/image-bytes-cache.ts; no
 * body for HEAD), with an exact type and length, a strong ETag and a year of immutable caching. Stored images are small
 * (re-encoded, at most 1600 px), so they are sent as one buffer: Next keeps Content-Length on buffered bodies but
 * drops it on streamed ones.
 */
export async function imageResponse(file: StoredImageFile, req: Request): Promise<Response> {
  const etag = imageEtag(file);
  const headers = new Headers({
    ETag: etag,
    'Cache-Control': IMMUTABLE_CACHE,
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': file.uploadDate.toUTCString(),
  });
  if (etagMatches(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', file.meta.contentType || 'application/octet-stream');
  headers.set('Content-Length', String(file.length));
  headers.set('Content-Disposition', 'inline');
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = await imageBytes(file);
  headers.set('Content-Length', String(body.length));
  return new Response(new Uint8Array(body), { status: 200, headers });
}
