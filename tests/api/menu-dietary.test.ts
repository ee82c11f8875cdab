/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read loosely in assertions */
/**
 * Allergens, dietary tags and calories on items — saved by pitem/eitem (codes kept once, in the list's
 * order), unknown codes refused with nothing stored, left alone by edits that do not name them, read back in the
 * menu's public read, and shown with their words on the public page (served fresh after the edit).
 */
import { adminWorld, ARABIC, edit, findItem, findSection, newItem, storedMenu, type AdminWorld } from '../support/admin-edits';
import { readPageUntil } from '../support/menu-pages';

let w: AdminWorld;
beforeAll(async () => {
  w = await adminWorld();
});

const main = () => ({ sectionId: w.fx.sectionIds.main });

it('stores allergens and tags once each in the lists’ order, and calories, and reads them back publicly', async () => {
  const res = await edit(w.admin, w.fx.menuId, 'pitem', main(), newItem('falafel', { allergens: ['sesame', 'gluten', 'sesame'], tags: ['vegan', 'halal'], calories: '480' }));
  expect(res.status).toBe(200);
  const created = findSection(res.body.data.data, w.fx.sectionIds.main).items.at(-1);
  expect(created).toMatchObject({ allergens: ['gluten', 'sesame'], tags: ['vegan', 'halal'], calories: 480 });

  const read = await w.anonymous.get(`/api/v1/quickmenu/${w.fx.menuId}`);
  const item = read.body.data.data.sections.flatMap((s: any) => s.items).find((i: any) => i._id === created._id);
  expect(item).toMatchObject({ allergens: ['gluten', 'sesame'], tags: ['vegan', 'halal'], calories: 480 });
});

it('refuses unknown codes and bad calories with a clear 400 in the caller’s language, storing nothing', async () => {
  const before = JSON.stringify(await storedMenu(w.fx.menuId));
  const cases: [Record<string, unknown>, string][] = [
    [{ allergens: ['gluten', 'peanut'] }, 'مسبّب حساسية غير معروف: اختر من القائمة'],
    [{ tags: ['keto'] }, 'وسم غذائي غير معروف: اختر من القائمة'],
    [{ calories: -5 }, 'السعرات الحرارية'],
    [{ calories: 2.5 }, 'السعرات الحرارية'],
    [{ allergens: 'gluten; drop' }, 'مسبّب حساسية غير معروف: اختر من القائمة'],
  ];
  for (const [extra, message] of cases) {
    const res = await edit(w.admin, w.fx.menuId, 'pitem', main(), newItem(`bad${Math.random().toString(36).slice(2, 7)}`, extra), ARABIC);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  }
  const english = await edit(w.admin, w.fx.menuId, 'eitem', { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf }, { tags: ['keto'] });
  expect(english.status).toBe(400);
  expect(english.body.message).toBe('Unknown dietary tag: use one of vegetarian, vegan, halal, spicy, gluten-free, new');
  expect(JSON.stringify(await storedMenu(w.fx.menuId))).toBe(before);
});

it('keeps them through edits that do not name them, and clears them when asked', async () => {
  const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { allergens: ['milk'], tags: ['halal'], calories: 1100 })).status).toBe(200);
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { price: 9 })).status).toBe(200);
  expect(findItem(await storedMenu(w.fx.menuId), ids.itemId)).toMatchObject({ price: 9, allergens: ['milk'], tags: ['halal'], calories: 1100 });

  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { allergens: [], calories: null })).status).toBe(200);
  const item = findItem(await storedMenu(w.fx.menuId), ids.itemId);
  expect(item.allergens).toEqual([]);
  expect(item.tags).toEqual(['halal']);
  expect(item.calories ?? null).toBeNull();
});

it('shows them with their words on the public page, fresh after an edit', async () => {
  const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { allergens: ['milk', 'tree-nuts'], tags: ['halal', 'spicy'] })).status).toBe(200);
  const page = await readPageUntil(w.admin.baseUrl, `/m/${w.fx.username}`, (r) => r.body.includes('data-allergen="tree-nuts"'));
  expect(page.status).toBe(200);
  for (const word of ['يحتوي على', 'حليب', 'مكسرات', 'حلال', 'حار']) expect(page.body).toContain(word);

  await edit(w.admin, w.fx.menuId, 'eitem', ids, { allergens: ['milk'] });
  const after = await readPageUntil(w.admin.baseUrl, `/m/${w.fx.username}`, (r) => !r.body.includes('data-allergen="tree-nuts"'));
  expect(after.body).toContain('data-allergen="milk"');
});
