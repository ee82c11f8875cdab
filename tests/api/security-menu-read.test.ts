import { TestClient } from '../support/http';
import { makeStaff, signUpUser, signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';

/**
 * GET /api/v1/quickmenu/{id} gives the whole document (admins, counters, plan, interest records)
 * only to that menu's admins and to staff; anyone else gets the public fields of an active menu and 404 for an
 * inactive one.
 */

const PRIVATE_KEYS = ['admins', 'menuVisitors', 'plan', 'interestRecords'];
let active: MenuFixture;
let inactive: MenuFixture;
const admin = new TestClient();
const staff = new TestClient();
const stranger = new TestClient();
const unverifiedAdmin = new TestClient();
let adminName: string;

beforeAll(async () => {
  adminName = (await signUpVerifiedUser(admin)).username;
  const staffName = (await signUpVerifiedUser(staff)).username;
  await makeStaff(staffName);
  await signUpVerifiedUser(stranger);
  const pending = (await signUpUser(unverifiedAdmin)).username;
  [active, inactive] = await Promise.all([
    insertMenuFixture({ admins: [adminName, pending] }),
    insertMenuFixture({ admins: [adminName, pending], active: false }),
  ]);
});

const read = (client: TestClient, id: string) => client.get(`/api/v1/quickmenu/${id}`);
const keysDeep = (v: unknown): string[] =>
  v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, ...keysDeep(x)]) : [];

describe('the menu read', () => {
  it.each([
    ['anonymous', () => new TestClient()],
    ['a verified stranger', () => stranger],
    ['an admin whose e-mail is not verified', () => unverifiedAdmin],
  ])('gives %s the public fields only (no admins, counters, plan or interest records)', async (_who, client) => {
    const res = await read(client(), active.menuId);
    expect(res.status).toBe(200);
    const menu = res.body.data.data;
    expect(menu.institution.name).toBe('مطعم السنابل');
    expect(menu.sections.flatMap((s: { items: unknown[] }) => s.items).length).toBeGreaterThan(0);
    expect(keysDeep(menu).filter((k) => PRIVATE_KEYS.includes(k))).toEqual([]);
    expect(JSON.stringify(menu)).not.toContain(adminName);
  });

  it.each([
    ['anonymous', () => new TestClient()],
    ['a verified stranger', () => stranger],
  ])('answers 404 to %s for an inactive menu', async (_who, client) => {
    const res = await read(client(), inactive.menuId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'fail', message: 'This menu does not exist' });
  });

  it.each([
    ['the menu admin', () => admin],
    ['staff', () => staff],
  ])('gives %s the whole document, inactive menus included', async (_who, client) => {
    for (const fx of [active, inactive]) {
      const res = await read(client(), fx.menuId);
      expect(res.status).toBe(200);
      expect(res.body.data.data.admins).toContain(adminName);
      expect(res.body.data.data).toHaveProperty('menuVisitors');
      expect(res.body.data.data.plan).toBe(2);
    }
  });
});
