import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { MongoClient } from 'mongodb';
import { TestClient } from '../support/http';
import { insertMenuFixture, readVisitorTotals, testDb, type MenuFixture } from '../support/menu-fixture';
import { start as startEmbeddedMongo } from '@qrmenu/embedded-mongo';
import { dummyPasswordHash } from '../../lib/users/verify-credentials';
import { bcryptRounds } from '../../lib/users/hash-password';

/**
 * Colours into CSS checked on output, image URLs only for our own uploads, a same-cost dummy
 * hash, a visitor counted once per menu per day per browser (and the beacon rate-limited), the mail outbox owner-only,
 * the embedded database reachable only by the app's own user.
 */

let menu: MenuFixture;
const client = new TestClient();
const POISON = 'red;background:url(//evil.example/pixel)';

beforeAll(async () => {
  menu = await insertMenuFixture();
  // Stored before any check existed (or written around it): a poisoned colour and a foreign image URL.
  await (await testDb()).collection('menus').updateOne(
    { _id: new (await import('mongodb')).ObjectId(menu.menuId) },
    { $set: { 'colors.mainColor': POISON, 'colors.tintColor': '#abcdef', 'sections.0.items.0.image': 'https://evil.example/a.webp' } },
  );
});

describe('values that reach CSS, src or href', () => {
  it('the cart gives the page only plain colour values', async () => {
    const res = await client.post('/api/v1/cart', { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(res.body.data.data.menu.colors.mainColor).toBeUndefined();
    expect(res.body.data.data.menu.colors.tintColor).toBe('#abcdef');
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });

  it('the public menu page sends no diner to a foreign image URL or CSS', async () => {
    const res = await client.get(`/m/${menu.menuId}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('منسف أردني');
    expect(res.body).not.toContain('evil.example');
  });
});

describe('visits', () => {
  it('count a browser once per menu per day', async () => {
    const fresh = await insertMenuFixture();
    const browser = new TestClient();
    for (let i = 0; i < 5; i++) expect((await browser.post(`/api/v1/quickmenu/${fresh.menuId}/visits`)).status).toBe(200);
    // The totals as the statistics show them (counted in the menu's counter document, not in the menu).
    expect(await readVisitorTotals(fresh.menuId)).toMatchObject({ totalVisitors: 1, newVisitors: 1 });
  });

  it('are rate-limited per client: a cookie-less flood gets 429, another client still counts', async () => {
    const flooder = new TestClient();
    let tooMany = 0;
    for (let i = 0; i < 260 && !tooMany; i++) {
      flooder.cookies.clear();
      const res = await flooder.post(`/api/v1/quickmenu/${menu.menuId}/visits`);
      if (res.status === 429) tooMany = i;
    }
    expect(tooMany).toBeGreaterThan(0);
    expect((await new TestClient().post(`/api/v1/quickmenu/${menu.menuId}/visits`)).status).toBe(200);
  }, 240_000);
});

describe('secrets at rest', () => {
  it('the dummy hash for unknown usernames has the cost of real ones', async () => {
    expect(bcrypt.getRounds(await dummyPasswordHash())).toBe(bcryptRounds());
  });

  it('the mail outbox is written owner-only (folder 0700, files 0600)', async () => {
    const cwd = process.cwd();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-outbox-'));
    const smtp = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      process.chdir(tmp);
      fs.mkdirSync(path.join(tmp, '.data', 'outbox'), { recursive: true, mode: 0o755 });
      let sendMail!: typeof import('../../lib/mail/send-mail').sendMail;
      jest.isolateModules(() => {
        ({ sendMail } = jest.requireActual('../../lib/mail/send-mail'));
      });
      const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      await sendMail({ to: 'a@example.test', subject: 's', text: 'code 123456' });
      log.mockRestore();
      const dir = path.join(tmp, '.data', 'outbox');
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      const [file] = fs.readdirSync(dir);
      expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    } finally {
      process.chdir(cwd);
      if (smtp !== undefined) process.env.SMTP_URL = smtp;
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('the embedded database can listen on an owner-only Unix socket that the driver reaches', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-sock-'));
    const socketPath = path.join(tmp, 'run', 'embedded-mongo.sock');
    const db = await startEmbeddedMongo({ socketPath, quiet: true });
    try {
      expect(fs.statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
      expect(fs.statSync(socketPath).isSocket()).toBe(true);
      expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
      expect(db.uri).toBe(`mongodb://${encodeURIComponent(socketPath)}/`);
      const mongo = new MongoClient(`${db.uri}probe`);
      await mongo.connect();
      await mongo.db().collection('x').insertOne({ ok: 1 });
      expect(await mongo.db().collection('x').countDocuments()).toBe(1);
      await mongo.close();
    } finally {
      await db.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
