import http from 'node:http';
import sharp from 'sharp';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { closeTestDb, insertMenuFixture } from '../support/menu-fixture';
import { freePort, startApp, type AppProcess } from '../../scripts/lib/app-process';

/**
 * Several instances on one database: instance A is the test stack's app, instance B a second app server started here
 * on the same database. An edit handled by A (or by any other process running updateMenu()) drops B's cached pages
 * through the menu change feed: B, which answered from its memory before the edit, shows the change next.
 */
type Raw = { status: number; cache: string | undefined; body: string };

function get(base: string, path: string): Promise<Raw> {
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

/** GETs until `ok` holds (the feed is polled a few times a second); fails after about 10 s. */
async function until(base: string, path: string, ok: (r: Raw) => boolean): Promise<Raw> {
  let last: Raw | null = null;
  for (let i = 0; i < 200; i++) {
    last = await get(base, path);
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${base}${path} never matched (last: ${last?.status} ${last?.cache})`);
}
const hit = (r: Raw) => r.cache === 'HIT';

let b: AppProcess;
const a = () => process.env.TEST_BASE_URL as string;

beforeAll(async () => {
  const port = await freePort();
  b = await startApp({
    port,
    env: {
      NODE_ENV: 'production',
      MONGODB_URI: process.env.TEST_MONGODB_URI,
      NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    },
  });
});

afterAll(async () => {
  await b?.stop();
  await closeTestDb();
  const mongoose = (await import('mongoose')).default;
  await mongoose.disconnect();
});

describe('two app instances on one database', () => {
  it('shows on instance B an image uploaded through instance A, on both links', async () => {
    const admin = new TestClient(a());
    const account = await signUpVerifiedUser(admin);
    const menu = await insertMenuFixture({ admins: [account.username] });
    const links = [`/m/${menu.username}`, `/m/${menu.menuId}`];
    for (const link of links) {
      await until(a(), link, hit);
      await until(b.url, link, hit);
    }

    const image = await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#16a085' } }).png().toBuffer();
    const fd = new FormData();
    fd.set('path', 'menuMainImage');
    fd.set('model', 'menu');
    fd.set('data', JSON.stringify({ menuId: menu.menuId }));
    fd.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'header.png');
    const upload = await admin.post('/api/v1/upload', fd);
    expect(upload.status).toBe(200);
    const name = String(upload.body.data.data.menuMainImage).replace(/\.webp$/, '');

    for (const link of links) {
      const onB = await until(b.url, link, (r) => r.body.includes(name));
      expect(onB.status).toBe(200);
      // and B keeps the new page in its memory again
      expect((await until(b.url, link, hit)).body).toContain(name);
    }
  });

  it('after a rename made by another process, the old short name is a 404 and the new one the menu on both', async () => {
    process.env.MONGODB_URI = process.env.TEST_MONGODB_URI;
    const { connectDb } = await import('../../lib/db');
    const { updateMenu } = await import('../../lib/menus/update-menu');
    await connectDb();
    const menu = await insertMenuFixture();
    for (const base of [a(), b.url]) await until(base, `/m/${menu.username}`, hit);

    const renamed = `${menu.username}x`;
    const after = await updateMenu({ menuId: menu.menuId, update: { $set: { username: renamed } } });
    expect(after.username).toBe(renamed);

    for (const base of [a(), b.url]) {
      const old = await until(base, `/m/${menu.username}`, (r) => r.status === 404);
      expect(old.body).toContain('المنيو غير موجود');
      const now = await get(base, `/m/${renamed}`);
      expect(now.status).toBe(200);
      expect(now.body).toContain('منسف أردني');
    }
  });
});
