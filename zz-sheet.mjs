import { chromium } from 'playwright';
import ExcelJS from 'exceljs';
const base = 'http://localhost:3999';
const menu = '6b0b4cb45e5ce53a3b2614dd';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const w of [390, 1280]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 844 }, acceptDownloads: true });
  const page = await ctx.newPage();
  await page.addInitScript(() => localStorage.setItem('runAdminCoach', 'no'));
  await page.request.post(base + '/api/v1/users/login', { data: { username: 'owner', password: 'qr9w-v9r5-hg7v-h54z' }, headers: { origin: base } });
  await page.goto(`${base}/m/${menu}/admin/sections`);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.locator('#sheet-export').click()]);
  const file = `/tmp/menu-${w}.xlsx`;
  await dl.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0];
  console.log(ws.name, ws.rowCount, ws.getRow(1).values.slice(1, 8));
  // Change: a price made bad, a title changed, a row with no section.
  ws.getRow(3).getCell(6).value = 4.25;
  ws.getRow(4).getCell(3).value = 'شيش طاووق بالثوم';
  const edited = `/tmp/menu-${w}-edited.xlsx`;
  await wb.xlsx.writeFile(edited);
  await page.locator('#sheet-file, input[type=file]').first().setInputFiles(edited);
  await page.getByRole('button', { name: 'معاينة' }).click();
  await page.waitForTimeout(3000);
  const panel = page.locator('#sheet-export').locator('xpath=ancestor::section[1]');
  const scroll = await page.evaluate(() => [...document.querySelectorAll('table')].map((t) => { const p = t.parentElement; return [p.scrollWidth, p.clientWidth, getComputedStyle(p).overflowX]; }));
  console.log(w, JSON.stringify(scroll));
  await panel.screenshot({ path: `/tmp/sheet-${w}.png` }).catch(async () => page.screenshot({ path: `/tmp/sheet-${w}.png`, fullPage: true }));
  await ctx.close();
}
await b.close();
