import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';
import { residentBytes, streamPost } from '../support/stream-post';

/**
 * Bodies are bounded while they stream, before any work. JSON: 256 KB (JSON_BODY_MAX_BYTES);
 * uploads: the image limit plus form overhead, checked after the access check. Over the limit: 413, memory flat.
 */

const DISTANCES = '/api/v1/distances';
const MB = 1024 * 1024;
const locations = [
  [35.9, 31.95],
  [35.91, 31.96],
];

let fx: MenuFixture;
let outsider: TestClient;

beforeAll(async () => {
  fx = await insertMenuFixture();
  outsider = new TestClient();
  await signUpVerifiedUser(outsider);
});

describe('JSON bodies', () => {
  it('answers a small body as before', async () => {
    expect((await new TestClient().post(DISTANCES, { locations })).status).toBe(200);
  });

  it('refuses a body over 256 KB with 413 (declared length)', async () => {
    const res = await new TestClient().post(DISTANCES, { locations, padding: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 'fail', message: 'The request body is too large (at most 256 KB)' });
  });

  it('refuses a chunked body (no Content-Length) once it passes the limit', async () => {
    const status = await streamPost(DISTANCES, { totalBytes: 8 * MB, contentType: 'application/json', prefix: '{"padding":"' });
    expect(status).toBe(413);
  });
});

describe('uploads', () => {
  it('asks who is calling before reading a byte: anonymous is 401, not 413', async () => {
    const status = await streamPost('/api/v1/upload', { totalBytes: 64 * MB, contentType: 'multipart/form-data; boundary=x' });
    expect(status).toBe(401);
  });

  it('refuses a declared oversize upload from a signed-in user with 413', async () => {
    const status = await streamPost('/api/v1/upload', {
      totalBytes: 200 * MB,
      declareLength: true,
      contentType: 'multipart/form-data; boundary=x',
      headers: { cookie: cookieOf(outsider) },
    });
    expect(status).toBe(413);
  });

  it('refuses a chunked 200 MB upload from a user who is not the menu admin with 413, without buffering it', async () => {
    const before = await residentBytes(Number(process.env.TEST_APP_PID));
    const status = await streamPost('/api/v1/upload', {
      totalBytes: 200 * MB,
      contentType: 'multipart/form-data; boundary=x',
      prefix: `--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"menuId":"${fx.menuId}"}\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      headers: { cookie: cookieOf(outsider) },
    });
    expect(status).toBe(413);
    const after = await residentBytes(Number(process.env.TEST_APP_PID));
    expect(after - before).toBeLessThan(100 * MB);
  });
});

describe('memory', () => {
  it('stays flat under 20 oversize requests in parallel (1.25 GB offered in total)', async () => {
    const pid = Number(process.env.TEST_APP_PID);
    expect(pid).toBeGreaterThan(0);
    const before = await residentBytes(pid);
    let peak = before;
    let running = true;
    const sample = (async () => {
      while (running) {
        peak = Math.max(peak, await residentBytes(pid));
        await new Promise((r) => setImmediate(r));
      }
    })();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        streamPost(DISTANCES, { totalBytes: 64 * MB, contentType: 'application/json', prefix: '{"padding":"', declareLength: i % 2 === 0 }),
      ),
    );
    running = false;
    await sample;
    expect(statuses).toEqual(Array(20).fill(413));
    console.log(`[body limits] server RSS before ${(before / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB`);
    expect(peak - before).toBeLessThan(150 * MB);
  });
});

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
