/**
 * The data: an item's option groups are saved by pitem and eitem (an addition to the spec's bodies), checked
 * by the same schema as the owner's form (min ≤ max ≤ options, prices ≥ 0, limits), refused with nothing changed,
 * kept by edits that do not name them (and their ids by edits that do), and served in the public read.
 */
import { adminWorld, ARABIC, edit, findItem, findSection, newItem, storedMenu, type AdminWorld } from '../support/admin-edits';

let w: AdminWorld;
beforeAll(async () => {
  w = await adminWorld();
});

const sauces = { title: 'الصوص', min: 1, max: 1, options: [{ title: 'ثوم', price: 0 }, { title: 'حار', price: 0.25 }] };
const extras = { title: 'إضافات', min: 0, max: 2, options: [{ title: 'جبنة', price: 0.5 }, { title: 'فطر', price: 0.75 }, { title: 'زيتون', price: 0.3 }] };

it('saves an item’s option groups with ids, keeps them through an edit that does not name them, and serves them', async () => {
  const res = await edit(w.admin, w.fx.menuId, 'pitem', { sectionId: w.fx.sectionIds.main }, newItem('shawarma', { optionGroups: [sauces, extras] }));
  expect(res.status).toBe(200);
  const created = findSection(res.body.data.data, w.fx.sectionIds.main).items.at(-1);
  expect(created.optionGroups).toHaveLength(2);
  expect(created.optionGroups[0]).toMatchObject({ title: 'الصوص', min: 1, max: 1, options: [{ title: 'ثوم', price: 0, soldOut: false }, { title: 'حار', price: 0.25 }] });
  expect(created.optionGroups[0]._id).toMatch(/^[0-9a-f]{24}$/);
  const optionId = created.optionGroups[1].options[2]._id;

  const ids = { sectionId: w.fx.sectionIds.main, itemId: created._id };
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { price: 3 })).status).toBe(200);
  expect(findItem(await storedMenu(w.fx.menuId), created._id).optionGroups).toHaveLength(2);

  // An edit that sends the groups back with their ids keeps the ids; a new option gets one.
  const groups = created.optionGroups.map((g: { options: unknown[] }) => g);
  groups[1] = { ...groups[1], options: [...groups[1].options, { title: 'مخلل', price: 0, soldOut: true }] };
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { optionGroups: groups })).status).toBe(200);
  const stored = findItem(await storedMenu(w.fx.menuId), created._id);
  expect(String(stored.optionGroups[1].options[2]._id)).toBe(optionId);
  expect(stored.optionGroups[1].options[3]).toMatchObject({ title: 'مخلل', soldOut: true });

  const read = (await w.anonymous.get(`/api/v1/quickmenu/${w.fx.menuId}`)).body.data.data;
  const served = read.sections.flatMap((s: { items: { _id: string }[] }) => s.items).find((i: { _id: string }) => i._id === created._id);
  expect(served.optionGroups[1].options.map((o: { title: string }) => o.title)).toEqual(['جبنة', 'فطر', 'زيتون', 'مخلل']);
  expect(served.optionGroups[1].options[3].soldOut).toBe(true);
  // An item without groups carries none.
  expect(read.sections.flatMap((s: { items: { _id: string }[] }) => s.items).find((i: { _id: string }) => i._id === w.fx.itemIds.mansaf).optionGroups).toBeUndefined();
});

it('refuses groups that break the rules, in Arabic, changing nothing', async () => {
  const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
  const before = findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.mansaf);
  const cases: [unknown, string][] = [
    [[{ ...extras, min: 3 }], 'الحد الأدنى يجب ألا يتجاوز الحد الأقصى'],
    [[{ ...extras, max: 4 }], 'الحد الأقصى يجب ألا يتجاوز عدد الخيارات'],
    [[{ ...sauces, options: [] }], 'مجموعة الخيارات تحتاج خياراً واحداً على الأقل'],
    [[{ ...sauces, options: [{ title: 'ثوم', price: -1 }] }], 'سعر الخيار'],
    [[{ ...sauces, title: '' }], 'اسم مجموعة الخيارات'],
    [Array.from({ length: 11 }, () => sauces), 'مجموعات خيارات'],
  ];
  for (const [optionGroups, words] of cases) {
    const res = await edit(w.admin, w.fx.menuId, 'eitem', ids, { optionGroups }, ARABIC);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(words);
  }
  expect(findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.mansaf)).toEqual(before);
});
