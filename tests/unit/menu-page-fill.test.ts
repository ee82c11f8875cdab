/**
 * The rendered-menu cache's fill path over a real socket, with a stand-in for Next's handler: a miss is rendered once
 * (concurrent misses share the render), stored, and every client gets the stored page; a render overlapped by an
 * edit is still answered as a page (runtime deferred, public) but not kept; a 404 passes through as rendered.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MenuPageStore } from '../../server/page-store';
import { withMenuPageCache } from '../../server/page-cache';
import { deferredRuntimeUrls } from '../../server/defer-runtime-scripts';

const ID = '0123456789abcdef01234567';
const OTHER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async="" nonce="n1"></script></head><body><main data-menu-id="${ID}">منيو</main></body></html>`;

let server: http.Server;
let base: string;
let renders = 0;
let duringRender: (() => void) | undefined;
const cache = new MenuPageStore();

beforeAll(async () => {
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders++;
    duringRender?.();
    if (req.url === '/m/missing') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
      res.end('<p>المنيو غير موجود</p>');
      return;
    }
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store' });
      res.end(PAGE);
    }, 30);
  };
  server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  const handler = withMenuPageCache(cache, next, { host: `127.0.0.1:${port}` });
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = async (path: string) => {
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, label: res.headers.get('x-menu-cache'), cacheControl: res.headers.get('cache-control'), body: await res.text() };
};

it('renders a miss once for concurrent clients, stores it, and sends every client the stored page', async () => {
  renders = 0;
  const answers = await Promise.all([1, 2, 3, 4].map(() => get('/m/shared')));
  expect(renders).toBe(1);
  for (const a of answers) {
    expect(a).toMatchObject({ status: 200, label: 'MISS' });
    expect(a.body).toBe(answers[0].body);
    expect(deferredRuntimeUrls(a.body)).toEqual(['/_next/static/chunks/a.js']);
    expect(a.cacheControl).toMatch(/^public/);
  }
  const hit = await get('/m/shared');
  expect(hit).toMatchObject({ status: 200, label: 'HIT', body: answers[0].body });
  expect(renders).toBe(1);
});

it('answers a render overlapped by an edit of its menu as the page, but does not keep it', async () => {
  renders = 0;
  duringRender = () => cache.invalidateMenu(ID);
  const first = await get('/m/raced');
  duringRender = undefined;
  expect(first).toMatchObject({ status: 200, label: 'MISS' });
  expect(first.cacheControl).toMatch(/^public/);
  expect(deferredRuntimeUrls(first.body)).toEqual(['/_next/static/chunks/a.js']);
  const again = await get('/m/raced');
  expect(again.label).toBe('MISS'); // rendered again, now kept
  expect(renders).toBe(2);
  expect((await get('/m/raced')).label).toBe('HIT');
});

it('passes a 404 through as rendered, and keeps nothing', async () => {
  for (let i = 0; i < 2; i++) {
    const missing = await get('/m/missing');
    expect(missing).toMatchObject({ status: 404, label: 'MISS', cacheControl: 'private, no-store', body: '<p>المنيو غير موجود</p>' });
  }
});

it('keeps a render overlapped only by an edit of another menu', async () => {
  renders = 0;
  duringRender = () => cache.invalidateMenu(OTHER, ['other']);
  expect((await get('/m/busy')).label).toBe('MISS');
  duringRender = undefined;
  expect((await get('/m/busy')).label).toBe('HIT');
  expect(renders).toBe(1);
});
