/** Helpers of the menu page tests (cache, restart, several instances): raw page reads and a header-image upload. */
import sharp from 'sharp';
import { rawRequest } from './raw-request';
import { pollUntil } from './poll';
import type { ApiResponse, TestClient } from './http';

export type PageRead = { status: number; cache: string | undefined; body: string };

/** One GET of a page as text, with its X-Menu-Cache state (the raw helper: no decompression, no cache of its own). */
export async function readPage(base: string, path: string): Promise<PageRead> {
  const res = await rawRequest('GET', path, {}, base);
  return { status: res.status, cache: res.headers['x-menu-cache'] as string | undefined, body: res.body };
}

/** GETs until `ok` holds (a page being stored, an edit arriving through the change feed); fails after about 10 s. */
export function readPageUntil(base: string, path: string, ok: (r: PageRead) => boolean): Promise<PageRead> {
  return pollUntil(() => readPage(base, path), ok, { what: `${base}${path}` });
}

export const isHit = (r: PageRead) => r.cache === 'HIT';

/** Uploads a new header image for the menu as its admin (POST /api/v1/upload); returns the response. */
export async function uploadHeaderImage(admin: TestClient, menuId: string, color: string): Promise<ApiResponse> {
  const image = await sharp({ create: { width: 1200, height: 500, channels: 3, background: color } }).png().toBuffer();
  const fd = new FormData();
  fd.set('path', 'menuMainImage');
  fd.set('model', 'menu');
  fd.set('data', JSON.stringify({ menuId }));
  fd.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'header.png');
  return admin.post('/api/v1/upload', fd);
}
