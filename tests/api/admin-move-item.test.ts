/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read loosely in assertions */
import { ADMIN_NOTICES } from '../../lib/i18n/ar';
import { t } from '../../lib/i18n/t';
import { TestClient } from '../support/http';
import { ARABIC, adminWorld, allItems, edit, findSection, newItem, type AdminWorld } from '../support/admin-edits';

/**
 * Moving an item to another section: PUT …?op=eitem&itemId&sectionId with body {sectionId: target}.
 * What the owner sees is read through the API (the admin's menu read and the statistics), never the raw document.
 */
let w: AdminWorld;

beforeAll(async () => {
  w = await adminWorld();
});

const readMenu = async (menuId = w.fx.menuId, client = w.admin) => {
  const res = await client.get(`/api/v1/quickmenu/${menuId}`);
  expect(res.status).toBe(200);
  return res.body.data.data;
};
const itemIdsOf = (menu: any, sectionId: string) => findSection(menu, sectionId).items.map((i: any) => String(i._id));
const interestsOf = async (itemId: string) => {
  const res = await w.admin.get(`/api/v1/quickmenu/${w.fx.menuId}/stats`);
  expect(res.status).toBe(200);
  return res.body.data.data.items.find((i: any) => String(i._id) === itemId)?.interestRecords;
};

describe('eitem with a target sectionId moves the item', () => {
  it('moves it last into the target section with its interests, sale and sub-items; the source no longer has it', async () => {
    const { main, drinks } = w.fx.sectionIds;
    const itemId = w.fx.itemIds.sale20;
    for (let n = 0; n < 3; n++) {
      expect((await new TestClient().post(`/api/v1/quickmenu/items/${itemId}/interests`)).status).toBe(200);
    }
    expect(await interestsOf(itemId)).toBe(3);
    const before = await readMenu();
    const original = findSection(before, main).items.find((i: any) => String(i._id) === itemId);
    const drinksBefore = itemIdsOf(before, drinks);

    const res = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: main, itemId }, { sectionId: drinks });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(ADMIN_NOTICES.itemMoved);

    const after = await readMenu();
    expect(itemIdsOf(after, drinks)).toEqual([...drinksBefore, itemId]);
    expect(itemIdsOf(after, main)).not.toContain(itemId);
    const moved = findSection(after, drinks).items.at(-1);
    expect(moved).toMatchObject({ title: original.title, itemname: original.itemname, price: original.price, image: original.image });
    expect(moved.sale).toEqual({ onSale: true, offPrice: 0.2 });
    expect(moved.subItems).toEqual(original.subItems);
    expect(allItems(after)).toHaveLength(allItems(before).length);
    expect(await interestsOf(itemId)).toBe(3);

    // The public menu shows it in its new section (the page's cache was invalidated by the one write path).
    const pub = await new TestClient().get(`/api/v1/quickmenu/${w.fx.menuId}`);
    expect(itemIdsOf(pub.body.data.data, drinks)).toContain(itemId);
    expect(itemIdsOf(pub.body.data.data, main)).not.toContain(itemId);
  });

  it('applies the edit panel\'s other fields in the same update', async () => {
    const { main, drinks } = w.fx.sectionIds;
    const itemId = w.fx.itemIds.mansaf;
    const body = { ...newItem('mansaf-moved'), title: '$title looks like a field path', price: 9, sectionId: drinks };
    const res = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: main, itemId }, body);
    expect(res.status).toBe(200);
    const moved = findSection(await readMenu(), drinks).items.at(-1);
    expect(moved).toMatchObject({ _id: itemId, title: '$title looks like a field path', itemname: 'mansaf-moved', price: 9 });
  });

  it('refuses a section of another menu with 404 and changes nothing', async () => {
    const { main } = w.fx.sectionIds;
    const itemId = w.fx.itemIds.pinned;
    const before = await readMenu();
    const otherBefore = await readMenu(w.otherFx.menuId, w.otherAdmin);
    const res = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: main, itemId }, { sectionId: w.otherFx.sectionIds.main, price: 99 }, ARABIC);
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('fail');
    expect(res.body.message).toBe(t('ar', 'moveTargetNotFound'));
    expect(await readMenu()).toEqual(before);
    expect(await readMenu(w.otherFx.menuId, w.otherAdmin)).toEqual(otherBefore);
  });

  it('refuses an item that is not in the query\'s section with 404 and changes nothing', async () => {
    const { main, drinks } = w.fx.sectionIds;
    const before = await readMenu();
    const res = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: drinks, itemId: w.fx.itemIds.pinned }, { sectionId: main });
    expect(res.status).toBe(404);
    expect(await readMenu()).toEqual(before);
  });

  it('refuses a malformed target id with 400, and a taken itemname with 409, changing nothing', async () => {
    const { main, drinks } = w.fx.sectionIds;
    const before = await readMenu();
    const bad = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: main, itemId: w.fx.itemIds.pinned }, { sectionId: { $gt: '' } });
    expect(bad.status).toBe(400);
    const taken = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: main, itemId: w.fx.itemIds.pinned }, { sectionId: drinks, itemname: 'mansaf-moved' });
    expect(taken.status).toBe(409);
    expect(await readMenu()).toEqual(before);
  });

  it('is refused to an admin of another menu and to a visitor', async () => {
    const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.pinned };
    const before = await readMenu();
    expect((await edit(w.otherAdmin, w.fx.menuId, 'eitem', ids, { sectionId: w.fx.sectionIds.drinks })).status).toBe(403);
    expect((await edit(w.anonymous, w.fx.menuId, 'eitem', ids, { sectionId: w.fx.sectionIds.drinks })).status).toBe(401);
    expect(await readMenu()).toEqual(before);
  });
});
