import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture } from '../support/menu-fixture';
import { pollUntil } from '../support/poll';
import { csv, row } from '../support/menu-sheet';
import { sheetXlsx } from '../support/crafted-xlsx';
import type { AppProcess } from '../../scripts/lib/app-process';
import { startAnotherInstance } from '../support/another-instance';

/**
 * `npm run dev` runs the heavy-work pool too: there its worker starts from the TypeScript source through tsx (the
 * production build runs the compiled entry, lib/heavy-work/worker-entry.ts). An import preview and a paper menu come
 * back from the dev server as they do from the built app.
 */
let dev: AppProcess;

beforeAll(async () => {
  dev = await startAnotherInstance({ dev: true, env: { TRUST_PROXY: '1' } });
}, 240_000);

afterAll(async () => {
  await dev?.stop();
});

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
