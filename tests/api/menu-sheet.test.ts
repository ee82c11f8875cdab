/**
 * The menu as a spreadsheet: export, template, import with a preview and one atomic write, formula
 * injection both ways, size limits. Real HTTP against the built app and a real database; files read back with exceljs.
 */
import { Types } from 'mongoose';
import ExcelJS from 'exceljs';
import { TestClient } from '../support/http';
import { menuWithAdmin } from '../support/menu-admin';
import { testDb, type MenuFixture } from '../support/menu-fixture';
import { readPageUntil } from '../support/menu-pages';
import { baseUrl, csv, fetchBytes, postSheet, readXlsx, row } from '../support/menu-sheet';

let fx: MenuFixture;
let admin: TestClient;

beforeAll(async () => {
  ({ menu: fx, admin } = await menuWithAdmin());
}, 60_000);

/** The menu document as stored (timestamps aside), to show that a refused import changed nothing. */
async function stored(menuId = fx.menuId): Promise<string> {
  const doc = await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(menuId) });
  return JSON.stringify(doc, (k, v) => (k === 'updatedAt' ? undefined : v));
}
const exportOf = async (menuId = fx.menuId, client = admin) => (await fetchBytes(client, `/api/v1/quickmenu/${menuId}/export`)).bytes;

describe('export', () => {
  it('gives the items and sections sheets with the Arabic header over the field keys, a row per item in order', async () => {
    const res = await fetchBytes(admin, `/api/v1/quickmenu/${fx.menuId}/export`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.disposition).toContain(`menu-${fx.username}.xlsx`);
    const { rows } = await readXlsx(res.bytes);
    const items = rows('العناصر');
    expect(items[0].slice(0, 6)).toEqual(['المصنف', 'نوع المصنف', 'اسم العنصر', 'الاسم الفريد', 'الوصف', 'السعر']);
    expect(items[1].slice(0, 6)).toEqual(['section', 'sectionType', 'title', 'itemname', 'description', 'price']);
    expect(items.slice(2).map((r) => r[3])).toEqual(['mansaf', 'maqluba', 'mixed-grill', 'fatteh', 'lemonade', 'water']);
    const maqluba = items.find((r) => r[3] === 'maqluba')!;
    expect(maqluba).toEqual(expect.arrayContaining(['الأطباق الرئيسية', 'رئيسي', 'مقلوبة دجاج', 5, 20]));
    const lemonade = items.find((r) => r[3] === 'lemonade')!;
    expect(lemonade[11]).toMatch(/^.+:\d+(\.\d+)?; .+:\d+(\.\d+)?$/);
    expect(rows('المصنفات').slice(2)).toEqual([
      ['الأطباق الرئيسية', 'رئيسي'],
      ['المشروبات', 'عادي'],
    ]);
  });

  it('gives the template: the same columns with three example rows that import as they are', async () => {
    const res = await fetchBytes(admin, `/api/v1/quickmenu/${fx.menuId}/export?template=1`);
    expect(res.status).toBe(200);
    const { rows } = await readXlsx(res.bytes);
    expect(rows('العناصر').length).toBe(5);
    const { menu, admin: owner } = await menuWithAdmin();
    const preview = await postSheet(owner, menu.menuId, res.bytes, { dryRun: true }, 'template.xlsx');
    expect(preview.status).toBe(200);
    expect(preview.body.data.preview.problems).toEqual([]);
    // The fixture menu already has mansaf and maqluba (they match, as changes); lemon-mint is new.
    const { add, change } = preview.body.data.preview.items;
    expect(add.map((i: { itemname: string }) => i.itemname)).toEqual(['lemon-mint']);
    expect(change.map((i: { itemname: string }) => i.itemname)).toEqual(['mansaf', 'maqluba']);
  });

  it('is for the menu admins only', async () => {
    expect((await fetchBytes(new TestClient(), `/api/v1/quickmenu/${fx.menuId}/export`)).status).toBe(401);
    const { admin: other } = await menuWithAdmin();
    expect((await fetchBytes(other, `/api/v1/quickmenu/${fx.menuId}/export`)).status).toBe(403);
  });
});

describe('import', () => {
  it('export then import of the same file changes nothing (preview empty; applying, even as replace, writes nothing)', async () => {
    const before = await stored();
    const file = await exportOf();
    const preview = await postSheet(admin, fx.menuId, file, { dryRun: true, replace: true }, 'menu.xlsx');
    expect(preview.status).toBe(200);
    const p = preview.body.data.preview;
    expect(p.problems).toEqual([]);
    expect([p.items.add, p.items.change, p.items.remove, p.sections.add, p.sections.change, p.sections.remove]).toEqual([[], [], [], [], [], []]);
    const applied = await postSheet(admin, fx.menuId, file, { replace: true }, 'menu.xlsx');
    expect(applied.status).toBe(200);
    expect(applied.body.data.applied).toBe(false);
    expect(await stored()).toBe(before);
  });

  it('reports five kinds of mistakes each at its row and column, and writes nothing', async () => {
    const before = await stored();
    const file = csv([
      row('الأطباق الرئيسية', 'منسف', 'mansaf', 'خمسة'), // row 3: price not a number (F3)
      row('المشروبات', 'شاي', 'tea', 1, { type: 'مميز' }), // row 4: unknown section type (B4)
      row('المشروبات', 'قهوة', 'tea', 1.5), // row 5: duplicate itemname (D5)
      row('المشروبات', '', 'juice', 2), // row 6: empty title (C6)
      row('المشروبات', 'ماء', 'water2', 0.5, { sale: 150 }), // row 7: sale percent out of range (I7)
      row('المشروبات', 'كولا', 'cola', 1),
    ]);
    const res = await postSheet(admin, fx.menuId, file, { dryRun: true });
    expect(res.status).toBe(200);
    const problems = res.body.data.preview.problems as { row: number; column: string; cell: string; message: string }[];
    expect(problems.map(({ row: r, column, cell }) => ({ row: r, column, cell }))).toEqual([
      { row: 3, column: 'السعر', cell: 'F3' },
      { row: 4, column: 'نوع المصنف', cell: 'B4' },
      { row: 5, column: 'الاسم الفريد', cell: 'D5' },
      { row: 6, column: 'اسم العنصر', cell: 'C6' },
      { row: 7, column: 'نسبة الخصم %', cell: 'I7' },
    ]);
    // In Arabic, naming what is wrong.
    expect(problems[0].message).toContain('خمسة');
    expect(problems[2].message).toContain('tea');
    for (const p of problems) expect(p.message).toMatch(/[\u0600-\u06FF]/);
    // The good row is previewed; nothing is written, by the preview or by an apply.
    expect(res.body.data.preview.items.add.map((i: { itemname: string }) => i.itemname)).toEqual(['cola']);
    const applied = await postSheet(admin, fx.menuId, file);
    expect(applied.status).toBe(400);
    expect(applied.body.message).toMatch(/5/);
    expect(await stored()).toBe(before);
  });

  it('reads CSV with or without a BOM, with comma or semicolon', async () => {
    const { menu, admin: owner } = await menuWithAdmin();
    const rows = [row('المعجنات', 'مناقيش زعتر', 'zaatar', '1.25', { description: 'زعتر، وزيت; زيتون' })];
    for (const [text, name] of [
      [csv(rows), 'plain'],
      ['\ufeff' + csv(rows), 'bom'],
      [csv(rows, ';'), 'semicolon'],
      ['\ufeff' + csv(rows, ';'), 'bom+semicolon'],
    ]) {
      const res = await postSheet(owner, menu.menuId, text, { dryRun: true });
      expect({ name, problems: res.body.data.preview.problems, add: res.body.data.preview.items.add }).toEqual({
        name,
        problems: [],
        add: [{ row: 3, itemname: 'zaatar', title: 'مناقيش زعتر', section: 'المعجنات' }],
      });
    }
  });

  it('applies a price change to 150 items in one write, and the public page shows it at once', async () => {
    const { menu, admin: owner } = await menuWithAdmin();
    const items = Array.from({ length: 150 }, (_, i) => row(i < 75 ? 'الأطباق' : 'الحلويات', `صنف رقم ${i + 1}`, `item-${i + 1}`, 10 + i));
    const created = await postSheet(owner, menu.menuId, csv(items), { replace: true });
    expect(created.status).toBe(200);
    expect(created.body.data.preview.items.add).toHaveLength(150);
    // The owner raises every price by 5% in the exported file and brings it back.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportOf(menu.menuId, owner)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('العناصر')!;
    sheet.eachRow((r, n) => {
      if (n > 2) r.getCell(6).value = Math.round(Number(r.getCell(6).value) * 1.05 * 100) / 100;
    });
    const changed = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await postSheet(owner, menu.menuId, changed, { dryRun: true }, 'menu.xlsx');
    expect(preview.body.data.preview.items.change).toHaveLength(150);
    expect(new Set(preview.body.data.preview.items.change.flatMap((c: { fields: string[] }) => c.fields))).toEqual(new Set(['price']));
    const res = await postSheet(owner, menu.menuId, changed, {}, 'menu.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.data.applied).toBe(true);
    // item-150: 159 → 166.95; item-1: 10 → 10.5
    const page = await readPageUntil(baseUrl(), `/m/${menu.username}`, (r) => r.status === 200 && r.body.includes('166.95'));
    expect(page.body).toContain('10.50');
    expect(page.body).not.toContain('159.00');
  });

  it("without 'replace' keeps what the file lacks; with it removes what is missing (preview first)", async () => {
    const { menu, admin: owner } = await menuWithAdmin();
    const file = csv([row('الأطباق الرئيسية', 'منسف أردني', 'mansaf', 4.5, { type: 'رئيسي', description: 'لحم بلدي مع الجميد والأرز والمكسرات', image: '' })]);
    const keep = await postSheet(owner, menu.menuId, file, { dryRun: true });
    expect(keep.body.data.preview.items.remove).toEqual([]);
    expect(keep.body.data.preview.sections.remove).toEqual([]);
    const replace = await postSheet(owner, menu.menuId, file, { dryRun: true, replace: true });
    expect(replace.body.data.preview.items.remove.map((i: { itemname: string }) => i.itemname).sort()).toEqual(['fatteh', 'lemonade', 'maqluba', 'mixed-grill', 'water']);
    expect(replace.body.data.preview.sections.remove).toEqual([{ title: 'المشروبات', items: 2 }]);
    expect(replace.body.data.preview.items.change).toEqual([expect.objectContaining({ itemname: 'mansaf', fields: ['image'] })]);
    const res = await postSheet(owner, menu.menuId, file, { replace: true });
    expect(res.status).toBe(200);
    const sections = res.body.data.data.sections as { title: string; items: { itemname: string; _id: string }[]; galleries: unknown[] }[];
    expect(sections.map((s) => [s.title, s.items.map((i) => i.itemname)])).toEqual([['الأطباق الرئيسية', ['mansaf']]]);
    // The matched item and section keep their ids (carts and links to them stay valid) and the section its gallery.
    expect(sections[0].items[0]._id).toBe(menu.itemIds.mansaf);
    expect(sections[0].galleries).toHaveLength(1);
    const pub = await new TestClient().get(`/api/v1/quickmenu/${menu.menuId}`);
    expect(pub.body.data.data.sections.map((s: { title: string }) => s.title)).toEqual(['الأطباق الرئيسية']);
  });

  it('two imports at once never lose one: both apply in turn, or the later one is refused with 409', async () => {
    const { menu, admin: owner } = await menuWithAdmin();
    const file = csv([row('جديد', 'صنف', 'new-one', 1)]);
    const [a, b] = await Promise.all([postSheet(owner, menu.menuId, file), postSheet(owner, menu.menuId, csv([row('جديد', 'صنف آخر', 'new-two', 2)]))]);
    const statuses = [a.status, b.status].sort();
    // Either both applied one after the other (each read the other's result) or the second saw a change: never a lost one.
    const after = await owner.get(`/api/v1/quickmenu/${menu.menuId}`);
    const names = after.body.data.data.sections.flatMap((s: { items: { itemname: string }[] }) => s.items.map((i) => i.itemname));
    if (statuses[1] === 409) expect(names.filter((n: string) => n.startsWith('new-'))).toHaveLength(1);
    else expect(names).toEqual(expect.arrayContaining(['new-one', 'new-two']));
  });
});

describe('formula injection', () => {
  it('cells starting with = + - @ are imported as text and exported as escaped text cells, never formulas', async () => {
    const { menu, admin: owner } = await menuWithAdmin();
    const nasty = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-3+4', '@SUM(A1:A2)'];
    const file = csv(nasty.map((t, i) => row('قسم', t, `inj-${i}`, 1, { description: t })));
    const res = await postSheet(owner, menu.menuId, file, { replace: true });
    expect(res.status).toBe(200);
    const titles = res.body.data.data.sections[0].items.map((i: { title: string }) => i.title);
    expect(titles).toEqual(nasty);
    const { workbook } = await readXlsx(await exportOf(menu.menuId, owner));
    const sheet = workbook.getWorksheet('العناصر')!;
    for (let n = 3; n < 3 + nasty.length; n++) {
      const cell = sheet.getRow(n).getCell(3);
      // With the leading apostrophe the orders export gives such a cell: no spreadsheet a copy lands in runs it.
      expect({ type: cell.type, formula: cell.formula, value: cell.value }).toEqual({ type: ExcelJS.ValueType.String, formula: undefined, value: `'${nasty[n - 3]}` });
    }
    // The import takes the apostrophe off again: the export back changes nothing.
    const back = await postSheet(owner, menu.menuId, await exportOf(menu.menuId, owner), { dryRun: true }, 'menu.xlsx');
    expect(back.body.data.preview.items.change).toEqual([]);
  });

  it('a formula cell in an uploaded .xlsx is read as its text, not its result', async () => {
    const { menu, admin: owner } = await menuWithAdmin();
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('العناصر');
    ws.addRow(['section', 'title', 'itemname', 'description', 'price']);
    ws.addRow(['قسم', { formula: '1+2', result: 3 }, 'f1', { formula: 'CONCAT("a","b")', result: 'ab' }, 4]);
    ws.addRow(['قسم', 'صنف', 'f2', '', { formula: '2*2', result: 4 }]);
    const res = await postSheet(owner, menu.menuId, Buffer.from(await workbook.xlsx.writeBuffer()), { dryRun: true }, 'f.xlsx');
    expect(res.status).toBe(200);
    // The formula price is not a number (its text is "=2*2"); the formula title is kept as its text.
    expect(res.body.data.preview.problems).toEqual([expect.objectContaining({ row: 3, column: 'السعر', cell: 'E3' })]);
    expect(res.body.data.preview.items.add).toEqual([{ row: 2, itemname: 'f1', title: '=1+2', section: 'قسم' }]);
  });
});

describe('limits and bad files', () => {
  it('refuses a file over 5 MB with a clear message and changes nothing', async () => {
    const before = await stored();
    const big = csv([row('قسم', 'صنف', 'big', 1, { description: 'س'.repeat(2.6 * 1024 * 1024) })]);
    expect(Buffer.byteLength(big)).toBeGreaterThan(5 * 1024 * 1024);
    const res = await postSheet(admin, fx.menuId, big, { dryRun: true });
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('5 ميغابايت');
    expect(await stored()).toBe(before);
  });

  it('refuses more than 3,000 rows with a clear message; 3,000 are read', async () => {
    const rows = (n: number) => csv(Array.from({ length: n }, (_, i) => row('قسم', `صنف ${i}`, `r${i}`, 1)));
    const over = await postSheet(admin, fx.menuId, rows(3001), { dryRun: true });
    expect(over.status).toBe(413);
    // Counted as Arabic counts rows (3001 and 3000 take the singular; it read '3001 صفاً').
    expect(over.body.message).toBe('الملف فيه 3001 صف، والحد الأعلى 3000 صف');
    const at = await postSheet(admin, fx.menuId, rows(3000), { dryRun: true });
    expect(at.status).toBe(200);
    expect(at.body.data.preview.items.add).toHaveLength(3000);
  });

  it('answers 400 in Arabic to no file, an unreadable file and a file without headers (its preview names the missing columns)', async () => {
    const empty = await admin.post(`/api/v1/quickmenu/${fx.menuId}/import?dryRun=1`, new FormData());
    expect(empty.status).toBe(400);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
    const bad = await postSheet(admin, fx.menuId, zip, { dryRun: true }, 'x.xlsx');
    expect(bad.status).toBe(400);
    const noHeadPreview = await postSheet(admin, fx.menuId, 'a,b,c\n1,2,3\n', { dryRun: true });
    expect(noHeadPreview.body.data.preview.problems).toEqual([expect.objectContaining({ message: expect.stringContaining('«المصنف»، «اسم العنصر»، «السعر»') })]);
    const noHead = await postSheet(admin, fx.menuId, 'a,b,c\n1,2,3\n');
    expect(noHead.status).toBe(400);
    for (const r of [empty, bad, noHead]) expect(r.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an image name that is not one of the menu\'s images', async () => {
    const res = await postSheet(admin, fx.menuId, csv([row('قسم', 'صنف', 'img', 1, { image: '0123456789abcdef0123456789abcdef.webp' })]), { dryRun: true });
    expect(res.body.data.preview.problems).toEqual([expect.objectContaining({ row: 3, cell: 'K3', column: 'اسم ملف الصورة' })]);
  });
});
