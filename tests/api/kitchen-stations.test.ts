/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * Kitchen stations: GET|POST /api/v1/quickmenu/{menuId}/stations, PUT|DELETE …/stations/{stationId}
 * (menu admins only), and `station` on sections and items in the edit ops esection / eitem. Refusals in the caller's
 * language change nothing.
 */
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';
import { ARABIC, edit, findItem, findSection, storedMenu } from '../support/admin-edits';

let owner: TestClient;
let stranger: TestClient;
let fx: MenuFixture;
let foreign: MenuFixture;
const base = (menuId = fx.menuId) => `/api/v1/quickmenu/${menuId}/stations`;
const storedStations = async (menuId = fx.menuId) => (await storedMenu(menuId)).stations ?? [];

beforeAll(async () => {
  owner = new TestClient();
  stranger = new TestClient();
  const account = await signUpVerifiedUser(owner);
  const other = await signUpVerifiedUser(stranger);
  fx = await insertMenuFixture({ admins: [account.username] });
  foreign = await insertMenuFixture({ admins: [other.username] });
});

describe('stations', () => {
  let kitchen: string;
  let bar: string;

  it('a menu without stations lists none', async () => {
    const res = await owner.get(base());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', data: { stations: [] } });
  });

  it('adds stations with an English name, a branch and ages; lists them in order', async () => {
    const one = await owner.post(base(), { name: ' المطبخ ', translations: { en: { name: 'Kitchen' } } });
    expect(one.status).toBe(201);
    expect(one.body.data.data.stations).toHaveLength(1);
    expect(one.body.data.data.stations[0]).toMatchObject({ name: 'المطبخ', translations: { en: { name: 'Kitchen' } }, branchId: null, warnAfter: 5, lateAfter: 10 });
    kitchen = one.body.data.data.stations[0]._id;
    const two = await owner.post(base(), { name: 'البار', branchId: fx.branchIds.near, warnAfter: '3', lateAfter: 6 });
    expect(two.status).toBe(201);
    bar = two.body.data.data.stations[1]._id;
    const list = await owner.get(base());
    expect(list.body.data.stations).toEqual([
      { _id: kitchen, name: 'المطبخ', translations: { en: { name: 'Kitchen' } }, branchId: null, warnAfter: 5, lateAfter: 10 },
      { _id: bar, name: 'البار', branchId: fx.branchIds.near, warnAfter: 3, lateAfter: 6 },
    ]);
  });

  it('refuses bad input in the caller language and changes nothing', async () => {
    const before = await storedStations();
    const cases: [unknown, number, string, string][] = [
      [{ name: '' }, 400, 'name is a required field', 'اسم المحطة مطلوب'],
      [{ name: 'المطبخ' }, 409, 'This menu already has a station named المطبخ', 'توجد في المنيو محطة باسم «المطبخ»، اختر اسماً آخر'],
      [{ name: 'x', warnAfter: 10, lateAfter: 5 }, 400, 'The age shown as very late must be more than the age shown as late', 'مدة «متأخر جداً» يجب أن تكون أطول من مدة «متأخر»'],
      [{ name: 'x', branchId: foreign.branchIds.near }, 400, 'This branch does not exist', 'هذا الفرع غير موجود'],
      [{ name: { $gt: '' } }, 400, '', ''],
    ];
    for (const [body, status, en, ar] of cases) {
      const inEnglish = await owner.post(base(), body);
      expect(inEnglish.status).toBe(status);
      const inArabic = await owner.post(base(), body, ARABIC);
      expect(inArabic.status).toBe(status);
      if (en) expect(inEnglish.body.message).toBe(en);
      if (ar) expect(inArabic.body.message).toBe(ar);
      expect(inArabic.body.message).toMatch(/[\u0600-\u06ff]/);
    }
    expect(await storedStations()).toEqual(before);
  });

  it('renames a station and changes its ages; a name another station has is refused', async () => {
    const res = await owner.put(`${base()}/${bar}`, { name: 'بار العصائر', warnAfter: 4, lateAfter: 8 });
    expect(res.status).toBe(200);
    expect(res.body.data.data.stations[1]).toMatchObject({ _id: bar, name: 'بار العصائر', warnAfter: 4, lateAfter: 8, branchId: null });
    const dup = await owner.put(`${base()}/${bar}`, { name: 'المطبخ' }, ARABIC);
    expect(dup.status).toBe(409);
    const missing = await owner.put(`${base()}/${'0'.repeat(24)}`, { name: 'لا شيء' }, ARABIC);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('هذه المحطة غير موجودة');
    expect((await storedStations())[1].name).toBe('بار العصائر');
  });

  it('sends a section and an item to stations through esection / eitem; a station of no menu is refused', async () => {
    const sec = await edit(owner, fx.menuId, 'esection', { sectionId: fx.sectionIds.drinks }, { station: bar });
    expect(sec.status).toBe(200);
    expect(sec.body.data.data.sections[0].station).toBe(bar);
    const item = await edit(owner, fx.menuId, 'eitem', { sectionId: fx.sectionIds.main, itemId: fx.itemIds.pinned }, { station: bar });
    expect(item.status).toBe(200);
    const menu = await storedMenu(fx.menuId);
    expect(String(findSection(menu, fx.sectionIds.drinks).station)).toBe(bar);
    expect(String(findItem(menu, fx.itemIds.pinned).station)).toBe(bar);
    // The admin read shows the stations and the choices.
    const read = await owner.get(`/api/v1/quickmenu/${fx.menuId}`);
    expect(read.body.data.data.stations.map((s: any) => s._id)).toEqual([kitchen, bar]);

    const before = await storedMenu(fx.menuId);
    const foreignStation = (await stranger.post(base(foreign.menuId), { name: 'مطبخ آخر' })).body.data.data.stations[0]._id;
    const refused = await edit(owner, fx.menuId, 'esection', { sectionId: fx.sectionIds.main }, { station: foreignStation }, ARABIC);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('هذه المحطة غير موجودة');
    const notAnId = await edit(owner, fx.menuId, 'eitem', { sectionId: fx.sectionIds.main, itemId: fx.itemIds.mansaf }, { station: 'kitchen' });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.message).toBe('Invalid station id');
    expect((await storedMenu(fx.menuId)).sections).toEqual(before.sections);
    // The public menu does not show the kitchen's stations.
    const pub = await new TestClient().get(`/api/v1/quickmenu/${fx.menuId}`);
    expect(pub.body.data.data.stations).toBeUndefined();
  });

  it('an item back to its section station with null', async () => {
    const res = await edit(owner, fx.menuId, 'eitem', { sectionId: fx.sectionIds.main, itemId: fx.itemIds.sale20 }, { station: kitchen });
    expect(res.status).toBe(200);
    const back = await edit(owner, fx.menuId, 'eitem', { sectionId: fx.sectionIds.main, itemId: fx.itemIds.sale20 }, { station: null });
    expect(back.status).toBe(200);
    expect(findItem(await storedMenu(fx.menuId), fx.itemIds.sale20).station ?? null).toBeNull();
  });

  it('deleting a station takes it off every section and item that chose it', async () => {
    const res = await owner.delete(`${base()}/${bar}`);
    expect(res.status).toBe(200);
    const menu = await storedMenu(fx.menuId);
    expect(menu.stations.map((s: any) => String(s._id))).toEqual([kitchen]);
    expect(findSection(menu, fx.sectionIds.drinks).station ?? null).toBeNull();
    expect(findItem(menu, fx.itemIds.pinned).station ?? null).toBeNull();
    expect((await owner.delete(`${base()}/${bar}`)).status).toBe(404);
  });

  it('only the menu admins', async () => {
    const before = await storedStations();
    expect((await new TestClient().get(base())).status).toBe(401);
    expect((await stranger.get(base())).status).toBe(403);
    expect((await stranger.post(base(), { name: 'دخيل' })).status).toBe(403);
    expect((await stranger.put(`${base()}/${kitchen}`, { name: 'دخيل' })).status).toBe(403);
    expect((await stranger.delete(`${base()}/${kitchen}`)).status).toBe(403);
    expect((await edit(stranger, fx.menuId, 'esection', { sectionId: fx.sectionIds.main }, { station: kitchen })).status).toBe(403);
    expect(await storedStations()).toEqual(before);
  });
});
