import http from 'node:http';
import net from 'node:net';
import { start as startEmbeddedMongo, type EmbeddedMongo } from '@qrmenu/embedded-mongo';
import { freePort, startApp, type AppProcess } from '../../scripts/lib/app-process';
import { streamPost } from '../support/stream-post';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';

/**
 * The server's front door (server/front-door.ts) and the process around it. Bodies are bounded for every
 * path before any handler (next-auth's included) reads them; private API answers are not cacheable. A second app of
 * its own (its own in-memory database, no trusted proxy, an https NEXTAUTH_URL, short request timeouts) shows what
 * the shared stack (TRUST_PROXY=1) cannot: X-Forwarded-Host ignored, HSTS from NEXTAUTH_URL, slow bodies cut, and a
 * health check that asks the database.
 */
jest.setTimeout(180_000);
const KB = 1024;
const MB = 1024 * KB;

describe('request bodies at the front door (shared stack)', () => {
  it('refuses a large declared body to next-auth\'s credentials callback with 413 before reading it', async () => {
    const status = await streamPost('/api/auth/callback/credentials', {
      totalBytes: 20 * MB,
      declareLength: true,
      contentType: 'application/x-www-form-urlencoded',
      prefix: 'username=owner&password=',
    });
    expect(status).toBe(413);
  });

  it('cuts a chunked body to the credentials callback with 413 once it passes the limit', async () => {
    const status = await streamPost('/api/auth/callback/credentials', {
      totalBytes: 20 * MB,
      contentType: 'application/x-www-form-urlencoded',
      prefix: 'username=owner&password=',
    });
    expect(status).toBe(413);
  });

  it('bounds any other path too: a page and an unknown API path get 413 for a large body', async () => {
    expect(await streamPost('/login', { totalBytes: 20 * MB, declareLength: true, contentType: 'text/plain' })).toBe(413);
    expect(await streamPost('/api/v1/no-such-route', { totalBytes: 64 * MB, declareLength: true, contentType: 'application/json' })).toBe(413);
  });

  it('still answers a small login form', async () => {
    const res = await new TestClient().post('/api/v1/users/login', { username: 'nobody-here', password: 'wrong-password-1' });
    expect(res.status).toBe(401);
  });
});

describe('API addresses and methods that do not exist', () => {
  it('answers an unknown /api address with the envelope\'s 404, not the site\'s HTML page, for every method', async () => {
    const client = new TestClient();
    for (const [method, path] of [['GET', '/api/v1/menus/no-such/thing'], ['POST', '/api/v2/cart'], ['PUT', '/api/v1/cart/x/y/z'], ['PATCH', '/api/nothing'], ['DELETE', '/api/v1/quickmenu/6b09d76bd67c2bfe52741758/no-such']]) {
      const res = await client.request(method, path, method === 'GET' ? undefined : {});
      expect([method, res.status, res.headers.get('content-type')]).toEqual([method, 404, 'application/json']);
      expect(res.body).toEqual({ status: 'fail', message: 'There is no API endpoint at this address' });
    }
    const ar = await client.get('/api/v1/orders/6b0addd6b1bbbd196b809c42/payments', { 'accept-language': 'ar' });
    expect([ar.status, ar.body]).toEqual([404, { status: 'fail', message: 'لا توجد خدمة بهذا العنوان في واجهة البرمجة' }]);
  });

  it('answers a method a route does not offer with 405 in the envelope, in the caller\'s language', async () => {
    const client = new TestClient();
    const en = await client.request('PATCH', '/api/v1/orders', {});
    expect([en.status, en.headers.get('content-type'), en.body]).toEqual([405, 'application/json', { status: 'fail', message: 'This method is not supported at this address' }]);
    const ar = await client.request('DELETE', '/api/health', undefined, { 'accept-language': 'ar', 'accept-encoding': 'gzip' });
    expect([ar.status, ar.body]).toEqual([405, { status: 'fail', message: 'هذه الطريقة غير مدعومة على هذا العنوان' }]);
    // The routes themselves are untouched: a method they offer answers as before, OPTIONS lists what they offer.
    expect((await client.get('/api/health')).status).toBe(200);
    const options = await client.request('OPTIONS', '/api/v1/orders');
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS, POST']);
  });
});

describe('private answers', () => {
  it('sends Cache-Control: private, no-store on a signed-in user\'s answers and refusals', async () => {
    const client = new TestClient();
    await signUpVerifiedUser(client);
    const me = await client.get('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await new TestClient().get('/api/v1/users/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('an app without a trusted proxy, with an https public address', () => {
  let db: EmbeddedMongo;
  let app: AppProcess;
  let base: string;

  beforeAll(async () => {
    db = await startEmbeddedMongo({ quiet: true });
    const port = await freePort();
    app = await startApp({
      port,
      env: {
        NODE_ENV: 'production',
        MONGODB_URI: `${db.uri.replace(/\/?$/, '/')}frontdoor`,
        NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789',
        NEXTAUTH_URL: 'https://menu.example.test',
        TRUST_PROXY: '0',
        REQUEST_TIMEOUT_MS: '1500',
      },
    });
    base = app.url;
  });
  afterAll(async () => {
    await app?.stop();
    await db?.stop().catch(() => undefined);
  });

  it('does not let X-Forwarded-Host make a cross-site request look same-origin', async () => {
    const res = await fetch(`${base}/api/v1/users/logout`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('sends HSTS on pages and API answers because NEXTAUTH_URL is https', async () => {
    for (const path of ['/login', '/api/health']) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  it('cuts a client that sends its body slowly after REQUEST_TIMEOUT_MS', async () => {
    const { port } = new URL(base);
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/v1/distances HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":');
      });
      let answer = '';
      socket.on('data', (c) => (answer += c.toString()));
      socket.on('close', () => resolve(answer.split('\r\n')[0] || 'closed'));
      setTimeout(() => {
        socket.destroy();
        resolve('still open after 10 s');
      }, 10_000);
    });
    expect(outcome).toMatch(/408|closed/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers its health with this start\'s token, and 503 once the database is gone', async () => {
    const ok = await fetch(`${base}/api/health`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toMatchObject({ ok: true, instance: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await db.stop();
    let status = 0;
    for (let i = 0; i < 20 && status !== 503; i++) {
      status = (await fetch(`${base}/api/health`)).status;
      if (status !== 503) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(503);
  });

  it('answers an API call with 503, a retry time and the envelope\'s message while the database is gone, not a 500', async () => {
    // (after the test above has stopped the database)
    const res = await fetch(`${base}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ username: 'someone', password: 'some-password-1' }),
    });
    expect([res.status, res.headers.get('retry-after'), await res.json()]).toEqual([
      503,
      '10',
      { status: 'error', message: 'الخدمة غير متاحة لحظياً، ولم يُحفظ شيء من هذا الطلب؛ أعد المحاولة بعد قليل' },
    ]);
  });
});

describe('the start script and its child', () => {
  it('does not take another process answering on the port for its own app', async () => {
    const port = await freePort();
    const impostor = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'success', data: { ok: true } }));
    });
    await new Promise<void>((resolve) => impostor.listen(port, '127.0.0.1', resolve));
    try {
      await expect(
        startApp({ port, env: { NODE_ENV: 'production', MONGODB_URI: process.env.TEST_MONGODB_URI, NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789' } }),
      ).rejects.toThrow(/exited|did not answer/);
    } finally {
      await new Promise<void>((resolve) => impostor.close(() => resolve()));
    }
  });
});
