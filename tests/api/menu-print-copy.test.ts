/**
 * The paper menu PDF (read back with pdftotext, rendered with pdftoppm, its QR decoded) and the staff copy of a menu
 *. Real HTTP against the built app.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { TestClient } from '../support/http';
import { makeStaff, signUpVerifiedUser } from '../support/accounts';
import { menuWithAdmin } from '../support/menu-admin';
import { testDb, testMenuModel, type MenuFixture } from '../support/menu-fixture';
import { baseUrl, fetchBytes } from '../support/menu-sheet';

// A paper menu is drawn in the shared app's heavy-work pool, which takes turns between the test files running at the
// same time (the sheet fuzz's 500 imports among them): a print may wait its turn for a while on a busy machine. What
// is asserted is what is printed, not how fast.
jest.setTimeout(180_000);

let fx: MenuFixture;
let admin: TestClient;

beforeAll(async () => {
  ({ menu: fx, admin } = await menuWithAdmin());
}, 60_000);

const tmp = (name: string) => path.join(os.tmpdir(), `menu-print-${process.pid}-${name}`);
/** Bidi marks pdftotext adds around right-to-left lines are not part of the text. */
const pdfText = (file: string) => execFileSync('pdftotext', [file, '-']).toString().replace(/[\u200e\u200f\u202a-\u202e]/g, '');

describe('paper menu', () => {
  it('prints every section and item in logical Arabic order, sale prices beside the old ones, and the QR of the short link last', async () => {
    // A long description forces the menu over several pages.
    const Menu = await testMenuModel();
    const many = Array.from({ length: 40 }, (_, i) => ({ title: `طبق رقم ${i + 1}`, itemname: `dish-${i + 1}`, description: 'وصف طويل '.repeat(20), price: 2 + i }));
    await Menu.updateOne({ _id: fx.menuId }, { $push: { sections: { title: 'أطباق كثيرة', prime: false, items: many } } });
    const res = await fetchBytes(admin, `/api/v1/quickmenu/${fx.menuId}/print?size=a4`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const file = tmp('a4.pdf');
    fs.writeFileSync(file, res.bytes);
    try {
      const text = pdfText(file);
      for (const name of ['مطعم السنابل', 'الأطباق الرئيسية', 'المشروبات', 'منسف أردني', 'مقلوبة دجاج', 'مشاوي مشكلة', 'فتة حمص', 'عصير ليمون بالنعناع', 'أطباق كثيرة']) {
        expect(text).toContain(name);
      }
      for (let i = 1; i <= 40; i++) expect(text).toContain(`طبق رقم ${i}`);
      // maqluba 5 JD at 20% off: 4.00 now, 5.00 struck; fatteh 3 at 50%: 1.50 (in dinars as Arabic writes them).
      expect(text).toMatch(/4\.00\s*د\.أ/);
      expect(text).toMatch(/5\.00\s*د\.أ/);
      expect(text).toMatch(/1\.50\s*د\.أ/);
      expect(text).not.toContain('JD');
      expect(text).toMatch(/خصم/);
      expect(text).toMatch(/20%|%20/);
      const info = execFileSync('pdfinfo', [file]).toString();
      const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
      expect(pages).toBeGreaterThan(2);
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts/);
      // No item is split: each page's text holds whole items (an item's title and its price are on the same page).
      for (let p = 1; p <= pages; p++) {
        const pageText = execFileSync('pdftotext', ['-f', String(p), '-l', String(p), file, '-']).toString();
        const titles = (pageText.match(/طبق رقم \d+/g) ?? []).length;
        const descs = (pageText.match(/وصف طويل/g) ?? []).length;
        if (titles) expect(descs).toBeGreaterThanOrEqual(titles * 20);
      }
      // The last page, as a picture: its QR code opens the short link; page 1 has the menu's main colour on top.
      execFileSync('pdftoppm', ['-r', '150', '-png', '-f', String(pages), '-l', String(pages), '-singlefile', file, tmp('last')]);
      const { data, info: img } = await sharp(tmp('last.png')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data), img.width, img.height)?.data).toBe(`${baseUrl()}/m/${fx.username}`);
      execFileSync('pdftoppm', ['-r', '30', '-png', '-f', '1', '-l', '1', '-singlefile', file, tmp('first')]);
      const { data: top } = await sharp(tmp('first.png')).extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect([...top.subarray(0, 3)]).toEqual([0x8d, 0x1b, 0x3d]);
    } finally {
      for (const f of ['a4.pdf', 'last.png', 'first.png']) fs.rmSync(tmp(f), { force: true });
    }
  });

  it('prints A5 on request, refuses other sizes, and is for the menu admins only', async () => {
    const a5 = await fetchBytes(admin, `/api/v1/quickmenu/${fx.menuId}/print?size=a5`);
    expect(a5.status).toBe(200);
    fs.writeFileSync(tmp('a5.pdf'), a5.bytes);
    try {
      expect(execFileSync('pdfinfo', [tmp('a5.pdf')]).toString()).toMatch(/Page size:\s+419\.53 x 595\.28 pts/);
    } finally {
      fs.rmSync(tmp('a5.pdf'), { force: true });
    }
    expect((await fetchBytes(admin, `/api/v1/quickmenu/${fx.menuId}/print?size=letter`)).status).toBe(400);
    expect((await fetchBytes(new TestClient(), `/api/v1/quickmenu/${fx.menuId}/print`)).status).toBe(401);
    const { admin: other } = await menuWithAdmin();
    expect((await fetchBytes(other, `/api/v1/quickmenu/${fx.menuId}/print`)).status).toBe(403);
  });

  it('prints in English, left to right, when the menu offers English: English titles where given, Arabic where not', async () => {
    const DESCRIPTION = 'طبقات من الباذنجان والدجاج.';
    const { menu: m, admin: owner } = await menuWithAdmin();
    // English is not offered yet: refused, with the way to turn it on.
    const off = await fetchBytes(owner, `/api/v1/quickmenu/${m.menuId}/print?size=a4&lang=en`);
    expect(off.status).toBe(400);
    expect((await fetchBytes(owner, `/api/v1/quickmenu/${m.menuId}/print?size=a4&lang=fr`)).status).toBe(400);
    const Menu = await testMenuModel();
    await Menu.updateOne(
      { _id: m.menuId },
      {
        $set: {
          'settings.english': true,
          'translations.en.name': 'Al Sanabel Restaurant',
          'sections.0.translations.en.title': 'Main dishes',
          'sections.0.items.0.translations.en.title': 'Jordanian mansaf',
          // No English description: the Arabic one is printed, a sentence that ends with its full stop.
          'sections.0.items.1.description': DESCRIPTION,
        },
      },
    );
    const res = await fetchBytes(owner, `/api/v1/quickmenu/${m.menuId}/print?size=a4&lang=en`);
    expect(res.status).toBe(200);
    expect(res.disposition).toContain('-a4-en.pdf');
    const file = tmp('en.pdf');
    fs.writeFileSync(file, res.bytes);
    try {
      const text = pdfText(file);
      for (const words of ['Al Sanabel Restaurant', 'Main dishes', 'Jordanian mansaf', 'Scan the code to see the menu on your phone', '20% off']) expect(text).toContain(words);
      // Untranslated texts stay in Arabic; the Arabic name of a translated one is not printed.
      expect(text).toContain('مقلوبة دجاج');
      expect(text).not.toContain('منسف أردني');
      // Left to right: on the first page, the English section title starts at the left margin (pdftotext -bbox).
      const bbox = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']).toString();
      const xMin = Number(/xMin="([\d.]+)"[^>]*>Main</.exec(bbox)![1]);
      expect(xMin).toBeLessThan(100);
      // The Arabic description in the English page still reads right to left: its first word at the right, the full
      // stop at the left end beside its last word — not at the right end after the first, as in a left-to-right line.
      const words = [...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]+)</g)].map((w) => ({ x: Number(w[1]), y: w[2], text: w[3] }));
      const reversed = (t: string) => Array.from(t).reverse().join('');
      const first = words.find((w) => w.text.replace('.', '') === reversed('طبقات'));
      // Its own line in its own column (short items are set in two columns: the other column's words, and the price
      // column's sale words, share the y).
      const half = (x: number) => x > 595.28 / 2;
      const line = words.filter((w) => w.y === first?.y && half(w.x) === half(first!.x) && /[\u0600-\u06ff]/.test(w.text)).sort((a, b) => a.x - b.x);
      expect(line.map((w) => reversed(w.text)).join(' ')).toBe(DESCRIPTION.split(' ').reverse().join(' '));
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

describe('menu copy (staff)', () => {
  let staff: TestClient;
  let staffName: string;
  beforeAll(async () => {
    staff = new TestClient();
    staffName = (await signUpVerifiedUser(staff)).username;
    await makeStaff(staffName);
  });

  async function uploadItemImage(client: TestClient, menuId: string, itemId: string, color: string): Promise<string> {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();
    const form = new FormData();
    form.set('path', 'image');
    form.set('model', 'item');
    form.set('data', JSON.stringify({ menuId, itemId }));
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
    const res = await client.post('/api/v1/upload', form);
    expect(res.status).toBe(200);
    const items = res.body.data.data.sections.flatMap((s: { items: { _id: string; image: string }[] }) => s.items);
    return items.find((i: { _id: string }) => i._id === itemId).image;
  }

  it('copies sections, items, galleries, colours and settings under new ids; not the short name, counters or admins', async () => {
    const { menu, admin: owner } = await menuWithAdmin();
    const newOwner = new TestClient();
    const account = await signUpVerifiedUser(newOwner);
    const res = await staff.post(`/api/v1/quickmenu/${menu.menuId}/copy`, { admins: [account.username], plan: 1 });
    expect(res.status).toBe(200);
    const copy = res.body.data.data;
    const original = (await owner.get(`/api/v1/quickmenu/${menu.menuId}`)).body.data.data;
    expect(copy._id).not.toBe(menu.menuId);
    expect(copy.username).toBeUndefined();
    expect(copy.active).toBe(false);
    expect(copy.plan).toBe(1);
    expect(copy.admins).toEqual(expect.arrayContaining([account.username]));
    expect(copy.admins).not.toContain(original.admins.find((a: string) => a !== 'provider'));
    expect(copy.menuVisitors).toEqual({ newVisitors: 0, totalVisitors: 0 });
    const shape = (m: typeof copy) => m.sections.map((s: { title: string; items: { itemname: string; price: number; image: string }[]; galleries: { images: unknown[] }[] }) => [s.title, s.items.map((i) => [i.itemname, i.price, i.image]), s.galleries.map((g) => g.images)]);
    expect(shape(copy)).toEqual(shape(original));
    expect(copy.colors).toEqual(original.colors);
    expect(copy.settings).toEqual(original.settings);
    expect(copy.sections[0]._id).not.toBe(original.sections[0]._id);
    expect(copy.sections[0].items[0]._id).not.toBe(original.sections[0].items[0]._id);
    expect(copy.sections.flatMap((s: { items: { interestRecords?: number }[] }) => s.items.map((i) => i.interestRecords ?? 0))).toEqual(copy.sections.flatMap((s: { items: unknown[] }) => s.items.map(() => 0)));
    // The new owner administers the copy.
    expect((await fetchBytes(newOwner, `/api/v1/quickmenu/${copy._id}/export`)).status).toBe(200);
  });

  it('shares the images: the original deleting an item keeps the picture the copy still shows', async () => {
    const { menu, admin: owner } = await menuWithAdmin();
    const shared = await uploadItemImage(owner, menu.menuId, menu.itemIds.mansaf, '#c0392b');
    const only = await uploadItemImage(owner, menu.menuId, menu.itemIds.water, '#2980b9');
    expect((await fetchBytes(owner, `/public/uploads/${shared}`)).status).toBe(200);
    const res = await staff.post(`/api/v1/quickmenu/${menu.menuId}/copy`, { admins: [staffName], plan: 0 });
    expect(res.status).toBe(200);
    // After the copy the original replaces the water's picture: nothing else shows the old one, so it goes.
    await uploadItemImage(owner, menu.menuId, menu.itemIds.water, '#27ae60');
    // …the copy shows `only` too, so it stays; and the mansaf's picture stays after the original deletes the item.
    const del = await owner.put(`/api/v1/quickmenu/${menu.menuId}?op=mitem&sectionId=${menu.sectionIds.main}&itemId=${menu.itemIds.mansaf}`, {});
    expect(del.status).toBe(200);
    expect((await fetchBytes(new TestClient(), `/public/uploads/${shared}`)).status).toBe(200);
    expect((await fetchBytes(new TestClient(), `/public/uploads/${only}`)).status).toBe(200);
    // Once the copy lets go of it too, the file is deleted (the check above could fail).
    const copyId = res.body.data.data._id;
    const copyMansaf = res.body.data.data.sections[0].items.find((i: { itemname: string }) => i.itemname === 'mansaf');
    const delCopy = await staff.put(`/api/v1/quickmenu/${copyId}?op=mitem&sectionId=${res.body.data.data.sections[0]._id}&itemId=${copyMansaf._id}`, {});
    expect(delCopy.status).toBe(200);
    expect((await fetchBytes(new TestClient(), `/public/uploads/${shared}`)).status).toBe(404);
  });

  it('refuses unknown admins (404) and bad bodies (400); staff only', async () => {
    // Menus administered by this file's staff account (a copy would be one): others create menus meanwhile.
    const staffId = (await (await testDb()).collection('users').findOne({ username: staffName }))!._id;
    const copies = async () => (await testMenuModel()).countDocuments({ admins: staffId });
    const before = await copies();
    expect((await staff.post(`/api/v1/quickmenu/${fx.menuId}/copy`, { admins: ['no-such-user-xyz'], plan: 0 })).status).toBe(404);
    expect((await staff.post(`/api/v1/quickmenu/${fx.menuId}/copy`, { admins: [staffName], plan: -1 })).status).toBe(400);
    expect((await staff.post(`/api/v1/quickmenu/${fx.menuId}/copy`, { admins: { $gt: '' }, plan: 0 })).status).toBe(400);
    expect((await staff.post('/api/v1/quickmenu/65f1a2b3c4d5e6f708192a3b/copy', { admins: [staffName], plan: 0 })).status).toBe(404);
    expect((await admin.post(`/api/v1/quickmenu/${fx.menuId}/copy`, { admins: [staffName], plan: 0 })).status).toBe(403);
    expect(await copies()).toBe(before);
  });
});
