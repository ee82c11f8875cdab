import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rawRequest } from '../support/raw-request';

/**
 * Next's build files as the production server answers them from memory (server/static-assets.ts), over raw HTTP: the
 * bytes of the built file in each encoding, Next's own headers, 304 for a file the browser has, HEAD, Range, a file that
 * is not there.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next';
let chunks: string[] = [];

beforeAll(async () => {
  const page = await rawRequest('GET', '/login');
  chunks = [...new Set([...page.body.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]))];
  expect(chunks.length).toBeGreaterThan(3);
});

const onDisk = (url: string) => fs.readFileSync(path.join(distDir, 'static', url.slice('/_next/static/'.length)));

it('answers every chunk of a page with the built file, in brotli, gzip or identity as asked', async () => {
  for (const url of chunks) {
    const file = onDisk(url);
    const br = await rawRequest('GET', url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.bytes).equals(file)).toBe(true);
    const gz = await rawRequest('GET', url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.bytes).equals(file)).toBe(true);
    const plain = await rawRequest('GET', url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(file)).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(file.length);
  }
});

it("keeps Next's headers for the file: immutable caching, its type, the security headers, Vary on the encoding", async () => {
  const res = await rawRequest('GET', chunks[0], { 'accept-encoding': 'br' });
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['content-type']).toMatch(/^application\/javascript/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  expect(res.headers.etag).toMatch(/^"[\w-]+-br"$/);
});

it('answers 304 to a browser that has the file, whichever encoding it kept; HEAD without a body', async () => {
  const url = chunks[1];
  const gz = await rawRequest('GET', url, { 'accept-encoding': 'gzip' });
  const again = await rawRequest('GET', url, { 'accept-encoding': 'br', 'if-none-match': String(gz.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.bytes.length).toBe(0);
  const other = await rawRequest('GET', url, { 'accept-encoding': 'br', 'if-none-match': '"not-this-one"' });
  expect(other.status).toBe(200);
  const head = await rawRequest('HEAD', url, { 'accept-encoding': 'gzip' });
  expect(head.status).toBe(200);
  expect(head.bytes.length).toBe(0);
  expect(Number(head.headers['content-length'])).toBe(gz.bytes.length);
});

it('serves the same file whatever the query; a Range request gets its range; a file that is not there is a 404', async () => {
  const url = chunks[2];
  const file = onDisk(url);
  const withQuery = await rawRequest('GET', `${url}?v=1`);
  expect(withQuery.status).toBe(200);
  expect(withQuery.bytes.equals(file)).toBe(true);
  const range = await rawRequest('GET', url, { range: 'bytes=0-9' });
  expect(range.status).toBe(206);
  expect(range.bytes.equals(file.subarray(0, 10))).toBe(true);
  for (const missing of ['/_next/static/chunks/not-built-here.js', '/_next/static/chunks/../../package.json', '/_next/static/%2e%2e/%2e%2e/package.json']) {
    const res = await rawRequest('GET', missing);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('"dependencies"');
  }
});
