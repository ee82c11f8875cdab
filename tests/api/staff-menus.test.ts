/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * "The provider's staff": PUT /api/v1/quickmenu/{menuId}/plan and GET /api/v1/quickmenu?q=…&page=…,
 * staff only; owners and visitors are refused and nothing changes.
 */
import { TestClient } from '../support/http';
import { makeStaff, signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';

let staff: TestClient;
let owner: TestClient;
let ownerName: string;
let fx: MenuFixture;
const storedPlan = async (id = fx.menuId): Promise<number> => ((await (await testMenuModel()).findById(id).lean()) as any).plan;

beforeAll(async () => {
  staff = new TestClient();
  owner = new TestClient();
  const staffName = (await signUpVerifiedUser(staff)).username;
  await makeStaff(staffName);
  ownerName = (await signUpVerifiedUser(owner)).username;
  fx = await insertMenuFixture({ admins: [ownerName], plan: 0 });
});

describe('PUT /api/v1/quickmenu/{menuId}/plan', () => {
  it('staff raise the plan; the owner then gets the galleries op (403 before)', async () => {
    await staff.put(`/api/v1/quickmenu/${fx.menuId}/plan`, { plan: 0 });
    const before = await owner.put(`/api/v1/quickmenu/${fx.menuId}?op=pgallery&sectionId=${fx.sectionIds.main}`, { title: 'معرض' });
    expect(before.status).toBe(403);

    const res = await staff.put(`/api/v1/quickmenu/${fx.menuId}/plan`, { plan: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.data.plan).toBe(2);
    expect(await storedPlan()).toBe(2);
    const after = await owner.put(`/api/v1/quickmenu/${fx.menuId}?op=pgallery&sectionId=${fx.sectionIds.main}`, { title: 'معرض' });
    expect(after.status).toBe(200);
  });

  it.each([
    [{ plan: -1 }, 'plan must be 0 or more'],
    [{ plan: 1.5 }, 'plan must be a whole number'],
    [{ plan: 'two' }, 'plan must be a number'],
    [{ plan: { $gt: 0 } }, 'plan must be a number'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const plan = await storedPlan();
    const res = await staff.put(`/api/v1/quickmenu/${fx.menuId}/plan`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await storedPlan()).toBe(plan);
  });

  it('an unknown menu is a 404', async () => {
    const res = await staff.put('/api/v1/quickmenu/0123456789abcdef01234567/plan', { plan: 1 });
    expect(res.status).toBe(404);
  });

  it('refuses the menu’s owner (403) and a visitor (401); the plan stays', async () => {
    const plan = await storedPlan();
    expect((await owner.put(`/api/v1/quickmenu/${fx.menuId}/plan`, { plan: 5 })).status).toBe(403);
    expect((await new TestClient().put(`/api/v1/quickmenu/${fx.menuId}/plan`, { plan: 5 })).status).toBe(401);
    expect(await storedPlan()).toBe(plan);
  });
});

describe('GET /api/v1/quickmenu?q=…&page=…', () => {
  const search = (q: string, client = staff, page = 1) => client.get(`/api/v1/quickmenu?${new URLSearchParams({ q, page: String(page) })}`);

  it('finds a menu by short name, institution name and admin username, with id, name, plan, active and admins', async () => {
    const menu = (await (await testMenuModel()).findById(fx.menuId).lean()) as any;
    for (const q of [menu.username, menu.institution.name, ownerName, ownerName.toUpperCase().slice(2)]) {
      const res = await search(q);
      expect(res.status).toBe(200);
      const hit = res.body.data.data.find((m: any) => m._id === fx.menuId);
      expect(hit).toEqual({ _id: fx.menuId, username: menu.username, name: menu.institution.name, plan: menu.plan, active: menu.active, admins: [ownerName] }); // admins shown by username (stored by id)
    }
  });

  it('treats the text literally (regex characters escaped) and pages by 10', async () => {
    const wild = await search('.*');
    expect(wild.status).toBe(200);
    expect(wild.body.data.data).toEqual([]);
    expect((await search('(')).status).toBe(200);
    // Control characters are dropped before the regex is built (a NUL answered 500: found by the fuzz test).
    const withNul = await search(`${'\u0000'}.*`);
    expect(withNul.status).toBe(200);
    expect(withNul.body.data.data).toEqual([]);

    const tag = `pg${Date.now().toString(36)}`;
    const ids = new Set<string>();
    for (let i = 0; i < 12; i += 1) await insertMenuFixture({ admins: [ownerName], username: `${tag}menu${i}` });
    const first = await search(tag, staff, 1);
    const second = await search(tag, staff, 2);
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.data).toHaveLength(10);
    expect(second.body.data.data).toHaveLength(2);
    for (const m of [...first.body.data.data, ...second.body.data.data]) ids.add(m._id);
    expect(ids.size).toBe(12);
  });

  it('refuses a bad page (400), the owner (403) and a visitor (401)', async () => {
    expect((await staff.get('/api/v1/quickmenu?q=a&page=0')).status).toBe(400);
    expect((await staff.get('/api/v1/quickmenu?q=a&page=x')).status).toBe(400);
    expect((await search(ownerName, owner)).status).toBe(403);
    expect((await search(ownerName, new TestClient())).status).toBe(401);
  });
});
