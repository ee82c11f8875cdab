import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture } from '../support/menu-fixture';
import { isHit, readPage, readPageUntil, uploadHeaderImage } from '../support/menu-pages';
import type { AppProcess } from '../../scripts/lib/app-process';
import { startAnotherInstance } from '../support/another-instance';

/**
 * Several instances on one database: instance A is the test stack's app, instance B a second app server started here
 * on the same database. An edit handled by A (or by any other process running updateMenu()) drops B's cached pages
 * through the database's change stream (lib/live): B, which answered from its memory before the edit, shows the change next.
 */
let b: AppProcess;
const a = () => process.env.TEST_BASE_URL as string;

beforeAll(async () => {
  b = await startAnotherInstance();
});

afterAll(async () => {
  await b?.stop();
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
      await readPageUntil(a(), link, isHit);
      await readPageUntil(b.url, link, isHit);
    }

    const upload = await uploadHeaderImage(admin, menu.menuId, '#16a085');
    expect(upload.status).toBe(200);
    const name = String(upload.body.data.data.menuMainImage).replace(/\.webp$/, '');

    for (const link of links) {
      const onB = await readPageUntil(b.url, link, (r) => r.body.includes(name));
      expect(onB.status).toBe(200);
      // and B keeps the new page in its memory again
      expect((await readPageUntil(b.url, link, isHit)).body).toContain(name);
    }
  });

  it('after a rename made by another process, the old short name is a 404 and the new one the menu on both', async () => {
    process.env.MONGODB_URI = process.env.TEST_MONGODB_URI;
    const { connectDb } = await import('../../lib/db');
    const { updateMenu } = await import('../../lib/menus/update-menu');
    await connectDb();
    const menu = await insertMenuFixture();
    for (const base of [a(), b.url]) await readPageUntil(base, `/m/${menu.username}`, isHit);

    const renamed = `${menu.username}x`;
    const after = await updateMenu({ menuId: menu.menuId, update: { $set: { username: renamed } } });
    expect(after.username).toBe(renamed);

    for (const base of [a(), b.url]) {
      const old = await readPageUntil(base, `/m/${menu.username}`, (r) => r.status === 404);
      expect(old.body).toContain('المنيو غير موجود');
      const now = await readPage(base, `/m/${renamed}`);
      expect(now.status).toBe(200);
      expect(now.body).toContain('منسف أردني');
    }
  });
});
