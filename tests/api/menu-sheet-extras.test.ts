/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * The columns "as they exist": an item's English side, allergens and tags, calories, hours and option groups
 * go out to the spreadsheet and come back. The same file changes nothing; edited cells change just those fields
 * (options keep their ids and sold-out marks by title); unreadable cells are reported at their row and column and
 * nothing is written; a file without these columns leaves them as stored.
 */
import { Types } from 'mongoose';
import ExcelJS from 'exceljs';
import { TestClient } from '../support/http';
import { menuWithAdmin } from '../support/menu-admin';
import { testDb, type MenuFixture } from '../support/menu-fixture';
import { csv, fetchBytes, postSheet, readXlsx, row } from '../support/menu-sheet';
import { edit } from '../support/admin-edits';

let fx: MenuFixture;
let admin: TestClient;
const mansaf = () => ({ sectionId: fx.sectionIds.main, itemId: fx.itemIds.mansaf });

beforeAll(async () => {
  ({ menu: fx, admin } = await menuWithAdmin());
  const res = await edit(admin, fx.menuId, 'eitem', mansaf(), {
    translations: { en: { title: 'Mansaf', description: 'Lamb with jameed' } },
    allergens: ['milk', 'gluten'],
    tags: ['halal'],
    calories: 900,
    availability: [
      { days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '12:00', end: '16:00' },
      { days: ['fri', 'sat'], start: '20:00', end: '01:00' },
    ],
    optionGroups: [
      { title: 'الحجم', min: 1, max: 1, options: [{ title: 'عادي', price: 0 }, { title: 'عائلي', price: 6 }] },
      { title: 'إضافات', min: 0, max: 2, options: [{ title: 'لبن', price: 0.5 }, { title: 'جميد', price: 0.75, soldOut: true }] },
    ],
  });
  expect(res.status).toBe(200);
}, 60_000);

async function storedDoc(): Promise<any> {
  return (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) });
}
const stored_ = async () => JSON.stringify(await storedDoc(), (k, v) => (k === 'updatedAt' ? undefined : v));
const storedMansaf = async () => (await storedDoc()).sections.flatMap((s: any) => s.items).find((i: any) => String(i._id) === fx.itemIds.mansaf);
const exportOf = async () => (await fetchBytes(admin, `/api/v1/quickmenu/${fx.menuId}/export`)).bytes;

/** The export with some of mansaf's cells replaced (by column key). */
async function withCells(cells: Record<string, string | number>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportOf()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('العناصر')!;
  const keys = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
  sheet.eachRow((r) => {
    if (r.getCell(keys.indexOf('itemname') + 1).value !== 'mansaf') return;
    for (const [key, value] of Object.entries(cells)) r.getCell(keys.indexOf(key) + 1).value = value;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

it('exports the English side, allergens, tags, calories, hours and options as a person reads them', async () => {
  const { rows } = await readXlsx(await exportOf());
  const items = rows('العناصر');
  const keys = items[1] as string[];
  expect(keys.slice(12, 19)).toEqual(['titleEn', 'descriptionEn', 'allergens', 'tags', 'calories', 'availability', 'options']);
  // After the keys: the menu's last edit, for the import to tell an older file (not a column).
  expect(keys[19]).toMatch(/^updatedAt=\d{4}-\d\d-\d\dT/);
  const cell = (key: string) => items.find((r) => r[3] === 'mansaf')![keys.indexOf(key)];
  expect(cell('titleEn')).toBe('Mansaf');
  expect(cell('allergens')).toBe('غلوتين، حليب');
  expect(cell('tags')).toBe('حلال');
  expect(cell('calories')).toBe(900);
  expect(cell('availability')).toBe('كل الأيام 12:00-16:00; الجمعة،السبت 20:00-01:00');
  expect(cell('options')).toBe('الحجم [1-1]: عادي=0; عائلي=6 | إضافات [0-2]: لبن=0.5; جميد=0.75');
});

it('the same file back changes nothing, even applied as replace', async () => {
  const before = await stored_();
  const file = await exportOf();
  const preview = await postSheet(admin, fx.menuId, file, { dryRun: true, replace: true }, 'menu.xlsx');
  expect(preview.body.data.preview.problems).toEqual([]);
  expect(preview.body.data.preview.items.change).toEqual([]);
  const applied = await postSheet(admin, fx.menuId, file, { replace: true }, 'menu.xlsx');
  expect(applied.body.data.applied).toBe(false);
  expect(await stored_()).toBe(before);
});

it('edited cells change those fields only; options keep their ids and sold-out marks by title', async () => {
  const before = await storedMansaf();
  const file = await withCells({
    options: 'الحجم [1-1]: عادي=0; عائلي=7; وسط=3 | إضافات [0-1]: جميد=0.75',
    availability: 'الجمعة 09:00-12:00',
    allergens: 'حليب',
    titleEn: 'Jordanian mansaf',
  });
  const preview = await postSheet(admin, fx.menuId, file, { dryRun: true }, 'menu.xlsx');
  expect(preview.body.data.preview.problems).toEqual([]);
  expect(preview.body.data.preview.items.change).toEqual([
    expect.objectContaining({ itemname: 'mansaf', fields: ['titleEn', 'allergens', 'availability', 'options'] }),
  ]);
  const applied = await postSheet(admin, fx.menuId, file, {}, 'menu.xlsx');
  expect(applied.body.data.applied).toBe(true);
  const after = await storedMansaf();
  expect(after.translations.en).toEqual({ title: 'Jordanian mansaf', description: 'Lamb with jameed' });
  expect(after.allergens).toEqual(['milk']);
  expect(after.tags).toEqual(['halal']);
  expect(after.calories).toBe(900);
  expect(after.availability).toEqual([{ days: ['fri'], start: '09:00', end: '12:00' }]);
  const [size, extras] = after.optionGroups;
  expect(String(size._id)).toBe(String(before.optionGroups[0]._id));
  expect(size.options.map((o: any) => [o.title, o.price])).toEqual([['عادي', 0], ['عائلي', 7], ['وسط', 3]]);
  expect(String(size.options[1]._id)).toBe(String(before.optionGroups[0].options[1]._id));
  expect(extras.max).toBe(1);
  expect(extras.options).toHaveLength(1);
  expect(extras.options[0]).toMatchObject({ title: 'جميد', soldOut: true });
  expect(String(extras.options[0]._id)).toBe(String(before.optionGroups[1].options[1]._id));
  // The public read shows the new options.
  const read = (await new TestClient().get(`/api/v1/quickmenu/${fx.menuId}`)).body.data.data;
  const served = read.sections.flatMap((s: any) => s.items).find((i: any) => i._id === fx.itemIds.mansaf);
  expect(served.optionGroups[0].options.map((o: any) => o.title)).toEqual(['عادي', 'عائلي', 'وسط']);
});

it('reports unreadable cells at their row and column in Arabic and writes nothing', async () => {
  const before = await stored_();
  const file = await withCells({
    allergens: 'حليب، فستق',
    availability: 'الجمعة من الظهر',
    options: 'الحجم: عادي=0',
    calories: 'كثير',
  });
  const preview = await postSheet(admin, fx.menuId, file, { dryRun: true }, 'menu.xlsx');
  const problems = preview.body.data.preview.problems;
  expect(problems.map((p: any) => p.column)).toEqual(['مسبّبات الحساسية', 'السعرات', 'أوقات التوفّر (الأيام 07:00-11:30; …)', 'الخيارات (مجموعة [أدنى-أقصى]: خيار=سعر; … | …)']);
  expect(problems[0].message).toContain('«فستق» غير معروف');
  expect(problems.every((p: any) => p.row === problems[0].row)).toBe(true);
  // Limits the item form refuses are refused here too, in its words.
  const limits = await postSheet(admin, fx.menuId, await withCells({ options: 'الحجم [2-1]: عادي=0', availability: 'كل الأيام 25:00-26:00' }), { dryRun: true }, 'menu.xlsx');
  const messages = limits.body.data.preview.problems.map((p: any) => p.message).join(' / ');
  expect(messages).toContain('الحد الأدنى يجب ألا يتجاوز الحد الأقصى');
  expect(messages).toContain('الرجاء إدخال ساعة صحيحة');
  expect((await postSheet(admin, fx.menuId, file, {}, 'menu.xlsx')).status).toBe(400);
  expect(await stored_()).toBe(before);
});

it('a file without these columns leaves them as they are', async () => {
  const before = await storedMansaf();
  const file = csv([row('الأطباق الرئيسية', 'منسف أردني', 'mansaf', 5, { type: 'رئيسي', description: before.description })]);
  const applied = await postSheet(admin, fx.menuId, file);
  expect(applied.status).toBe(200);
  const after = await storedMansaf();
  expect(after.price).toBe(5);
  expect(after.optionGroups).toEqual(before.optionGroups);
  expect(after.availability).toEqual(before.availability);
  expect(after.allergens).toEqual(before.allergens);
  expect(after.translations).toEqual(before.translations);
});

it('the sections sheet carries each section’s English title and hours, and takes them back', async () => {
  await edit(admin, fx.menuId, 'esection', { sectionId: fx.sectionIds.drinks }, {
    title: 'المشروبات',
    prime: false,
    translations: { en: { title: 'Drinks' } },
    availability: [{ days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '08:00', end: '23:00' }],
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportOf()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('المصنفات')!;
  expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['title', 'type', 'titleEn', 'availability']);
  const drinks = sheet.getRow(4);
  expect((drinks.values as unknown[]).slice(1)).toEqual(['المشروبات', 'عادي', 'Drinks', 'كل الأيام 08:00-23:00']);

  // The same file: nothing to change. Then new hours and English title for the drinks.
  const same = await postSheet(admin, fx.menuId, Buffer.from(await workbook.xlsx.writeBuffer()), { dryRun: true }, 'menu.xlsx');
  expect(same.body.data.preview.sections.change).toEqual([]);
  drinks.getCell(3).value = 'Cold drinks';
  drinks.getCell(4).value = 'الجمعة،السبت 10:00-02:00';
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const preview = await postSheet(admin, fx.menuId, file, { dryRun: true }, 'menu.xlsx');
  expect(preview.body.data.preview.sections.change).toEqual([
    {
      title: 'المشروبات',
      fields: ['titleEn', 'availability'],
      changes: [
        { field: 'titleEn', from: 'Drinks', to: 'Cold drinks' },
        { field: 'availability', from: 'كل الأيام 08:00-23:00', to: 'الجمعة،السبت 10:00-02:00' },
      ],
    },
  ]);
  expect((await postSheet(admin, fx.menuId, file, {}, 'menu.xlsx')).body.data.applied).toBe(true);
  const stored = (await storedDoc()).sections.find((s: any) => String(s._id) === fx.sectionIds.drinks);
  expect(stored.translations.en.title).toBe('Cold drinks');
  expect(stored.availability).toEqual([{ days: ['fri', 'sat'], start: '10:00', end: '02:00' }]);
  expect(stored.items.length).toBeGreaterThan(0);

  // Unreadable hours are a problem on the sections sheet; nothing is written.
  const before = await stored_();
  drinks.getCell(4).value = 'دائماً';
  const bad = await postSheet(admin, fx.menuId, Buffer.from(await workbook.xlsx.writeBuffer()), {}, 'menu.xlsx');
  expect(bad.status).toBe(400);
  expect(await stored_()).toBe(before);
});

it('allergens and tags in another order are the same value: stored in any order, listed in any order, nothing changes', async () => {
  // Stored in an order the item form never keeps (a menu seeded or written before it kept the list's order).
  await (await testDb()).collection('menus').updateOne(
    { _id: new Types.ObjectId(fx.menuId) },
    { $set: { 'sections.$[].items.$[m].allergens': ['milk', 'gluten', 'tree-nuts'], 'sections.$[].items.$[m].tags': ['spicy', 'halal'] } },
    { arrayFilters: [{ 'm._id': new Types.ObjectId(fx.itemIds.mansaf) }] },
  );
  const before = await stored_();
  const exported = await postSheet(admin, fx.menuId, await exportOf(), { dryRun: true }, 'menu.xlsx');
  expect(exported.body.data.preview.items.change).toEqual([]);
  const reordered = await postSheet(admin, fx.menuId, await withCells({ allergens: 'مكسرات، حليب، غلوتين', tags: 'حلال، حار' }), { dryRun: true }, 'menu.xlsx');
  expect(reordered.body.data.preview.problems).toEqual([]);
  expect(reordered.body.data.preview.items.change).toEqual([]);
  expect(await stored_()).toBe(before);
});
