/**
 * What the paper menu must carry and how it is laid out, read back from the PDF the built app sends: the options and
 * sub-items, a section's hours and an item's allergens (pdftotext), a sell-out that ends by itself left off the paper,
 * the currency in the paper's language, two columns for a long menu of short items (pdfinfo), the English paper's
 * prices against its right margin (pdftotext -bbox) and its QR opening the English page (pdftoppm + jsQR).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { menuWithAdmin } from '../support/menu-admin';
import { testMenuModel } from '../support/menu-fixture';
import { baseUrl, fetchBytes } from '../support/menu-sheet';
import { DIETARY_TEXT_AR } from '@/lib/i18n/diner-ar';
import { PRINT_TEXT } from '@/lib/i18n/ar';

const tmp = (name: string) => path.join(os.tmpdir(), `menu-paper-${process.pid}-${name}`);
const pdfText = (file: string) => execFileSync('pdftotext', [file, '-']).toString().replace(/[\u200e\u200f\u202a-\u202e]/g, '');
const pages = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);

async function paper(client: Awaited<ReturnType<typeof menuWithAdmin>>['admin'], menuId: string, query: string, name: string): Promise<string> {
  const res = await fetchBytes(client, `/api/v1/quickmenu/${menuId}/print?${query}`);
  expect(res.status).toBe(200);
  const file = tmp(name);
  fs.writeFileSync(file, res.bytes);
  return file;
}

afterAll(() => {
  for (const f of fs.readdirSync(os.tmpdir())) if (f.startsWith(`menu-paper-${process.pid}-`)) fs.rmSync(path.join(os.tmpdir(), f), { force: true });
});

describe('paper menu contents', () => {
  it('prints the options and sizes, the section hours and the allergens; leaves off a two-hour sell-out; the currency in Arabic', async () => {
    const { menu: m, admin } = await menuWithAdmin();
    const Menu = await testMenuModel();
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    await Menu.updateOne(
      { _id: m.menuId },
      {
        $push: {
          sections: {
            title: 'الفطور',
            prime: false,
            availability: [{ days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '07:00', end: '11:30' }],
            items: [
              {
                title: 'شاورما الفطور',
                itemname: 'breakfast-shawarma',
                price: 2.5,
                allergens: ['milk', 'sesame'],
                optionGroups: [
                  { title: 'الصوص', min: 1, max: 1, options: [{ title: 'ثوم', price: 0 }, { title: 'حار جداً', price: 0.25 }] },
                  { title: 'إضافات', min: 0, max: 2, options: [{ title: 'جبنة موزاريلا', price: 0.5 }] },
                ],
              },
              { title: 'فول مدمس', itemname: 'foul', price: 1.5, soldOut: true, soldOutUntil: inTwoHours },
              { title: 'حمص بيروتي', itemname: 'hummus', price: 1.75, soldOut: true },
            ],
          },
        },
      },
    );
    const file = await paper(admin, m.menuId, 'size=a4', 'contents.pdf');
    const text = pdfText(file);
    // Sub-items of the fixture's lemonade, and the options with their group.
    for (const words of ['صغير', 'كبير', 'الصوص', 'ثوم', 'حار', 'إضافات', 'جبنة موزاريلا']) expect(text).toContain(words);
    // The section's hours and the item's allergens.
    expect(text).toMatch(/07:00/);
    expect(text).toMatch(/11:30/);
    expect(text).toContain(DIETARY_TEXT_AR.allergens.milk);
    expect(text).toContain(DIETARY_TEXT_AR.allergens.sesame);
    // Sold out until further notice is printed; sold out for two hours is not a property of the paper.
    expect(text.split(PRINT_TEXT.soldOut).length - 1).toBe(1);
    // Arabic paper, Arabic currency: no 'JD'.
    expect(text).not.toContain('JD');
    expect(text).toMatch(/2\.50/);
  });

  it('prints a long menu of short items in two columns', async () => {
    const { menu: m, admin } = await menuWithAdmin();
    const Menu = await testMenuModel();
    const items = Array.from({ length: 295 }, (_, i) => ({ title: `صنف ${i + 1}`, itemname: `short-${i + 1}`, description: 'وصف قصير', price: 1 + (i % 9) }));
    await Menu.updateOne({ _id: m.menuId }, { $push: { sections: { title: 'أصناف كثيرة', prime: false, items } } });
    const file = await paper(admin, m.menuId, 'size=a4', 'long.pdf');
    const text = pdfText(file);
    for (const i of [1, 150, 295]) expect(text).toContain(`صنف ${i}`);
    // 301 items: one column took 19 pages; two take about half.
    const count = pages(file);
    expect(count).toBeLessThanOrEqual(9);
    // Two columns: on page 2, item titles start at two different places across the page.
    const bbox = execFileSync('pdftotext', ['-bbox', '-f', '2', '-l', '2', file, '-']).toString();
    const xs = [...bbox.matchAll(/<word xMin="([\d.]+)"[^>]*>فنص</g)].map((w) => Number(w[1]));
    const sides = new Set(xs.map((x) => (x > 595.28 / 2 ? 'right' : 'left')));
    expect(sides).toEqual(new Set(['left', 'right']));
  });

  it('on English paper: prices against the right margin, and its QR opens the English page', async () => {
    const { menu: m, admin } = await menuWithAdmin();
    const Menu = await testMenuModel();
    await Menu.updateOne({ _id: m.menuId }, { $set: { 'settings.english': true, 'sections.0.translations.en.title': 'Main dishes' } });
    const file = await paper(admin, m.menuId, 'size=a4&lang=en', 'en.pdf');
    const bbox = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']).toString();
    const jd = [...bbox.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>JD</g)].map((w) => Number(w[1]));
    expect(jd.length).toBeGreaterThan(3);
    // A4 is 595.28 pt wide with a 40 pt margin: the price column ends at the margin, not 90 pt inside it.
    expect(Math.max(...jd)).toBeGreaterThan(595.28 - 40 - 12);
    const last = pages(file);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', String(last), '-l', String(last), '-singlefile', file, tmp('en-last')]);
    const { data, info } = await sharp(tmp('en-last.png')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`${baseUrl()}/m/${m.username}?lang=en`);
  });
});
