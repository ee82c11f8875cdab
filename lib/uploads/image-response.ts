import { Readable } from 'node:stream';
import type { StoredImageFile } from './find-stored-image';

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
 * The HTTP answer for a stored image: 304 when the client holds it, else the bytes streamed from GridFS
 * (no body for HEAD), with an exact type and length, a strong ETag and a year of immutable caching.
 */
export function imageResponse(file: StoredImageFile, req: Request): Response {
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
  const body = Readable.toWeb(file.open() as Readable) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
