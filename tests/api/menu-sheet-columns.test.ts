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
/** Sends the file with the owner's column mapping beside it in the form, as the admin panel does. */
const postMapped = (file: string, mapping: Record<string, string>, dryRun: boolean) =>
  postSheet(admin, fx.menuId, file, { dryRun, columns: JSON.stringify(mapping) }, 'cafe.csv');
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

it('takes a program’s mapping in the query (the file as the body)', async () => {
  const mapping = { Category: 'section', 'Menu Item': 'title', 'Cost JD': 'price' };
  const url = `/api/v1/quickmenu/${fx.menuId}/import?dryRun=1&columns=${encodeURIComponent(JSON.stringify(mapping))}`;
  const res = await admin.post(url, UNKNOWN_HEADERS, { 'content-type': 'text/csv' });
  expect(res.status).toBe(200);
  expect(res.body.data.preview.problems).toEqual([]);
  expect(res.body.data.preview.columns.map((c: any) => c.by)).toEqual(['mapping', 'mapping', 'mapping', null]);
});

it('reads a sheet of sixty long Arabic headers with the owner’s mapping of all of them (more than a URL can carry)', async () => {
  // What a restaurant's export from its till looks like: every column's header a sentence, in Arabic.
  const headers = Array.from({ length: 60 }, (_, i) => `العمود رقم ${i + 1} من ملف نظام المبيعات الخاص بفرع المطعم الرئيسي في وسط المدينة`);
  const mapping = Object.fromEntries(headers.map((h, i) => [h, i === 0 ? 'section' : i === 1 ? 'title' : i === 2 ? 'price' : '']));
  // Past the 16 KB an HTTP server (Node's default) reads of a request's head: in the query, the server refuses it itself.
  expect(encodeURIComponent(JSON.stringify(mapping)).length).toBeGreaterThan(16 * 1024);
  const file = toCsv([headers, ['مقبلات', 'حمص', '2.5', ...headers.slice(3).map(() => 'x')]]);
  const res = await postSheet(admin, fx.menuId, file, { dryRun: true, columns: JSON.stringify(mapping) }, 'till.csv');
  expect(res.status).toBe(200);
  const p = res.body.data.preview;
  expect(p.problems).toEqual([]);
  expect(p.columns.filter((c: any) => c.key).map((c: any) => [c.letter, c.key])).toEqual([['A', 'section'], ['B', 'title'], ['C', 'price']]);
  expect(p.columns.every((c: any) => c.by === 'mapping')).toBe(true);
  expect(p.items.add.map((i: any) => [i.title, i.section])).toEqual([['حمص', 'مقبلات']]);
});

it('refuses a mapping that names a header longer than any header, or too many, saying what a mapping is', async () => {
  const before = asJson(await storedDoc());
  const withMapping = (mapping: Record<string, string>, lang: string) => {
    const form = formOf(UNKNOWN_HEADERS);
    form.set('columns', JSON.stringify(mapping));
    return admin.post(`/api/v1/quickmenu/${fx.menuId}/import`, form, { 'accept-language': lang });
  };
  const long = await withMapping({ ['ع'.repeat(201)]: 'title' }, 'ar');
  expect(long.status).toBe(400);
  expect(long.body.message).toMatch(/^ربط أعمدة الملف غير صالح: يُذكر فيه حتى 100 من عناوين أعمدة الملف/);
  const tooMany = await withMapping(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`h${i}`, ''])), 'en');
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.message).toBe("columns must name up to 100 of the file's headers (1 to 200 characters each), each with a column key of letters or '' to leave it out");
  expect(asJson(await storedDoc())).toBe(before);
});

it('reads a sheet whose header row holds cells of a million "(" (each once cost minutes of finding the columns)', async () => {
  const parens = '('.repeat(1_500_000);
  const file = toCsv([[parens, 'القسم', `${parens}x`, 'الصنف', 'السعر'], ['', 'مقبلات', '', 'متبل', '2']]);
  const res = await postSheet(admin, fx.menuId, file, { dryRun: true }, 'cafe.csv');
  expect(res.status).toBe(200);
  expect(res.body.data.preview.items.add.map((i: any) => [i.title, i.section])).toEqual([['متبل', 'مقبلات']]);
});
