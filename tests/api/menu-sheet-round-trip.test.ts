/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * An import changes exactly what the file changes. A menu holding every field it can (English texts at every level,
 * option groups with sold-out options, hours, allergens, tags, calories, sold-out marks with their end, images,
 * galleries, a switched-off sale that keeps its percent, a title that looks like a formula) goes out to the
 * spreadsheet and back: unedited it is the same menu; with three prices edited only those three differ, and the
 * preview shows each as old -> new. An older export warns that it puts older values back.
 */
import { Types } from 'mongoose';
import ExcelJS from 'exceljs';
import { TestClient } from '../support/http';
import { menuWithAdmin } from '../support/menu-admin';
import { testDb, type MenuFixture } from '../support/menu-fixture';
import { fetchBytes, postSheet, readXlsx } from '../support/menu-sheet';

let fx: MenuFixture;
let admin: TestClient;
const FORMULA_TITLE = '=HYPERLINK("http://evil.example","اضغط")';

const en = (title: string, extra: Record<string, string> = {}) => ({ en: { title, ...extra } });
const ALL_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

beforeAll(async () => {
  ({ menu: fx, admin } = await menuWithAdmin());
  const db = await testDb();
  const id = (x: string) => new Types.ObjectId(x);
  const menu: any = await db.collection('menus').findOne({ _id: id(fx.menuId) });
  const [main, drinks] = menu.sections;
  const byName = (s: any, name: string) => s.items.find((i: any) => i.itemname === name);
  main.translations = en('Mains');
  main.availability = [{ days: ALL_DAYS, start: '12:00', end: '23:00' }];
  drinks.translations = en('Drinks');
  main.galleries[0].translations = en('From our kitchen');
  main.galleries[0].images[0].translations = { en: { note: 'The taboon' } };
  Object.assign(byName(main, 'mansaf'), {
    translations: en('Mansaf', { description: 'Lamb with jameed' }),
    allergens: ['gluten', 'milk'],
    tags: ['halal'],
    calories: 900,
    availability: [{ days: ['fri', 'sat'], start: '13:00', end: '17:00' }],
    optionGroups: [
      {
        _id: new Types.ObjectId(),
        title: 'الحجم',
        min: 1,
        max: 1,
        translations: en('Size'),
        options: [
          { _id: new Types.ObjectId(), title: 'عادي', price: 0, soldOut: false, soldOutUntil: null, translations: en('Regular') },
          { _id: new Types.ObjectId(), title: 'عائلي', price: 6, soldOut: true, soldOutUntil: new Date('2030-01-01T00:00:00Z'), translations: en('Family') },
        ],
      },
    ],
  });
  Object.assign(byName(main, 'mixed-grill'), { soldOut: true, soldOutUntil: new Date('2030-01-02T00:00:00Z'), title: FORMULA_TITLE });
  // A sale switched off keeps its percent for the next time it is switched on.
  Object.assign(byName(main, 'fatteh'), { sale: { onSale: false, offPrice: 0.3 } });
  Object.assign(byName(drinks, 'lemonade'), {
    translations: en('Lemonade'),
    subItems: [
      { title: 'صغير', price: 1.5, translations: en('Small') },
      { title: 'كبير', price: 2.5, translations: en('Large') },
    ],
  });
  menu.translations = { en: { name: 'Test kitchen', headingPhrase: 'Welcome' } };
  menu.settings.english = true;
  await db.collection('menus').replaceOne({ _id: menu._id }, menu);
}, 60_000);

const storedDoc = async (): Promise<any> => (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) });
/** The stored menu as JSON, its last-edit time aside. */
const asJson = (doc: any) => JSON.stringify(doc, (k, v) => (k === 'updatedAt' ? undefined : v));
const exportOf = async () => (await fetchBytes(admin, `/api/v1/quickmenu/${fx.menuId}/export`)).bytes;

/** The export with the price cell of each named item replaced. */
async function withPrices(file: Buffer, prices: Record<string, number>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('العناصر')!;
  const keys = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
  sheet.eachRow((r) => {
    const name = String(r.getCell(keys.indexOf('itemname') + 1).value);
    if (name in prices) r.getCell(keys.indexOf('price') + 1).value = prices[name];
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

it('the export escapes a cell that starts like a formula, as the orders export does', async () => {
  const { rows } = await readXlsx(await exportOf());
  const titles = rows('العناصر').map((r) => r[2]);
  expect(titles).toContain(`'${FORMULA_TITLE}`);
  expect(titles).not.toContain(FORMULA_TITLE);
});

it('every field goes out and back unchanged: the same file changes nothing, even as replace', async () => {
  const before = asJson(await storedDoc());
  const file = await exportOf();
  const preview = await postSheet(admin, fx.menuId, file, { dryRun: true, replace: true }, 'menu.xlsx');
  expect(preview.status).toBe(200);
  expect(preview.body.data.preview.problems).toEqual([]);
  expect(preview.body.data.preview.warnings).toEqual([]);
  expect(preview.body.data.preview.items.change).toEqual([]);
  expect(preview.body.data.preview.sections.change).toEqual([]);
  const applied = await postSheet(admin, fx.menuId, file, { replace: true }, 'menu.xlsx');
  expect(applied.status).toBe(200);
  expect(asJson(await storedDoc())).toBe(before);
});

it('three prices edited: the preview shows each old -> new, and only those three prices change', async () => {
  const before = await storedDoc();
  const file = await withPrices(await exportOf(), { lemonade: 2, fatteh: 3.25, 'mixed-grill': 7 });
  const preview = await postSheet(admin, fx.menuId, file, { dryRun: true }, 'menu.xlsx');
  expect(preview.body.data.preview.problems).toEqual([]);
  const changes = preview.body.data.preview.items.change.map((c: any) => [c.itemname, c.changes]);
  expect(changes).toEqual([
    ['mixed-grill', [{ field: 'price', from: '6', to: '7' }]],
    ['fatteh', [{ field: 'price', from: '3', to: '3.25' }]],
    ['lemonade', [{ field: 'price', from: '1.5', to: '2' }]],
  ]);
  const applied = await postSheet(admin, fx.menuId, file, {}, 'menu.xlsx');
  expect(applied.body.data.applied).toBe(true);

  const expected = JSON.parse(asJson(before));
  const set = (name: string, price: number) => (expected.sections.flatMap((s: any) => s.items).find((i: any) => i.itemname === name).price = price);
  set('lemonade', 2);
  set('fatteh', 3.25);
  set('mixed-grill', 7);
  expect(JSON.parse(asJson(await storedDoc()))).toEqual(expected);
});

it('an export older than the menu’s last edit warns that it puts older values back; a fresh one does not', async () => {
  const old = await exportOf();
  const changed = await postSheet(admin, fx.menuId, await withPrices(old, { water: 1.75 }), {}, 'menu.xlsx');
  expect(changed.body.data.applied).toBe(true);

  const stale = await postSheet(admin, fx.menuId, old, { dryRun: true }, 'menu.xlsx');
  expect(stale.body.data.preview.warnings).toEqual([expect.objectContaining({ row: 0, message: expect.stringContaining('صُدّر قبل آخر تعديل على المنيو') })]);
  expect(stale.body.data.preview.items.change).toEqual([expect.objectContaining({ itemname: 'water', changes: [{ field: 'price', from: '1.75', to: '1' }] })]);

  const fresh = await postSheet(admin, fx.menuId, await exportOf(), { dryRun: true }, 'menu.xlsx');
  expect(fresh.body.data.preview.warnings).toEqual([]);
});
