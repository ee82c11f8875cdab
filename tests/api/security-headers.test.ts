import { createHash } from 'node:crypto';
import { TestClient } from '../support/http';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';
import { rawRequest } from '../support/raw-request';

/**
 * Security headers on every answer — pages (a nonce CSP whose nonce is the one in the HTML; the
 * public menu sent from the server's store names its inline scripts by hash instead), API, images, errors.
 */

let menu: MenuFixture;
const client = new TestClient();

beforeAll(async () => {
  menu = await insertMenuFixture();
});

function expectCommonHeaders(h: Headers, path: string) {
  expect(h.get('x-content-type-options')).toBe('nosniff');
  // /login sends no Referer at all (a login link may carry a password in its address).
  expect(h.get('referrer-policy')).toBe(path === '/login' ? 'no-referrer' : 'strict-origin-when-cross-origin');
  expect(h.get('permissions-policy')).toContain('geolocation=(self)');
  expect(h.get('content-security-policy')).toMatch(/frame-ancestors '(self|none)'/);
}

describe('security headers', () => {
  it.each(['/login', '/signup', '/me', '/terms', '/', '/api/health', '/api/v1/users/me', '/public/uploads/nothing.webp', '/no-such-page'])(
    '%s carries them',
    async (path) => {
      const res = await client.get(path);
      expectCommonHeaders(res.headers, path);
    },
  );

  it('pages may be framed only by the same origin, and scripts need the nonce of the HTML', async () => {
    const res = await client.get('/login');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`nonce="${nonce}"`);
    const again = await client.get('/login');
    expect(again.headers.get('content-security-policy')).not.toBe(csp); // a fresh nonce per rendered page
  });

  it('the public menu sent from the store names its inline scripts by hash, with no nonce a diner could read', async () => {
    const seen = new Set<string>();
    // The page is stored once it has been compressed: ask until the store answers (bounded).
    for (let i = 0; i < 50 && !seen.has('HIT'); i++) {
      const res = await client.get(`/m/${menu.menuId}`);
      seen.add(res.headers.get('x-menu-cache') ?? '');
      expectCommonHeaders(res.headers, `/m/${menu.menuId}`);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).not.toContain("'nonce-");
      expect(res.body).not.toMatch(/\snonce="/);
      const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs));
      expect(inline.length).toBeGreaterThan(0);
      for (const [, , text] of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    expect([...seen].sort()).toEqual(['HIT', 'MISS']);
    // Next's own copy of the page (a draft-mode cookie skips the store) is rendered per request with a fresh nonce.
    const drafting = new TestClient();
    drafting.cookies.set('__prerender_bypass', '1');
    const viaNext = await drafting.get(`/m/${menu.menuId}`);
    expect(viaNext.headers.get('x-menu-cache')).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(viaNext.headers.get('content-security-policy')!)?.[1];
    expect(nonce).toBeTruthy();
    expect(viaNext.body).toContain(`nonce="${nonce}"`);
    const again = await drafting.get(`/m/${menu.menuId}`);
    expect(again.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('sends HSTS only over https (as told by the proxy)', async () => {
    expect((await client.get('/login')).headers.get('strict-transport-security')).toBeNull();
    for (const path of ['/login', '/api/health']) {
      const res = await client.get(path, { 'x-forwarded-proto': 'https' });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    }
  });

  it('a malformed URL refused at the front door carries them too', async () => {
    const res = await rawRequest('GET', '/api/v1/cart/%ZZ');
    expect(res.status).toBe(400);
  });
});
