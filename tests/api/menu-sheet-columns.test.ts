/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * The spreadsheets restaurants have: headers in their own words (Arabic or English, spelled their way), a title line
 * above them, no unique-name column, columns we do not use. The import finds its columns by common names, names the
 * missing ones once, lets the owner map the columns (remembered for the menu), and warns about a price of 0 or a name
 * given twice without refusing them.
 */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { menuWithAdmin } from '../support/menu-admin';
import { testDb, type MenuFixture } from '../support/menu-fixture';
import { postSheet } from '../support/menu-sheet';

let fx: MenuFixture;
let admin: TestClient;

beforeAll(async () => {
  ({ menu: fx, admin } = await menuWithAdmin());
}, 60_000);

const storedDoc = async (): Promise<any> => (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) });
const asJson = (doc: any) => JSON.stringify(doc, (k, v) => (k === 'updatedAt' ? undefined : v));
const items = async () => (await storedDoc()).sections.flatMap((s: any) => s.items.map((i: any) => ({ ...i, section: s.title })));
const toCsv = (rows: (string | number)[][]) => rows.map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n';
/** Sends the file with the owner's column mapping in the query, as the admin panel does. */
const postMapped = (file: string, mapping: Record<string, string>, dryRun: boolean) =>
  admin.post(`/api/v1/quickmenu/${fx.menuId}/import?dryRun=${dryRun ? 1 : 0}&columns=${encodeURIComponent(JSON.stringify(mapping))}`, formOf(file));
const formOf = (file: string) => {
  const form = new FormData();
  form.set('file', new Blob([file]), 'cafe.csv');
  return form;
};

// A café's own sheet: a title line, its Arabic headers (spelled without hamza, with a unit), an extra column, no
// unique names; one drink at price 0 and one name given twice.
const ARABIC_CAFE = toCsv([
  ['منيو مقهى الياسمين', '', '', '', ''],
  ['الفئة', 'اسم الصنف', 'الوصف', 'السعر (د.أ)', 'ملاحظات'],
  ['القهوة', 'قهوة تركية', 'بالهيل', 1.5, 'الأكثر طلباً'],
  ['القهوة', 'لاتيه', 'حليب كامل الدسم', 2.75, ''],
  ['المشروبات الباردة', 'ماء', '', 0, ''],
  ['المشروبات الباردة', 'لاتيه', 'مثلج', 3, ''],
]);

it('reads an Arabic-header café sheet: its columns by their names, names made from the titles, warnings not refusals', async () => {
  const preview = await postSheet(admin, fx.menuId, ARABIC_CAFE, { dryRun: true }, 'cafe.csv');
  expect(preview.status).toBe(200);
  const p = preview.body.data.preview;
  expect(p.problems).toEqual([]);
  expect(p.columns.map((c: any) => [c.header, c.key])).toEqual([
    ['الفئة', 'section'],
    ['اسم الصنف', 'title'],
    ['الوصف', 'description'],
    ['السعر (د.أ)', 'price'],
    ['ملاحظات', null],
  ]);
  expect(p.items.add.map((i: any) => [i.row, i.title, i.section])).toEqual([
    [3, 'قهوة تركية', 'القهوة'],
    [4, 'لاتيه', 'القهوة'],
    [5, 'ماء', 'المشروبات الباردة'],
    [6, 'لاتيه', 'المشروبات الباردة'],
  ]);
  expect(p.warnings.map((w: any) => [w.row, w.cell, w.message])).toEqual([
    [5, 'D5', 'سعر «ماء» صفر: سيظهر مجاناً في المنيو'],
    [6, 'B6', '«لاتيه» ورد مرتين (أول مرة في الصف 4)'],
  ]);

  const applied = await postSheet(admin, fx.menuId, ARABIC_CAFE, {}, 'cafe.csv');
  expect(applied.status).toBe(200);
  expect(applied.body.data.applied).toBe(true);
  const added = (await items()).filter((i: any) => ['القهوة', 'المشروبات الباردة'].includes(i.section));
  expect(added.map((i: any) => [i.section, i.title, i.itemname, i.price])).toEqual([
    ['القهوة', 'قهوة تركية', 'قهوة تركية', 1.5],
    ['القهوة', 'لاتيه', 'لاتيه', 2.75],
    ['المشروبات الباردة', 'ماء', 'ماء', 0],
    ['المشروبات الباردة', 'لاتيه', 'لاتيه 2', 3],
  ]);

  // The same file again matches the items by their titles: nothing to add or change.
  const again = await postSheet(admin, fx.menuId, ARABIC_CAFE, { dryRun: true }, 'cafe.csv');
  expect(again.body.data.preview.items.add).toEqual([]);
  expect(again.body.data.preview.items.change).toEqual([]);
});

it('reads an English-header sheet', async () => {
  const file = toCsv([
    ['Category', 'Item Name', 'Price (JOD)', 'Description', 'Calories'],
    ['Bakery', 'Croissant', 1.25, 'Butter', 230],
    ['Bakery', 'Muffin', 1.5, '', ''],
  ]);
  const preview = await postSheet(admin, fx.menuId, file, { dryRun: true }, 'cafe.csv');
  const p = preview.body.data.preview;
  expect(p.problems).toEqual([]);
  expect(p.columns.map((c: any) => c.key)).toEqual(['section', 'title', 'price', 'description', 'calories']);
  expect(p.items.add.map((i: any) => [i.title, i.section])).toEqual([['Croissant', 'Bakery'], ['Muffin', 'Bakery']]);
});

const UNKNOWN_HEADERS = toCsv([
  ['Category', 'Menu Item', 'Cost JD', 'Notes'],
  ['Sandwiches', 'Halloumi', 3.5, ''],
  ['Sandwiches', 'Falafel', 0, 'vegan'],
]);

it('names the missing columns once, in the preview and when applied; nothing is written', async () => {
  const before = asJson(await storedDoc());
  const preview = await postSheet(admin, fx.menuId, UNKNOWN_HEADERS, { dryRun: true }, 'cafe.csv');
  const p = preview.body.data.preview;
  expect(p.problems).toHaveLength(1);
  expect(p.problems[0].message).toContain('«اسم العنصر»، «السعر»');
  expect(p.columns.map((c: any) => [c.letter, c.header, c.key])).toEqual([
    ['A', 'Category', 'section'],
    ['B', 'Menu Item', null],
    ['C', 'Cost JD', null],
    ['D', 'Notes', null],
  ]);
  const applied = await postSheet(admin, fx.menuId, UNKNOWN_HEADERS, {}, 'cafe.csv');
  expect(applied.status).toBe(400);
  expect(applied.body.message).toContain('«اسم العنصر»، «السعر»');
  expect(asJson(await storedDoc())).toBe(before);
});

it('takes the owner’s column mapping, and remembers it for the menu’s next import', async () => {
  const mapping = { Category: 'section', 'Menu Item': 'title', 'Cost JD': 'price', Notes: '' };
  const preview = await postMapped(UNKNOWN_HEADERS, mapping, true);
  expect(preview.status).toBe(200);
  const p = preview.body.data.preview;
  expect(p.problems).toEqual([]);
  expect(p.columns.map((c: any) => [c.header, c.key, c.by])).toEqual([
    ['Category', 'section', 'mapping'],
    ['Menu Item', 'title', 'mapping'],
    ['Cost JD', 'price', 'mapping'],
    ['Notes', null, 'mapping'],
  ]);
  expect(p.warnings.map((w: any) => w.cell)).toEqual(['C3']);

  expect((await postMapped(UNKNOWN_HEADERS, mapping, false)).body.data.applied).toBe(true);
  expect((await items()).filter((i: any) => i.section === 'Sandwiches').map((i: any) => [i.title, i.price])).toEqual([['Halloumi', 3.5], ['Falafel', 0]]);

  // Next time, without a mapping in the request: the menu's remembered one reads the file.
  const next = await postSheet(admin, fx.menuId, UNKNOWN_HEADERS.replace('3.5', '4'), { dryRun: true }, 'cafe.csv');
  expect(next.body.data.preview.problems).toEqual([]);
  expect(next.body.data.preview.items.change).toEqual([expect.objectContaining({ title: 'Halloumi', changes: [{ field: 'price', from: '3.5', to: '4' }] })]);
});

it('refuses a mapping that is not JSON with a 400 in the caller’s language, nothing written', async () => {
  const before = asJson(await storedDoc());
  const url = `/api/v1/quickmenu/${fx.menuId}/import?columns=${encodeURIComponent('{oops')}`;
  const arabic = await admin.post(url, formOf(UNKNOWN_HEADERS), { 'accept-language': 'ar' });
  expect(arabic.status).toBe(400);
  expect(arabic.body.message).toBe('ربط أعمدة الملف غير صالح');
  const english = await admin.post(url, formOf(UNKNOWN_HEADERS), { 'accept-language': 'en' });
  expect(english.status).toBe(400);
  expect(english.body.message).toBe('columns must be valid JSON');
  expect(asJson(await storedDoc())).toBe(before);
});
