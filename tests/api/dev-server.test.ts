import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture } from '../support/menu-fixture';
import { isHit, readPage, readPageUntil, uploadHeaderImage } from '../support/menu-pages';
import { pollUntil } from '../support/poll';
import type { AppProcess } from '../../scripts/lib/app-process';
import { startAnotherInstance } from '../support/another-instance';
import { csv, row } from '../support/menu-sheet';
import { sheetXlsx } from '../support/crafted-xlsx';

/**
 * `npm run dev` runs the same server as production (server/main.ts with --dev): the public menu is served
 * from the same rendered-page store, and an edit made through the dev server drops its pages at once, through the
 * registration the server makes at boot (lib/menus/menu-written.ts) — the first read after the edit's answer is
 * already the new page, with no wait for the change feed. The heavy-work pool runs there too: its worker starts from the
 * TypeScript source through tsx (the production build runs the compiled entry, lib/heavy-work/worker-entry.ts).
 */
let dev: AppProcess;

beforeAll(async () => {
  dev = await startAnotherInstance({ dev: true, env: { TRUST_PROXY: '1' } });
}, 240_000);

afterAll(async () => {
  await dev?.stop();
});

it('serves /m/{username} from the store in dev mode and shows an edit made through it on the next read', async () => {
  const account = await signUpVerifiedUser(new TestClient());
  const menu = await insertMenuFixture({ admins: [account.username] });
  const link = `/m/${menu.username}`;
  // The first request compiles the page: give it time, then it is answered from the store.
  const first = await pollUntil(() => readPage(dev.url, link), (r) => r.status === 200, { what: `dev ${link}`, timeoutMs: 180_000, intervalMs: 1000 });
  expect(first.body).toContain('منسف أردني');
  expect(first.cache).toBe('MISS');
  const hit = await readPageUntil(dev.url, link, isHit);
  expect(hit.body).toBe(first.body);

  const admin = new TestClient(dev.url);
  const login = await admin.post('/api/v1/users/login', { username: account.username, password: account.password });
  expect(login.status).toBe(200);
  const upload = await uploadHeaderImage(admin, menu.menuId, '#8e44ad');
  expect(upload.status).toBe(200);
  const name = String(upload.body.data.data.menuMainImage).replace(/\.webp$/, '');

  const after = await readPage(dev.url, link);
  expect(after.status).toBe(200);
  expect(after.cache).toBe('MISS');
  expect(after.body).toContain(name);
}, 300_000);

it('reads an uploaded sheet and draws the paper menu in the worker under npm run dev', async () => {
  const account = await signUpVerifiedUser(new TestClient());
  const menu = await insertMenuFixture({ admins: [account.username] });
  const admin = new TestClient(dev.url);
  const login = await pollUntil(() => admin.post('/api/v1/users/login', { username: account.username, password: account.password }), (r) => r.status === 200, {
    what: 'dev login',
    timeoutMs: 180_000,
    intervalMs: 1000,
  });
  expect(login.status).toBe(200);
  const post = (file: Buffer | string, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
    return admin.post(`/api/v1/quickmenu/${menu.menuId}/import?dryRun=1`, form);
  };
  const fromCsv = await post(csv([row('قسم', 'صنف جديد', 'dev-new', 2)]), 'menu.csv');
  expect(fromCsv.status).toBe(200);
  expect(fromCsv.body.data.preview.items.add).toEqual([expect.objectContaining({ itemname: 'dev-new' })]);
  const fromXlsx = await post(sheetXlsx(3), 'menu.xlsx');
  expect(fromXlsx.status).toBe(200);
  expect(fromXlsx.body.data.preview.items.add).toHaveLength(3);
  const print = await fetch(`${dev.url}/api/v1/quickmenu/${menu.menuId}/print?size=a5`, { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': admin.ip } });
  expect(print.status).toBe(200);
  expect(Buffer.from(await print.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
}, 420_000);
