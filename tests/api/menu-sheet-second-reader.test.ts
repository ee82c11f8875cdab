/**
 * The exported menu opened with a second reader: LibreOffice headless converts the .xlsx to CSV, one file
 * per sheet, and what it reads must be what exceljs (the first reader) reads — same rows, same text, injection-like
 * titles still plain text (LibreOffice computes formulas: a "=1+2" cell would come out as 3).
 * Needs Debian's libreoffice-calc-nogui (scripts/test.sh installs it when missing).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import { menuWithAdmin } from '../support/menu-admin';
import { testMenuModel } from '../support/menu-fixture';
import { fetchBytes, readXlsx } from '../support/menu-sheet';
import { readCsv } from '../../lib/menus/sheet/read-csv';

function soffice(args: string[]): void {
  try {
    execFileSync('soffice', args, { stdio: 'pipe', timeout: 120_000 });
  } catch (err) {
    throw new Error(`LibreOffice (soffice, Debian's libreoffice-calc-nogui) is needed to read the export: ${(err as Error).message}`);
  }
}

it('LibreOffice reads the exported items and sections sheets exactly as exceljs does', async () => {
  const { menu, admin } = await menuWithAdmin();
  const Menu = await testMenuModel();
  await Menu.updateOne(
    { _id: new Types.ObjectId(menu.menuId) },
    { $push: { 'sections.1.items': { title: '=1+2', itemname: 'formula-title', description: '@SUM(A1:A3), "quoted"; ok', price: 2.75, subItems: [{ title: 'كبير', price: 3.5 }] } } },
  );
  const res = await fetchBytes(admin, `/api/v1/quickmenu/${menu.menuId}/export`);
  expect(res.status).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-sheet-lo-'));
  try {
    const file = path.join(dir, 'menu.xlsx');
    fs.writeFileSync(file, res.bytes);
    // CSV filter: comma, double quote, UTF-8 (76), from row 1, …, sheet -1 = every sheet into <name>-<sheet>.csv.
    soffice([`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1', '--outdir', dir, file]);
    const { rows } = await readXlsx(res.bytes);
    for (const sheet of ['العناصر', 'المصنفات']) {
      const csvFile = path.join(dir, `menu-${sheet}.csv`);
      expect(fs.existsSync(csvFile)).toBe(true);
      const second = readCsv(fs.readFileSync(csvFile)).filter((r) => r.some((c) => c !== ''));
      const first = rows(sheet).map((r) => Array.from(r, (v) => (v === undefined || v === null ? '' : String(v))));
      const width = Math.max(...first.map((r) => r.length));
      const pad = (r: string[]) => [...r, ...Array(width).fill('')].slice(0, width);
      expect(second.map(pad)).toEqual(first.map(pad));
    }
    const items = readCsv(fs.readFileSync(path.join(dir, 'menu-العناصر.csv')));
    const formula = items.find((r) => r[3] === 'formula-title')!;
    // Escaped as the orders export escapes such cells: text, never a formula, in either reader.
    expect(formula[2]).toBe("'=1+2");
    expect(formula[4]).toBe('\'@SUM(A1:A3), "quoted"; ok');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
