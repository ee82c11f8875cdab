/** Helpers of the menu page tests (cache, restart, several instances): raw page reads and a header-image upload. */
import http from 'node:http';
import sharp from 'sharp';
import type { ApiResponse, TestClient } from './http';

export type PageRead = { status: number; cache: string | undefined; body: string };

/** One GET of a page as text, with its X-Menu-Cache state (node:http: no decompression, no cache of its own). */
export function readPage(base: string, path: string): Promise<PageRead> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-menu-cache'] as string | undefined, body }));
      })
      .on('error', reject);
  });
}

/** GETs until `ok` holds (a page being stored, an edit arriving through the change feed); fails after about 10 s. */
export async function readPageUntil(base: string, path: string, ok: (r: PageRead) => boolean): Promise<PageRead> {
  let last: PageRead | null = null;
  for (let i = 0; i < 200; i++) {
    last = await readPage(base, path);
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${base}${path} never matched (last: ${last?.status} ${last?.cache})`);
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
