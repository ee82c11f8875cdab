/**
 * A café's own spreadsheet in the admin: its headers are not ours, so the preview names the missing columns and
 * offers the file's columns to map; mapped, the preview shows the new items and warns about the one at price 0, and
 * the import goes in. The preview is looked at in pictures at 1280 and 390 px.
 */
import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { expectNoAxeViolations } from './support/axe';
import { signInAs } from './support/login';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.23.2' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'] });
});
test.afterAll(closeTestDb);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
});

const CAFE = ['نوع المشروب,المشروب,كم السعر,ملاحظة', 'ساخن,كابتشينو,2.5,', 'ساخن,شاي,0,مجاناً مع الحلى', 'بارد,موهيتو,3.25,'].join('\r\n');

test('a café sheet with its own headers: map the columns in the preview, see the price-0 warning, import', async ({ page }, testInfo) => {
  await page.goto(`/m/${fx.menuId}/admin/sections`);
  const panel = page.getByTestId('menu-sheet-panel');
  await panel.locator('input[type=file]').setInputFiles({ name: 'cafe.csv', mimeType: 'text/csv', buffer: Buffer.from(CAFE) });
  await panel.getByRole('button', { name: 'معاينة' }).click();

  // The missing columns named once, and the file's columns offered to map (open, since some were not recognised).
  const problems = panel.getByTestId('sheet-problem');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('«المصنف»، «اسم العنصر»، «السعر»');
  const columns = panel.getByTestId('sheet-columns');
  await expect(columns).toHaveAttribute('open', '');
  await expect(panel.getByRole('button', { name: 'تطبيق التغييرات' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('columns-1280.png'), fullPage: true });

  await columns.getByLabel('A · نوع المشروب').selectOption({ label: 'المصنف' });
  await columns.getByLabel('B · المشروب').selectOption({ label: 'اسم العنصر' });
  await columns.getByLabel('C · كم السعر').selectOption({ label: 'السعر' });
  await columns.getByRole('button', { name: 'أعد المعاينة بهذا الربط' }).click();

  // Read with the mapping: three additions, no problem, one warning at the tea's price cell, each change listed.
  await expect(panel.getByTestId('sheet-summary')).toContainText('إضافة 3');
  await expect(panel.getByTestId('sheet-problem')).toHaveCount(0);
  const warnings = panel.getByTestId('sheet-warning');
  await expect(warnings).toHaveCount(1);
  await expect(warnings.first()).toHaveAttribute('data-cell', 'C3');
  await expect(warnings.first()).toContainText('سعر «شاي» صفر');
  await expect(panel.getByTestId('sheet-changes')).toContainText('موهيتو');
  await page.screenshot({ path: testInfo.outputPath('mapped-1280.png'), fullPage: true });
  await expectNoAxeViolations(page, '[data-testid=menu-sheet-panel]');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warnings.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('mapped-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await panel.getByRole('button', { name: 'تطبيق التغييرات' }).click();
  await expect(page.getByText('تم استيراد المنيو')).toBeVisible();
  await page.goto(`/m/${fx.username}`);
  for (const title of ['كابتشينو', 'شاي', 'موهيتو']) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();

  // The next import of the café's file, with a new price: the menu remembers the mapping (the columns stay folded),
  // and the change reads old -> new.
  await page.goto(`/m/${fx.menuId}/admin/sections`);
  await panel.locator('input[type=file]').setInputFiles({ name: 'cafe.csv', mimeType: 'text/csv', buffer: Buffer.from(CAFE.replace('2.5', '2.75')) });
  await panel.getByRole('button', { name: 'معاينة' }).click();
  await expect(panel.getByTestId('sheet-summary')).toContainText('تعديل 1');
  await expect(panel.getByTestId('sheet-columns')).not.toHaveAttribute('open', '');
  const change = panel.getByTestId('sheet-change');
  await expect(change).toHaveCount(1);
  await expect(change).toHaveAttribute('data-field', 'price');
  await expect(change).toHaveText('السعر: 2.5 ← 2.75');
  await panel.screenshot({ path: testInfo.outputPath('change-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: testInfo.outputPath('change-390.png') });
});
