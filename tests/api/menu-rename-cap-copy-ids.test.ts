/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
/**
 * Short names are a shared space: a menu renames at most MENU_LIMITS.renamesPerDay times a day (409 after) and keeps
 * its newest MENU_LIMITS.formerShortNames former names (the oldest is let go and free again). A staff copy of a menu
 * takes none of them, and gets new ids everywhere: its tables never answer the source's printed cards, and a table in
 * a source's branch is in the copy's branch.
 */
import { ObjectId } from 'mongodb';
import { TestClient } from '../support/http';
import { makeStaff, signUpVerifiedUser, withTestDb } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';
import { MENU_LIMITS } from '../../lib/shared/menu-caps';

let owner: TestClient;
let ownerName: string;
let fx: MenuFixture;
const AR = { 'accept-language': 'ar' };
const unique = () => `n${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const rename = (username: string, menuId = fx.menuId, headers: Record<string, string> = {}) => owner.put(`/api/v1/quickmenu/${menuId}`, { username }, headers);
const stored = (menuId = fx.menuId) => withTestDb((db) => db.collection('menus').findOne({ _id: new ObjectId(menuId) }));

beforeAll(async () => {
  owner = new TestClient();
  ownerName = (await signUpVerifiedUser(owner)).username;
  fx = await insertMenuFixture({ admins: [ownerName] });
});

describe('renames of the short name', () => {
  it(`at most ${MENU_LIMITS.renamesPerDay} a day: the next is a 409 that says so, and changes nothing`, async () => {
    const names: string[] = [];
    for (let i = 0; i < MENU_LIMITS.renamesPerDay; i++) {
      names.push(unique());
      expect((await rename(names[i])).status).toBe(200);
    }
    const refused = await rename(unique(), fx.menuId, AR);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`يمكن تغيير الاسم المختصر ${MENU_LIMITS.renamesPerDay} مرات في اليوم على الأكثر: حاول غداً`);
    const menu = await stored();
    expect(menu?.username).toBe(names.at(-1));
    expect(menu?.formerUsernames).toEqual([fx.username, ...names.slice(0, -1)]);
    // A day later the menu may rename again.
    await withTestDb((db) => db.collection('menus').updateOne({ _id: new ObjectId(fx.menuId) }, { $set: { renamedAt: menu?.renamedAt.map((d: Date) => new Date(d.getTime() - 86_400_001)) } }));
    expect((await rename(unique())).status).toBe(200);
  });

  it(`keeps the newest ${MENU_LIMITS.formerShortNames} former names; the oldest is free for another menu`, async () => {
    const other = await insertMenuFixture({ admins: [ownerName] });
    const many = Array.from({ length: MENU_LIMITS.formerShortNames }, () => unique());
    await withTestDb((db) => db.collection('menus').updateOne({ _id: new ObjectId(fx.menuId) }, { $set: { formerUsernames: many, renamedAt: [] } }));
    const before = (await stored())?.username;
    expect((await rename(unique())).status).toBe(200);
    const former = (await stored())?.formerUsernames;
    expect(former).toHaveLength(MENU_LIMITS.formerShortNames);
    expect(former).toEqual([...many.slice(1), before]);
    expect((await rename(many[0], other.menuId)).status).toBe(200);
    expect((await rename(many[1], other.menuId)).status).toBe(409); // still this menu's
  });
});

describe('a staff copy of a menu', () => {
  it('gets new ids for its tables and branches (a table keeps its branch: the copy\'s), and none of the former names', async () => {
    const tables = [
      await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name: 'c1', branchId: fx.branchIds.near }),
      await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name: 'c2', branchId: fx.branchIds.far }),
      await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name: 'c3' }),
    ];
    for (const t of tables) expect(t.status).toBe(201);
    const source = (await owner.get(`/api/v1/quickmenu/${fx.menuId}`)).body.data.data;
    await withTestDb((db) => db.collection('menus').updateOne({ _id: new ObjectId(fx.menuId) }, { $addToSet: { formerUsernames: unique() } }));

    const staff = new TestClient();
    const staffName = (await signUpVerifiedUser(staff)).username;
    await makeStaff(staffName);
    const res = await staff.post(`/api/v1/quickmenu/${fx.menuId}/copy`, { admins: [staffName], plan: 1 });
    expect(res.status).toBe(200);
    const copy = await stored(res.body.data.data._id);

    const sourceTableIds = new Set(source.tables.map((t: any) => t._id));
    const sourceBranchIds = new Set(source.branches.map((b: any) => b._id));
    expect(copy?.tables.map((t: any) => t.name)).toEqual(source.tables.map((t: any) => t.name));
    for (const t of copy?.tables ?? []) expect(sourceTableIds.has(String(t._id))).toBe(false);
    for (const b of copy?.branches ?? []) expect(sourceBranchIds.has(String(b._id))).toBe(false);
    // Each table in the copy's branch at the same place as its source's.
    const branchIndex = (menu: any, id: unknown) => (id ? menu.branches.findIndex((b: any) => String(b._id) === String(id)) : -1);
    expect(copy?.tables.map((t: any) => branchIndex(copy, t.branchId))).toEqual(source.tables.map((t: any) => branchIndex(source, t.branchId)));
    expect(copy?.tables.filter((t: any) => t.branchId).length).toBeGreaterThanOrEqual(2);
    // None of the names the source had: they lead to the source.
    expect(copy?.formerUsernames ?? []).toEqual([]);
    expect(copy?.renamedAt ?? []).toEqual([]);

  });
});
