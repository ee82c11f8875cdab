/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/** POST/PUT/DELETE /api/v1/quickmenu/{menuId}/tables[/{tableId}] (the restaurant's tables). */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';

let owner: TestClient;
let stranger: TestClient;
let fx: MenuFixture;
let foreign: MenuFixture;
let ownerName: string;
const stored = async (menuId = fx.menuId): Promise<any[]> => ((await (await testMenuModel()).findById(menuId).lean()) as any).tables;
const base = (menuId = fx.menuId) => `/api/v1/quickmenu/${menuId}/tables`;
const names = (tables: any[]) => tables.map((t) => t.name);

beforeAll(async () => {
  owner = new TestClient();
  stranger = new TestClient();
  const account = await signUpVerifiedUser(owner);
  ownerName = account.username;
  await signUpVerifiedUser(stranger);
  [fx, foreign] = await Promise.all([insertMenuFixture({ admins: [account.username] }), insertMenuFixture({ admins: [account.username] })]);
});

describe('tables', () => {
  let branchId: string;

  it('adds one table, then a numbered range with a prefix; the admin read lists them in order', async () => {
    const one = await owner.post(base(), { name: ' 12 ' });
    expect(one.status).toBe(201);
    expect(names(one.body.data.data.tables)).toEqual(['12']);
    expect(one.body.data.data.tables[0]).toMatchObject({ name: '12', branchId: null });
    expect(one.body.data.data.tables[0]._id).toMatch(/^[a-f0-9]{24}$/);
    const range = await owner.post(base(), { from: 1, to: 3, prefix: 'تراس' });
    expect(range.status).toBe(201);
    expect(names(range.body.data.data.tables)).toEqual(['12', 'تراس 1', 'تراس 2', 'تراس 3']);
    const plain = await owner.post(base(), { from: '20', to: '21' });
    expect(names(plain.body.data.data.tables).slice(-2)).toEqual(['20', '21']);
    const read = await owner.get(`/api/v1/quickmenu/${fx.menuId}`);
    expect(names(read.body.data.data.tables)).toEqual(['12', 'تراس 1', 'تراس 2', 'تراس 3', '20', '21']);
  });

  it('puts a table in a branch of the menu; a branch of another menu is refused', async () => {
    const branch = await owner.post(`/api/v1/quickmenu/${fx.menuId}/branches`, { address: 'فرع الصويفية', phone: '+962795551234' });
    branchId = branch.body.data.data.branches.at(-1)._id;
    const res = await owner.post(base(), { name: 'VIP', branchId });
    expect(res.status).toBe(201);
    expect(res.body.data.data.tables.at(-1)).toMatchObject({ name: 'VIP', branchId });
    const otherBranch = await owner.post(`/api/v1/quickmenu/${foreign.menuId}/branches`, { address: 'فرع آخر', phone: '+962795551234' });
    const before = await stored();
    const refused = await owner.post(base(), { name: 'X', branchId: otherBranch.body.data.data.branches.at(-1)._id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This branch does not exist');
    expect(await stored()).toEqual(before);
  });

  it('refuses a name the menu already has (one table or inside a range), in Arabic for an Arabic client', async () => {
    const before = await stored();
    const dup = await owner.post(base(), { name: '12' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('This menu already has a table named 12');
    const covered = await owner.post(base(), { from: 2, to: 3, prefix: 'تراس' }, { 'accept-language': 'ar' });
    expect(covered.status).toBe(409);
    expect(covered.body.message).toBe('كل طاولات هذا المدى موجودة في المنيو: تراس 2–3');
    // Every screen shows '12' as 'طاولة 12': typed with the word, or in Arabic digits, it is the same table.
    for (const name of ['طاولة 12', 'طاولة12', '  طاولة:  ١٢ ', '١٢']) {
      const same = await owner.post(base(), { name }, { 'accept-language': 'ar' });
      expect(same.status).toBe(409);
      expect(same.body.message).toBe('توجد في المنيو طاولة باسم «12»، اختر اسماً آخر');
    }
    expect(await stored()).toEqual(before);
  });

  it("stores a name as the screens read it: without the word 'طاولة' they add, in ASCII digits; a name stored with the word still counts", async () => {
    const Menu = await testMenuModel();
    const added = await owner.post(base(), { name: 'طاولة ٤٠' });
    expect(added.status).toBe(201);
    expect(names(added.body.data.data.tables).at(-1)).toBe('40');
    // A range prefixed with the word itself is numbers; another prefix keeps the word that is not 'طاولة'.
    const range = await owner.post(base(), { from: 41, to: 42, prefix: 'طاولة' });
    expect(names(range.body.data.data.tables).slice(-2)).toEqual(['41', '42']);
    expect(names((await owner.post(base(), { name: 'طاولة العائلة' })).body.data.data.tables).at(-1)).toBe('العائلة');
    // The word alone stays a name.
    expect(names((await owner.post(base(), { name: 'طاولة' })).body.data.data.tables).at(-1)).toBe('طاولة');
    // A table stored as 'طاولة 50' (before names were normalised) is the table '50'.
    await Menu.updateOne({ _id: fx.menuId }, { $push: { tables: { _id: new Types.ObjectId(), name: 'طاولة 50', branchId: null } } });
    const before = await stored();
    expect((await owner.post(base(), { name: '50' })).status).toBe(409);
    expect((await owner.post(base(), { from: 50, to: 50 })).status).toBe(409);
    expect(await stored()).toEqual(before);
    // In a range, 'طاولة 50' is the table 50 the menu has: 49 and 51 are added beside it.
    const around = await owner.post(base(), { from: 49, to: 51 });
    expect(around.status).toBe(201);
    expect(around.body.data.message).toBe('Tables added: 49, 51. Already in the menu (left as they were): 50');
    expect(names(around.body.data.data.tables).filter((n: string) => /50/.test(n))).toEqual(['طاولة 50']);
    // Taken out again, so the tests below see the menu as before.
    await Menu.updateOne({ _id: fx.menuId }, { $pull: { tables: { name: { $in: ['40', '41', '42', 'العائلة', 'طاولة', 'طاولة 50', '49', '51'] } } } });
  });

  it('a range over tables the menu has adds the missing ones and names those it had; a range it has whole is refused', async () => {
    const menu = await insertMenuFixture({ admins: [ownerName] });
    const at = base(menu.menuId);
    expect((await owner.post(at, { from: 1, to: 8 })).status).toBe(201);
    const wider = await owner.post(at, { from: 1, to: 12 }, { 'accept-language': 'ar' });
    expect(wider.status).toBe(201);
    expect(wider.body.data.message).toBe('تمت إضافة الطاولات 9–12، وكانت في المنيو من قبل (بقيت كما هي): 1–8');
    expect(names(wider.body.data.data.tables)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const before = await stored(menu.menuId);
    const again = await owner.post(at, { from: 3, to: 12 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The menu already has every table of this range: 3–12');
    expect(await stored(menu.menuId)).toEqual(before);
    const fresh = await owner.post(at, { from: 13, to: 14 });
    expect(fresh.body.data.message).toBe('Tables added: 13–14');
  });

  it('two admins adding the same name at once make one table', async () => {
    const results = await Promise.all([owner.post(base(), { name: 'نافذة' }), owner.post(base(), { name: 'نافذة' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(names(await stored()).filter((n) => n === 'نافذة')).toHaveLength(1);
  });

  it('validates: name required and short, range in order and at most 100 at once, ids well formed', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /name is a required field/],
      [{ name: 'x'.repeat(41) }, /name is at most 40 characters/],
      [{ name: { $gt: '' } }, /./],
      [{ from: 5, to: 2 }, /must not be smaller than the first/],
      [{ from: 1, to: 101 }, /at most 100 tables at once/],
      [{ from: 0, to: 3 }, /from must be a number from 1 to 9999/],
      [{ from: 'a', to: 3 }, /from must be a number/],
      [{ name: '5', branchId: 'nope' }, /Invalid branchId id/],
      [{}, /./],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post(base(), body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
    const ar = await owner.post(base(), { from: 5, to: 2 }, { 'accept-language': 'ar' });
    expect(ar.body.message).toBe('رقم آخر طاولة يجب ألا يكون أصغر من رقم أول طاولة');
    const arName = await owner.post(base(), { name: '' }, { 'accept-language': 'ar' });
    expect(arName.body.message).toBe('اسم الطاولة مطلوب');
    expect(await stored()).toEqual(before);
  });

  it('renames a table (its id stays), refuses the name of another, and 404s a foreign id', async () => {
    const tables = await stored();
    const twelve = tables.find((t) => t.name === '12');
    const res = await owner.put(`${base()}/${twelve._id}`, { name: '12 أ', branchId });
    expect(res.status).toBe(200);
    expect(res.body.data.data.tables.find((t: any) => t._id === String(twelve._id))).toMatchObject({ name: '12 أ', branchId });
    // keeping its own name is no clash
    expect((await owner.put(`${base()}/${twelve._id}`, { name: '12 أ', branchId: '' })).status).toBe(200);
    const clash = await owner.put(`${base()}/${twelve._id}`, { name: 'VIP' });
    expect(clash.status).toBe(409);
    expect((await owner.put(`${base()}/${twelve._id}`, { name: 'طاولة VIP' })).status).toBe(409);
    const foreignTable = (await owner.post(base(foreign.menuId), { name: '1' })).body.data.data.tables[0]._id;
    const notHere = await owner.put(`${base()}/${foreignTable}`, { name: 'سرقة' });
    expect(notHere.status).toBe(404);
    expect(notHere.body.message).toBe('This table does not exist');
    expect((await owner.put(`${base()}/not-an-id`, { name: 'x' })).status).toBe(404);
    expect(names(await stored(foreign.menuId))).toEqual(['1']);
  });

  it('deleting a branch keeps its tables, in no branch', async () => {
    const res = await owner.delete(`/api/v1/quickmenu/${fx.menuId}/branches/${branchId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.data.tables.find((t: any) => t.name === 'VIP')).toMatchObject({ branchId: null });
  });

  it('deletes a table; a second delete is a 404', async () => {
    const vip = (await stored()).find((t) => t.name === 'VIP');
    const res = await owner.delete(`${base()}/${vip._id}`);
    expect(res.status).toBe(200);
    expect(names(res.body.data.data.tables)).not.toContain('VIP');
    expect((await owner.delete(`${base()}/${vip._id}`)).status).toBe(404);
  });

  it('only the menu admins: a stranger gets 403 and changes nothing; no session is 401', async () => {
    const before = await stored();
    expect((await stranger.post(base(), { name: 'غريب' })).status).toBe(403);
    expect((await stranger.delete(`${base()}/${before[0]._id}`)).status).toBe(403);
    expect((await new TestClient().post(base(), { name: 'غريب' })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('stops at 300 tables with its message and adds nothing of a range past the cap', async () => {
    const count = (await stored()).length;
    for (let from = 1000; (await stored()).length + 100 <= 300; from += 100) {
      expect((await owner.post(base(), { from, to: from + 99 })).status).toBe(201);
    }
    const left = 300 - (await stored()).length;
    const over = await owner.post(base(), { from: 5000, to: 5000 + left });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('This menu has the most tables allowed (300)');
    const fill = await owner.post(base(), { from: 5000, to: 5000 + left - 1 });
    expect(fill.status).toBe(201);
    expect(fill.body.data.data.tables).toHaveLength(300);
    expect((await owner.post(base(), { name: 'one more' })).status).toBe(409);
    expect(count).toBeLessThan(300);
  });
});
