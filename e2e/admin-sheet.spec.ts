/**
 * The menu spreadsheet in the admin, at 1280 px (and the preview at 390 px) as the demo owner on a menu of their own: download the
 * template, fill it, upload it, see the preview with the one problem marked at its row and column, fix it, apply —
 * and the public menu shows the new items.
 */
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { expectNoAxeViolations } from './support/axe';
import { signInAs } from './support/login';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.23.1' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner', 'provider'] });
});
test.afterAll(closeTestDb);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
});

async function asUpload(workbook: ExcelJS.Workbook) {
  return { name: 'menu.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

test('template → fill → preview with one marked problem → fix → apply → the public menu shows it', async ({ page, context }, testInfo) => {
  await page.goto(`/m/${fx.menuId}/admin/sections`);
  const panel = page.getByTestId('menu-sheet-panel');
  await expect(panel.getByRole('heading', { name: 'استيراد وتصدير المنيو (Excel)' })).toBeVisible();

  // 1. The template, downloaded as the owner would.
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'تنزيل قالب فارغ' }).click()]);
  expect(download.suggestedFilename()).toBe('menu-template.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('العناصر')!;
  expect(sheet.getRow(1).getCell(3).value).toBe('اسم العنصر');

  // 2. Filled in: the examples renamed to new dishes, and one more row whose price is a word.
  sheet.getRow(3).getCell(4).value = 'e2e-knafeh';
  sheet.getRow(3).getCell(3).value = 'كنافة نابلسية';
  sheet.getRow(4).getCell(4).value = 'e2e-qatayef';
  sheet.getRow(4).getCell(3).value = 'قطايف بالجوز';
  sheet.getRow(5).getCell(4).value = 'e2e-jallab';
  sheet.getRow(5).getCell(3).value = 'جلاب بالصنوبر';
  sheet.addRow(['المشروبات', 'عادي', 'شاي بالميرمية', 'e2e-tea', 'شاي أسود مع ميرمية', 'ثلاثة', 'صورة صغيرة', 'لا', '', 'لا', '', '']);

  // A slow upload, so the progress bar is seen.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: -1, uploadThroughput: 4 * 1024 });
  // The picker speaks of a file, not of an image (it said 'اختر صورة' for the spreadsheet).
  await expect(panel.getByText('اختر ملفاً')).toBeVisible();
  await expect(panel.getByText('لم يتم اختيار أي ملف')).toBeVisible();
  await expect(panel.getByText(/صورة/)).toHaveCount(0);
  await panel.locator('input[type=file]').setInputFiles(await asUpload(workbook));
  await expect(panel.getByText('تغيير الملف')).toBeVisible();
  await panel.getByRole('button', { name: 'معاينة' }).click();
  await expect(panel.getByTestId('upload-progress')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // 3. The preview: one problem, marked at row 6, column «السعر» (F6); nothing to apply yet.
  const problems = panel.getByTestId('sheet-problem');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toHaveAttribute('data-cell', 'F6');
  await expect(problems.first()).toContainText('6');
  await expect(problems.first()).toContainText('السعر');
  await expect(problems.first()).toContainText('ثلاثة');
  await expect(panel.getByRole('button', { name: 'تطبيق التغييرات' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('preview-problem-1280.png'), fullPage: true });
  // The panel with its preview passes axe (WCAG A/AA, best practices).
  await expectNoAxeViolations(page, '[data-testid=menu-sheet-panel]');
  // On a phone the same preview fits the screen's width (its tables scroll inside their panel).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(problems.first()).toBeVisible();
  // Read once the page has laid itself out at the new width (once, under load, 401 was read mid-resize: the screenshot
  // taken a moment later fitted).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('preview-problem-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // 4. Fixed and uploaded again: no problems, four additions, and the apply button.
  sheet.getRow(6).getCell(6).value = 1.25;
  await panel.locator('input[type=file]').setInputFiles(await asUpload(workbook));
  await panel.getByRole('button', { name: 'معاينة' }).click();
  await expect(panel.getByTestId('sheet-summary')).toContainText('إضافة 4');
  await expect(panel.getByTestId('sheet-problem')).toHaveCount(0);
  await expect(panel.getByTestId('sheet-changes')).toContainText('شاي بالميرمية');
  await page.screenshot({ path: testInfo.outputPath('preview-ok-1280.png'), fullPage: true });
  await panel.getByRole('button', { name: 'تطبيق التغييرات' }).click();
  await expect(page.getByText('تم استيراد المنيو')).toBeVisible();
  await expect(panel.getByTestId('sheet-preview')).toHaveCount(0);

  // 5. The public menu shows the imported dishes at once.
  await page.goto(`/m/${fx.username}`);
  for (const title of ['كنافة نابلسية', 'قطايف بالجوز', 'جلاب بالصنوبر', 'شاي بالميرمية']) await expect(page.getByText(title).first()).toBeVisible();
});

test('the QR screen offers the paper menu in A4 and A5', async ({ page }) => {
  await page.goto(`/m/${fx.menuId}/admin/publicInfo`);
  const a4 = page.getByRole('link', { name: /المنيو الورقي للطباعة \(PDF\) · A4/ });
  await expect(a4).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), a4.click()]);
  expect(download.suggestedFilename()).toBe(`menu-${fx.username}-a4.pdf`);
  expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
});
