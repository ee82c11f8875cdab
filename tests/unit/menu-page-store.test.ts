import zlib from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import crypto from 'node:crypto';
import { MenuPageStore, menuIdOfHtml } from '../../server/page-store';
import { cacheKeyOf, cacheablePage } from '../../server/page-cache';
import { pickEncoding } from '../../server/stored-response';
import { hashInlineScripts } from '../../server/page-script-hashes';
import { menuWritten, onMenuWritten } from '../../lib/menus/menu-written';

const ID_A = '0123456789abcdef01234567';
const ID_B = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const page = (id: string, text = 'منيو') => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(`<div data-menu-id="${id}">${text}</div>`) });
const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as IncomingMessage;

describe('MenuPageStore', () => {
  it('stores a page with its menu id, identity, gzip and brotli bodies of the same bytes', async () => {
    const cache = new MenuPageStore();
    expect(await cache.store('/m/a', page(ID_A), cache.generation)).toBe(true);
    const entry = cache.get('/m/a');
    expect(entry?.menuId).toBe(ID_A);
    expect(zlib.gunzipSync(entry!.gzip).equals(entry!.identity)).toBe(true);
    expect(zlib.brotliDecompressSync(entry!.br).equals(entry!.identity)).toBe(true);
    expect(entry?.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('refuses pages without a menu id and captures that overlap an invalidation of their menu', async () => {
    const cache = new MenuPageStore();
    expect(await cache.store('/m/x', { headers: {}, body: Buffer.from('<p>no id</p>') }, cache.generation)).toBe(false);
    let generation = cache.generation;
    cache.invalidateMenu(ID_A);
    expect(await cache.store('/m/a', page(ID_A), generation)).toBe(false);
    expect(cache.get('/m/a')).toBeUndefined();
    // under its short name: a rename's old name spoils the capture too
    generation = cache.generation;
    cache.invalidateMenu(ID_B, ['Shorty']);
    expect(await cache.store('/m/shorty', page(ID_A), generation)).toBe(false);
    // everything, after a flush
    generation = cache.generation;
    cache.clear();
    expect(await cache.store('/m/a', page(ID_A), generation)).toBe(false);
  });

  it('keeps a capture when only other menus were written meanwhile (a busy platform still fills its store)', async () => {
    const cache = new MenuPageStore();
    const generation = cache.generation;
    cache.invalidateMenu(ID_B, ['other']);
    expect(await cache.store('/m/a', page(ID_A), generation)).toBe(true);
    expect(cache.get('/m/a')?.menuId).toBe(ID_A);
  });

  it('refuses old captures once it has forgotten who was written then (bounded memory)', async () => {
    const cache = new MenuPageStore();
    const generation = cache.generation;
    for (let i = 0; i <= 10_000; i++) cache.invalidateMenu(i.toString(16).padStart(24, '0'));
    expect(await cache.store('/m/a', page(ID_A), generation)).toBe(false);
    expect(await cache.store('/m/a', page(ID_A), cache.generation)).toBe(true);
  });

  it('drops every entry of an invalidated menu (long and short link) and keeps the others', async () => {
    const cache = new MenuPageStore();
    await cache.store(`/m/${ID_A}`, page(ID_A), cache.generation);
    await cache.store('/m/short', page(ID_A), cache.generation);
    await cache.store('/m/other', page(ID_B), cache.generation);
    cache.invalidateMenu(ID_A.toUpperCase());
    expect(cache.get(`/m/${ID_A}`)).toBeUndefined();
    expect(cache.get('/m/short')).toBeUndefined();
    expect(cache.get('/m/other')?.menuId).toBe(ID_B);
  });

  it('also drops pages kept under the short names given (the old name after a rename), whatever their case', async () => {
    const cache = new MenuPageStore();
    await cache.store('/m/OldName', page(ID_B), cache.generation);
    await cache.store('/m/keep', page(ID_B), cache.generation);
    cache.invalidateMenu(ID_A, ['oldname']);
    expect(cache.get('/m/OldName')).toBeUndefined();
    expect(cache.get('/m/keep')).toBeDefined();
  });

  it('expires entries after maxAge and evicts the least recently used beyond its bounds', async () => {
    let now = 1_000;
    const cache = new MenuPageStore({ maxAgeMs: 300_000, maxEntries: 2, now: () => now });
    await cache.store('/m/1', page(ID_A), cache.generation);
    await cache.store('/m/2', page(ID_A), cache.generation);
    cache.get('/m/1'); // /m/2 is now the least recently used
    await cache.store('/m/3', page(ID_B), cache.generation);
    expect(cache.get('/m/2')).toBeUndefined();
    expect(cache.get('/m/1')).toBeDefined();
    now += 300_000;
    expect(cache.get('/m/1')).toBeUndefined();
    const small = new MenuPageStore({ maxBytes: 50 });
    expect(await small.store('/m/big', page(ID_A, 'x'.repeat(200)), small.generation)).toBe(false);
  });

  it("hears this process's menu writes once registered (server/main.ts registers it at boot), and no more after removal", async () => {
    const store = new MenuPageStore();
    await store.store('/m/g', page(ID_A), store.generation);
    menuWritten(ID_A, []); // nobody registered yet: nothing happens
    expect(store.get('/m/g')).toBeDefined();
    const remove = onMenuWritten((id, names) => store.invalidateMenu(id, names));
    menuWritten(ID_A, []);
    expect(store.get('/m/g')).toBeUndefined();
    remove();
    await store.store('/m/g', page(ID_A), store.generation);
    menuWritten(ID_A, []);
    expect(store.get('/m/g')).toBeDefined();
    expect(menuIdOfHtml('<main data-menu-id="0123456789abcdef01234567">')).toBe(ID_A);
  });
});

describe('menu cache request rules', () => {
  it('only takes GET/HEAD of exactly /m/{param}, without query, RSC or router headers, or draft mode', () => {
    expect(cacheKeyOf(req('/m/zaytoon'))).toBe('/m/zaytoon');
    expect(cacheKeyOf(req('/m/zaytoon', {}, 'HEAD'))).toBe('/m/zaytoon');
    expect(cacheKeyOf(req('/m/zaytoon', { cookie: 'next-auth.session-token=abc' }))).toBe('/m/zaytoon');
    expect(cacheKeyOf(req('/m/zaytoon', {}, 'POST'))).toBeNull();
    expect(cacheKeyOf(req('/m/zaytoon?_rsc=1'))).toBeNull();
    expect(cacheKeyOf(req('/m/zaytoon?utm=qr'))).toBe('/m/zaytoon'); // An ordinary query does not bypass it
    expect(cacheKeyOf(req('/m/ZayToon'))).toBe('/m/zaytoon'); // keyed on the one form of the name
    expect(cacheKeyOf(req('/m/zaytoon?lang=en'))).toBe('/m/zaytoon?lang=en'); // A page per language
    expect(cacheKeyOf(req('/m/ZayToon?table=t1&lang=en'))).toBe('/m/zaytoon?lang=en');
    expect(cacheKeyOf(req('/m/zaytoon?lang=ar'))).toBe('/m/zaytoon');
    expect(cacheKeyOf(req('/m/zaytoon?lang=fr'))).toBe('/m/zaytoon');
    expect(cacheKeyOf(req('/m/zay%74oon'))).toBe('/m/zaytoon');
    expect(cacheKeyOf(req('/m/zaytoon', { 'x-menu-cache-fill': '1' }))).toBe('/m/zaytoon'); // a client's fill header is not trusted
    expect(cacheKeyOf(req('/m/zaytoon/admin'))).toBeNull();
    expect(cacheKeyOf(req('/m/'))).toBeNull();
    expect(cacheKeyOf(req('/cart/zaytoon'))).toBeNull();
    expect(cacheKeyOf(req('/m/zaytoon', { rsc: '1' }))).toBeNull();
    expect(cacheKeyOf(req('/m/zaytoon', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(cacheKeyOf(req('/m/zaytoon', { 'next-router-state-tree': '%5B%5D' }))).toBeNull();
    expect(cacheKeyOf(req('/m/zaytoon', { cookie: 'a=1; __prerender_bypass=x' }))).toBeNull();
  });

  it('stores only 200 text/html responses without cookies, decoding what Next compressed, with its own Cache-Control', () => {
    const html = Buffer.from('<html>menu</html>');
    const ok = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 's-maxage=300', vary: 'rsc, next-router-state-tree', etag: '"n"', 'x-menu-cache': 'MISS' }, body: zlib.gzipSync(html) };
    const stored = cacheablePage(ok);
    expect(stored?.body.equals(html)).toBe(true);
    expect(stored?.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', vary: 'rsc, next-router-state-tree, Accept-Encoding' });
    expect(cacheablePage({ ...ok, status: 404 })).toBeNull();
    expect(cacheablePage({ ...ok, headers: { ...ok.headers, 'content-type': 'text/x-component' } })).toBeNull();
    // A dynamic render says private/no-store: the page is the same for everyone, it is kept and replayed as public.
    expect(cacheablePage({ ...ok, headers: { ...ok.headers, 'cache-control': 'private, no-cache, no-store, max-age=0' } })?.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(cacheablePage({ ...ok, headers: { ...ok.headers, 'set-cookie': ['a=1'] } })).toBeNull();
    expect(cacheablePage({ ...ok, headers: { ...ok.headers, 'content-encoding': 'zstd' } })).toBeNull();
  });

  it("takes the render's nonce off a stored page and names its inline scripts by their SHA-256 in the policy instead", () => {
    const inline = 'self.__next_f.push([1,"x"])';
    const html = `<html><head><script src="/_next/a.js" async="" nonce="N0NCE"></script></head><body><main data-menu-id="${ID_A}"></main><script nonce="N0NCE">${inline}</script><script nonce="N0NCE">${inline}</script></body></html>`;
    const csp = "default-src 'self'; script-src 'self' 'nonce-N0NCE' 'strict-dynamic'; object-src 'none'";
    const stored = cacheablePage({ status: 200, headers: { 'content-type': 'text/html', 'content-security-policy': csp }, body: Buffer.from(html) });
    const text = stored!.body.toString();
    expect(text).not.toContain('N0NCE');
    expect(stored!.headers['content-security-policy']).not.toContain('nonce');
    const hash = crypto.createHash('sha256').update(inline).digest('base64');
    expect(String(stored!.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    expect(String(stored!.headers['content-security-policy'])).toContain("'strict-dynamic'");
    // every inline script of the stored page (the deferred runtime loader included) is named, each once
    const { hashes } = hashInlineScripts(text);
    expect(hashes.length).toBe(2);
    for (const h of hashes) expect(String(stored!.headers['content-security-policy'])).toContain(h);
  });

  it('picks br, then gzip, then identity among the accepted encodings', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });
});
