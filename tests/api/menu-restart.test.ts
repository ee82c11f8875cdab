import mongoose from 'mongoose';
import { start as startEmbeddedMongo, type EmbeddedMongo } from '@qrmenu/embedded-mongo';
import { Menu } from '../../models/Menu';
import { freePort, startApp, type AppProcess } from '../../scripts/lib/app-process';
import { isHit, readPage, readPageUntil } from '../support/menu-pages';

/**
 * Nothing cached outlives the database it came from: the app serves a menu (cached in memory, a HIT), is restarted on
 * another database holding another menu under the same short name, and the very first answers are the new database's
 * menu and a 404 for the menu the old database had (no page or data kept on disk by Next, no warm-up needed).
 */
async function seedMenu(uri: string, username: string, dish: string): Promise<string> {
  const conn = await mongoose.createConnection(uri).asPromise();
  try {
    const M = conn.model('Menu', Menu.schema);
    const doc = await M.create({
      username,
      active: true,
      initialized: true,
      plan: 1,
      institution: { name: `مطعم ${dish}` },
      sections: [{ title: 'الأطباق', items: [{ title: dish, itemname: dish, price: 2 }] }],
    });
    return String(doc._id);
  } finally {
    await conn.close();
  }
}

const dbs: EmbeddedMongo[] = [];
let app: AppProcess | null = null;

afterAll(async () => {
  await app?.stop();
  for (const db of dbs) await db.stop();
});

it('serves the new database at once after a restart: its menu under the same short name, a 404 for the old one', async () => {
  const [one, two] = await Promise.all([startEmbeddedMongo({ quiet: true }), startEmbeddedMongo({ quiet: true })]);
  dbs.push(one, two);
  const uriOne = `${one.uri.replace(/\/?$/, '/')}restart_one`;
  const uriTwo = `${two.uri.replace(/\/?$/, '/')}restart_two`;
  const username = `restart${Date.now().toString(36)}`;
  const oldId = await seedMenu(uriOne, username, 'فلافل القديم');
  await seedMenu(uriTwo, username, 'حمص الجديد');

  const port = await freePort();
  const env = { NODE_ENV: 'production' as const, NEXTAUTH_SECRET: 'restart-test-secret-0123456789abcdef', NEXTAUTH_URL: `http://127.0.0.1:${port}` };
  app = await startApp({ port, env: { ...env, MONGODB_URI: uriOne } });
  expect((await readPageUntil(app.url, `/m/${username}`, isHit)).body).toContain('فلافل القديم');
  expect((await readPageUntil(app.url, `/m/${oldId}`, isHit)).body).toContain('فلافل القديم');
  await app.stop();

  app = await startApp({ port, env: { ...env, MONGODB_URI: uriTwo } });
  const first = await readPage(app.url, `/m/${username}`);
  expect(first.status).toBe(200);
  expect(first.body).toContain('حمص الجديد');
  expect(first.body).not.toContain('فلافل القديم');
  const gone = await readPage(app.url, `/m/${oldId}`);
  expect(gone.status).toBe(404);
  expect(gone.body).not.toContain('فلافل القديم');
});
