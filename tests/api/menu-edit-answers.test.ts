/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read loosely in assertions */
/**
 * An edit's answer on a large menu (PUT /api/v1/quickmenu/{menuId}?op=…): the menu's head and only the section(s) the
 * op touched as they are after the write — never the whole menu (a one-price edit of a 1,000-item menu used to answer
 * megabytes). What a screen that needs the whole menu reads is GET, which still has everything.
 */
import { ObjectId } from 'mongodb';
import { withTestDb } from '../support/accounts';
import { adminWorld, ARABIC, edit, newItem, type AdminWorld } from '../support/admin-edits';

let w: AdminWorld;
const big: { sectionId: string; itemIds: string[] }[] = [];

// Just under the menu's cap of 1,000 items (the fixture's own items and one pitem below fit beside them).
const SECTIONS = 20;
const PER_SECTION = 49;

/** A full item as the model stores it, with sub-items and two option groups (the weight of a real menu's items). */
function bigItem(s: number, i: number) {
  const option = (title: string, price: number) => ({ _id: new ObjectId(), title, price, soldOut: false });
  return {
    _id: new ObjectId(),
    title: `صنف ${s}-${i}`,
    itemname: `big-${s}-${i}`,
    description: 'وصف قصير للطبق بمكونات طازجة ومتبلة على الطريقة البيتية',
    price: 1 + (i % 9),
    pin: false,
    image: '',
    show: { type: 'small-image' },
    interestRecords: 0,
    soldOut: false,
    sale: { onSale: false, offPrice: 0 },
    subItems: [{ title: 'صغير', price: 2 }, { title: 'كبير', price: 3 }],
    optionGroups: [
      { _id: new ObjectId(), title: 'الصوص', min: 1, max: 1, options: [option('ثوم', 0), option('حار', 0.25), option('طحينة', 0)] },
      { _id: new ObjectId(), title: 'إضافات', min: 0, max: 3, options: [option('جبنة', 0.5), option('فطر', 0.75), option('زيتون', 0.3)] },
    ],
  };
}

beforeAll(async () => {
  w = await adminWorld();
  const sections = Array.from({ length: SECTIONS }, (_, s) => ({
    _id: new ObjectId(),
    title: `قسم كبير ${s + 1}`,
    prime: false,
    items: Array.from({ length: PER_SECTION }, (_, i) => bigItem(s, i)),
    galleries: [],
  }));
  await withTestDb((db) => db.collection('menus').updateOne({ _id: new ObjectId(w.fx.menuId) }, { $push: { sections: { $each: sections } } } as any));
  for (const s of sections) big.push({ sectionId: String(s._id), itemIds: s.items.map((i) => String(i._id)) });
});

const readMenu = async () => {
  const res = await w.admin.get(`/api/v1/quickmenu/${w.fx.menuId}`);
  expect(res.status).toBe(200);
  return { menu: res.body.data.data, bytes: Buffer.byteLength(JSON.stringify(res.body)) };
};
const ids = (sections: any[]) => sections.map((s: any) => String(s._id));

it('answers a one-price edit with that item’s section only, a small fraction of the menu’s bytes', async () => {
  const { menu: before, bytes: menuBytes } = await readMenu();
  expect(before.sections.flatMap((s: any) => s.items).length).toBeGreaterThanOrEqual(SECTIONS * PER_SECTION);
  expect(menuBytes).toBeGreaterThan(500_000);
  const target = big[3];
  const itemId = target.itemIds[17];

  const res = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: target.sectionId, itemId }, { price: 7.25 }, ARABIC);
  expect(res.status).toBe(200);
  expect(res.body.data.message).toBe('تم التعديل');
  const answer = res.body.data.data;
  expect(ids(answer.sections)).toEqual([target.sectionId]);
  expect(answer.sections[0].items).toHaveLength(PER_SECTION);
  expect(answer.sections[0].items.find((i: any) => i._id === itemId).price).toBe(7.25);
  // The menu's head is all there (what a screen shows beside the section).
  expect(answer).toMatchObject({ _id: w.fx.menuId, username: before.username, institution: { name: before.institution.name }, admins: [w.account.username] });
  expect(answer.branches).toEqual(before.branches);
  const answerBytes = Buffer.byteLength(JSON.stringify(res.body));
  // One section of twenty (and the head): far below the whole menu's bytes.
  expect(answerBytes * 10).toBeLessThan(menuBytes);

  // The whole menu, read as a screen reads it, has the change and every section.
  const { menu: after } = await readMenu();
  expect(ids(after.sections)).toEqual(ids(before.sections));
  expect(after.sections.flatMap((s: any) => s.items).find((i: any) => i._id === itemId).price).toBe(7.25);
});

it('answers a section edit with that section, a created section with the new one, public info with no section', async () => {
  const section = big[5];
  const renamed = await edit(w.admin, w.fx.menuId, 'esection', { sectionId: section.sectionId }, { title: 'قسم جديد الاسم' });
  expect(renamed.status).toBe(200);
  expect(renamed.body.data.data.sections.map((s: any) => [s._id, s.title])).toEqual([[section.sectionId, 'قسم جديد الاسم']]);

  const created = await edit(w.admin, w.fx.menuId, 'psection', {}, { title: 'حلويات جديدة', prime: false });
  expect(created.status).toBe(200);
  expect(created.body.data.data.sections.map((s: any) => s.title)).toEqual(['حلويات جديدة']);
  const { menu } = await readMenu();
  expect(menu.sections.at(-1)._id).toBe(created.body.data.data.sections[0]._id);

  const info = await edit(w.admin, w.fx.menuId, 'default', {}, { headingPhrase: 'أهلاً بكم' }, ARABIC);
  expect(info.status).toBe(200);
  expect(info.body.data.message).toBe('تم التعديل');
  expect(info.body.data.data.headingPhrase).toBe('أهلاً بكم');
  expect(info.body.data.data.sections).toEqual([]);
});

it('answers a move between sections with both sections, and deletes with what went', async () => {
  const [from, to] = [big[0], big[1]];
  const itemId = from.itemIds[0];
  const moved = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: from.sectionId, itemId }, { sectionId: to.sectionId });
  expect(moved.status).toBe(200);
  const [left, joined] = moved.body.data.data.sections;
  expect(ids(moved.body.data.data.sections)).toEqual([from.sectionId, to.sectionId]);
  expect(left.items.some((i: any) => i._id === itemId)).toBe(false);
  expect(joined.items.at(-1)._id).toBe(itemId);

  const gone = to.itemIds[4];
  const deleted = await edit(w.admin, w.fx.menuId, 'mitem', { sectionId: to.sectionId, itemId: gone });
  expect(deleted.status).toBe(200);
  expect(deleted.body.data.data.removed).toEqual({ itemId: gone });
  expect(ids(deleted.body.data.data.sections)).toEqual([to.sectionId]);
  expect(deleted.body.data.data.sections[0].items.some((i: any) => i._id === gone)).toBe(false);

  const added = await edit(w.admin, w.fx.menuId, 'pitem', { sectionId: big[2].sectionId }, newItem('big-new-one'));
  expect(added.status).toBe(200);
  expect(ids(added.body.data.data.sections)).toEqual([big[2].sectionId]);
  expect(added.body.data.data.sections[0].items.at(-1).itemname).toBe('big-new-one');

  const dropped = await edit(w.admin, w.fx.menuId, 'msection', { sectionId: big[7].sectionId });
  expect(dropped.status).toBe(200);
  expect(dropped.body.data.data.removed).toEqual({ sectionId: big[7].sectionId });
  expect(dropped.body.data.data.sections).toEqual([]);
  const { menu } = await readMenu();
  expect(ids(menu.sections)).not.toContain(big[7].sectionId);
});
