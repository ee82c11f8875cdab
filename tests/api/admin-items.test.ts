/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read loosely in assertions */
import { ObjectId } from 'mongodb';
import { ADMIN_ERRORS } from '../../lib/i18n/ar';
import { withTestDb } from '../support/accounts';
import { adminWorld, allItems, ARABIC, edit, findItem, findSection, newItem, storedMenu, type AdminWorld } from '../support/admin-edits';

/** Item ops of PUT /api/v1/quickmenu/{menuId} (spec §7): pitem, eitem (fields, sale, image), mitem, oitem, sitem. */
let w: AdminWorld;

beforeAll(async () => {
  w = await adminWorld();
});

const main = () => ({ sectionId: w.fx.sectionIds.main });
const itemOf = (itemId: string, sectionId = w.fx.sectionIds.main) => ({ sectionId, itemId });

describe('pitem', () => {
  it('adds the item with its sub-items at the end of the section, prices as numbers, unknown keys dropped', async () => {
    const body = newItem('kunafa', { price: '3.25', subItems: [{ title: 'صغير', price: 2 }, { title: 'كبير', price: '4' }], interestRecords: 99, image: 'x.webp' });
    const res = await edit(w.admin, w.fx.menuId, 'pitem', main(), body);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تم الإنشاء');
    const item = findSection(res.body.data.data, w.fx.sectionIds.main).items.at(-1);
    expect(item).toMatchObject({ itemname: 'kunafa', price: 3.25, pin: false, image: '', interestRecords: 0, soldOut: false, show: { type: 'small-image' } });
    expect(item.subItems).toEqual([{ title: 'صغير', price: 2 }, { title: 'كبير', price: 4 }]);
    expect(item.sale).toEqual({ onSale: false, offPrice: 0 });
  });

  it('refuses a taken itemname anywhere in the menu with 409 and adds nothing', async () => {
    const before = allItems(await storedMenu(w.fx.menuId)).length;
    const res = await edit(w.admin, w.fx.menuId, 'pitem', { sectionId: w.fx.sectionIds.drinks }, newItem('mansaf'), ARABIC);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_ERRORS.itemnameTaken('mansaf'));
    expect(allItems(await storedMenu(w.fx.menuId)).length).toBe(before);
  });

  it('gives the spec messages for bad bodies', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newItem('a1'), title: undefined }, 'title is a required field'],
      [{ ...newItem('a2'), description: undefined }, 'description is a required field'],
      [{ ...newItem('a3'), price: undefined }, 'price is a required field'],
      [{ ...newItem('a4'), price: 'cheap' }, 'price must be a number'],
      [{ ...newItem('a5'), price: -1 }, 'price must be 0 or more'],
      [{ ...newItem('a6'), pin: undefined }, 'pin is a required field'],
      [{ ...newItem('a7'), show: { type: 'huge' } }, 'show.type must be small-image or large-image'],
      [{ ...newItem('a8'), subItems: [{ price: 1 }] }, 'subItems.0.title is a required field'],
      [{ ...newItem('a9'), subItems: [{ title: 'x' }] }, 'subItems.0.price is a required field'],
      [{ ...newItem('a10'), itemname: { $gt: '' } }, 'itemname must be text'],
    ];
    for (const [body, message] of cases) {
      const res = await edit(w.admin, w.fx.menuId, 'pitem', main(), body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });

  it('answers 404 for a section of another menu', async () => {
    const res = await edit(w.admin, w.fx.menuId, 'pitem', { sectionId: w.otherFx.sectionIds.main }, newItem('stray'), ARABIC);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ADMIN_ERRORS.sectionNotFound);
  });
});

describe('eitem', () => {
  it('edits the fields given, keeps the image and the interest count', async () => {
    await withTestDb((db) =>
      db.collection('menus').updateOne(
        { _id: new ObjectId(w.fx.menuId) },
        { $set: { 'sections.$[].items.$[i].interestRecords': 7 } },
        { arrayFilters: [{ 'i._id': new ObjectId(w.fx.itemIds.mansaf) }] },
      ),
    );
    const body = { ...newItem('mansaf-royal'), title: 'منسف ملكي', price: 7, pin: true, show: { type: 'large-image' }, subItems: [{ title: 'نفر', price: 7 }] };
    const res = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.mansaf), body);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تم التعديل');
    const item = findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.mansaf);
    expect(item).toMatchObject({ title: 'منسف ملكي', itemname: 'mansaf-royal', price: 7, pin: true, show: { type: 'large-image' } });
    expect(item.subItems).toEqual([{ title: 'نفر', price: 7 }]);
    expect(item.image).toMatch(/\.webp$/);
    expect(item.interestRecords).toBe(7);
  });

  it('puts an item on sale and takes it off, with the notices', async () => {
    const on = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.pinned), { sale: { onSale: true, offPrice: 0.25 } });
    expect(on.status).toBe(200);
    expect(on.body.data.message).toBe('تمت إضافة العرض');
    expect(findItem(on.body.data.data, w.fx.itemIds.pinned).sale).toEqual({ onSale: true, offPrice: 0.25 });
    const off = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.pinned), { sale: { onSale: false } });
    expect(off.body.data.message).toBe('تمت إزالة العرض');
    expect(findItem(off.body.data.data, w.fx.itemIds.pinned).sale.onSale).toBe(false);
  });

  it('refuses an offPrice that is not a fraction 0 < x < 1', async () => {
    for (const offPrice of [0, 1, 1.5, -0.1, 'half']) {
      const res = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.pinned), { sale: { onSale: true, offPrice } });
      expect(res.status).toBe(400);
    }
    const missing = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.pinned), { sale: { onSale: true } });
    expect(missing.body.message).toBe('sale.offPrice is a required field');
    expect(findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.pinned).sale.onSale).toBe(false);
  });

  it('removes the image with {image: ""} and nothing else', async () => {
    const before = findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.sale20);
    const res = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.sale20), { image: '' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تمت إزالة الصورة');
    const after = findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.sale20);
    expect(after.image).toBe('');
    expect({ ...after, image: before.image }).toEqual(before);
    const setOther = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.sale20), { image: 'evil.webp' });
    expect(setOther.status).toBe(400);
  });

  it('refuses an itemname another item has (409), but accepts the item keeping its own name', async () => {
    const taken = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.water, w.fx.sectionIds.drinks), { itemname: 'lemonade' });
    expect(taken.status).toBe(409);
    expect(findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.water).itemname).toBe('water');
    const own = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.water, w.fx.sectionIds.drinks), { itemname: 'water' });
    expect(own.status).toBe(200);
  });

  it('answers 404 when the item is not in that section, or is another menu’s, changing nothing', async () => {
    const wrongSection = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.water, w.fx.sectionIds.main), { price: 9 }, ARABIC);
    expect(wrongSection.status).toBe(404);
    expect(wrongSection.body.message).toBe(ADMIN_ERRORS.itemNotFound);
    const foreign = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.otherFx.itemIds.water, w.fx.sectionIds.drinks), { price: 9 });
    expect(foreign.status).toBe(404);
    const renamedForeign = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.otherFx.itemIds.water, w.fx.sectionIds.drinks), { itemname: 'zzz' });
    expect(renamedForeign.status).toBe(404);
    expect(findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.water).price).toBe(1);
    expect(findItem(await storedMenu(w.otherFx.menuId), w.otherFx.itemIds.water).price).toBe(1);
  });

  it('refuses an empty edit', async () => {
    const res = await edit(w.admin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.pinned), { unknown: 1 });
    expect(res.status).toBe(400);
  });
});

describe('sitem, oitem, mitem', () => {
  it('marks an item sold out and back', async () => {
    const res = await edit(w.admin, w.fx.menuId, 'sitem', itemOf(w.fx.itemIds.pinned), { soldOut: true });
    expect(res.status).toBe(200);
    expect(findItem(res.body.data.data, w.fx.itemIds.pinned).soldOut).toBe(true);
    const back = await edit(w.admin, w.fx.menuId, 'sitem', itemOf(w.fx.itemIds.pinned), { soldOut: false });
    expect(findItem(back.body.data.data, w.fx.itemIds.pinned).soldOut).toBe(false);
    expect((await edit(w.admin, w.fx.menuId, 'sitem', itemOf(w.fx.itemIds.pinned), { soldOut: 'yes' })).status).toBe(400);
  });

  it('moves an item within its section only', async () => {
    const names = (menu: any, sid: string) => findSection(menu, sid).items.map((i: any) => String(i._id));
    const before = names(await storedMenu(w.fx.menuId), w.fx.sectionIds.main);
    const drinks = names(await storedMenu(w.fx.menuId), w.fx.sectionIds.drinks);
    const res = await edit(w.admin, w.fx.menuId, 'oitem', itemOf(before[2]), { to: 0 });
    expect(res.status).toBe(200);
    expect(names(res.body.data.data, w.fx.sectionIds.main)).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
    expect(res.body.data.data.sections.map((s: any) => s._id)).toEqual([w.fx.sectionIds.main]);
    expect(names(await storedMenu(w.fx.menuId), w.fx.sectionIds.drinks)).toEqual(drinks);
    expect((await edit(w.admin, w.fx.menuId, 'oitem', itemOf(drinks[0]), { to: 0 })).status).toBe(404);
  });

  it('deletes an item; a second delete is a 404', async () => {
    const res = await edit(w.admin, w.fx.menuId, 'mitem', itemOf(w.fx.itemIds.sale50));
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تم الحذف');
    expect(findItem(res.body.data.data, w.fx.itemIds.sale50)).toBeUndefined();
    expect((await edit(w.admin, w.fx.menuId, 'mitem', itemOf(w.fx.itemIds.sale50))).status).toBe(404);
  });

  it('refuses anonymous, a non-admin and another menu’s admin, changing nothing', async () => {
    const before = await storedMenu(w.fx.menuId);
    expect((await edit(w.anonymous, w.fx.menuId, 'mitem', itemOf(w.fx.itemIds.pinned))).status).toBe(401);
    expect((await edit(w.otherAdmin, w.fx.menuId, 'mitem', itemOf(w.fx.itemIds.pinned))).status).toBe(403);
    expect((await edit(w.otherAdmin, w.fx.menuId, 'eitem', itemOf(w.fx.itemIds.pinned), { sale: { onSale: true, offPrice: 0.5 } })).status).toBe(403);
    expect((await edit(w.otherAdmin, w.fx.menuId, 'pitem', main(), newItem('intruder'))).status).toBe(403);
    expect(await storedMenu(w.fx.menuId)).toEqual(before);
  });
});
