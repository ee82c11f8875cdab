import { rawRequest } from '../support/raw-request';
import { pollUntil } from '../support/poll';
import http from 'node:http';
import zlib from 'node:zlib';
import { deferredRuntimeUrls } from '../../server/defer-runtime-scripts';
import { COMPILE_HINT } from '../../server/compile-hints';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';
import { uploadHeaderImage } from '../support/menu-pages';

/**
 * The production server's rendered-menu cache (server/main.ts), through HTTP against the built app: what a phone,
 * a client-side navigation and a menu admin's edit see. Raw node:http requests, so the bytes and encodings on the wire
 * are what the assertions read (fetch would decompress and pick its own Accept-Encoding).
 */
type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

async function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const res = await rawRequest(method, path, headers);
  return { status: res.status, headers: res.headers, body: res.bytes };
}

/** GETs until the server has stored the page (it compresses it off the event loop after the first answer). */
function untilHit(path: string): Promise<Raw> {
  return pollUntil(() => raw(path), (res) => res.headers['x-menu-cache'] === 'HIT', { what: `${path} a cache HIT`, intervalMs: 100 });
}

let fx: MenuFixture;

beforeAll(async () => {
  fx = await insertMenuFixture();
});

describe('rendered-menu cache', () => {
  it('answers the first GET from Next (MISS) and the next ones from memory (HIT) with the same page', async () => {
    const first = await raw(`/m/${fx.username}`);
    expect(first.status).toBe(200);
    expect(first.headers['x-menu-cache']).toBe('MISS');
    expect(first.body.toString()).toContain('منسف أردني');
    const hit = await untilHit(`/m/${fx.username}`);
    expect(hit.status).toBe(200);
    expect(hit.headers['content-type']).toMatch(/^text\/html/);
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(hit.headers['content-length']).toBe(String(hit.body.length));
    // Each render stamps its time (the open/closed badge's seed): the cached copy is one render, served as it is.
    expect(hit.body.toString()).toContain('منسف أردني');
    expect((await raw(`/m/${fx.username}`)).body.equals(hit.body)).toBe(true);
    expect(hit.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(hit.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('answers a miss with the page it stores: every diner gets the same page, its runtime loaded after the first paint', async () => {
    const fresh = await insertMenuFixture();
    const first = await raw(`/m/${fresh.username}`);
    expect(first.headers['x-menu-cache']).toBe('MISS');
    const hit = await raw(`/m/${fresh.username}`);
    expect(hit.headers['x-menu-cache']).toBe('HIT');
    expect(first.body.equals(hit.body)).toBe(true);
    const html = first.body.toString();
    expect(html).not.toMatch(/<script[^>]*\basync=/);
    expect(deferredRuntimeUrls(html).length).toBeGreaterThan(0);
    for (const src of deferredRuntimeUrls(html)) {
      const chunk = await raw(src);
      expect(chunk.status).toBe(200);
      // The build asks the browser to compile each chunk while it streams in (server/compile-hints.ts).
      expect(chunk.body.subarray(0, COMPILE_HINT.length).toString()).toBe(COMPILE_HINT);
    }
    // The new menu's insert reaches the app through the change stream after this render may have begun; it drops
    // nothing (no page can predate the menu). Events come in order: once a later write to another menu has dropped
    // that menu's page, the insert was heard, and the stored page is still the one the first diner got.
    await untilHit(`/m/${fx.username}`);
    await (await testMenuModel()).updateOne({ _id: fx.menuId }, { $set: { updatedAt: new Date() } });
    await pollUntil(() => raw(`/m/${fx.username}`), (res) => res.headers['x-menu-cache'] === 'MISS', { what: 'the other menu’s write heard', intervalMs: 50 });
    const after = await raw(`/m/${fresh.username}`);
    expect(after.headers['x-menu-cache']).toBe('HIT');
    expect(after.body.equals(first.body)).toBe(true);
  });

  it('sends gzip or brotli when asked, compressed from the same page, and identity when not', async () => {
    const plain = await untilHit(`/m/${fx.username}`);
    const gz = await raw(`/m/${fx.username}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['x-menu-cache']).toBe('HIT');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const br = await raw(`/m/${fx.username}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const refused = await raw(`/m/${fx.username}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it('answers If-None-Match with 304 and no body; HEAD gets the headers only', async () => {
    const page = await untilHit(`/m/${fx.username}`);
    const again = await raw(`/m/${fx.username}`, { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(page.headers.etag);
    const other = await raw(`/m/${fx.username}`, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    const head = await raw(`/m/${fx.username}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-menu-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
  });

  it('never answers a client navigation (RSC) with cached HTML', async () => {
    await untilHit(`/m/${fx.username}`);
    for (const headers of [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }] as Record<string, string>[]) {
      // Next checks the `_rsc` cache-busting parameter against the router headers and redirects to the right one.
      let res = await raw(`/m/${fx.username}`, headers);
      for (let hop = 0; hop < 3 && res.status === 307 && res.headers.location; hop++) {
        expect(res.headers['x-menu-cache']).toBeUndefined();
        res = await raw(String(res.headers.location), headers);
      }
      expect(res.status).toBe(200);
      expect(res.headers['x-menu-cache']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^text\/x-component/);
      expect(res.body.toString()).not.toContain('<!DOCTYPE html>');
    }
  });

  it('answers a request with an ordinary query string from the cache, and lets a sub-path go to Next', async () => {
    await untilHit(`/m/${fx.username}`);
    const query = await raw(`/m/${fx.username}?utm_source=qr`);
    expect(query.status).toBe(200);
    expect(query.headers['x-menu-cache']).toBe('HIT');
    expect(query.body.toString()).toContain('منسف أردني');
    const sub = await raw(`/m/${fx.username}/admin`);
    expect(sub.headers['x-menu-cache']).toBeUndefined();
  });

  it('redirects other spellings of a short name to its one form (one cache entry per menu link)', async () => {
    const upper = await raw(`/m/${fx.username.toUpperCase()}`);
    expect(upper.status).toBe(308);
    expect(upper.headers.location).toBe(`/m/${fx.username}`);
    const encoded = await raw(`/m/%${fx.username.charCodeAt(0).toString(16)}${fx.username.slice(1)}`);
    expect(encoded.status).toBe(308);
    expect(encoded.headers.location).toBe(`/m/${fx.username}`);
  });

  it("never lets a client's X-Menu-Cache-Fill header skip the cache", async () => {
    await untilHit(`/m/${fx.username}`);
    const res = await raw(`/m/${fx.username}`, { 'x-menu-cache-fill': '1' });
    expect(res.status).toBe(200);
    expect(res.headers['x-menu-cache']).toBe('HIT');
  });

  it('bounds the renders one client can force: misses past 60 a minute are refused', async () => {
    const client = { 'x-forwarded-for': `fd00:beef::${Math.floor(Math.random() * 0xffff).toString(16)}` };
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await raw(`/m/no-such-menu-${i}-${Date.now()}`, client)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(60);
    // Another client still gets the menu.
    expect((await raw(`/m/${fx.username}`, { 'x-forwarded-for': 'fd00:beef::1:2' })).status).toBe(200);
  }, 180_000);

  it('does not cache a missing menu: every request is a MISS answered 404 by Next', async () => {
    const path = `/m/${new Types.ObjectId().toHexString()}`;
    for (let i = 0; i < 3; i++) {
      const res = await raw(path);
      expect(res.status).toBe(404);
      expect(res.headers['x-menu-cache']).toBe('MISS');
      expect(res.body.toString()).toContain('المنيو غير موجود');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it("drops both links' pages when an admin changes the menu, and the next visit shows the change", async () => {
    const admin = new TestClient();
    const account = await signUpVerifiedUser(admin);
    const menu = await insertMenuFixture({ admins: [account.username] });
    const links = [`/m/${menu.menuId}`, `/m/${menu.username}`];
    for (const link of links) await raw(link);
    const before = await Promise.all(links.map(untilHit));

    const upload = await uploadHeaderImage(admin, menu.menuId, '#2c3e50');
    expect(upload.status).toBe(200);
    const name = String(upload.body.data.data.menuMainImage).replace(/\.webp$/, '');
    expect(name).toMatch(/^[a-f0-9]{32}$/);
    for (const page of before) expect(page.body.toString()).not.toContain(name);

    for (const link of links) {
      const after = await raw(link);
      expect(after.status).toBe(200);
      expect(after.headers['x-menu-cache']).toBe('MISS');
      expect(after.body.toString()).toContain(name);
      const cached = await untilHit(link);
      expect(cached.body.toString()).toContain(name);
    }
  });
});
