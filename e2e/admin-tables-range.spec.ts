import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';
import { TABLE_TEXT } from '../lib/i18n/diner-ar';
import { openOwnersScreen } from './support/admin-screen';

/**
 * The owner of a menu with tables 1–8 opens the tables screen: the range form proposes 9–18, not a range the menu
 * has; asked for 1–12 it adds 9–12 and says that 1–8 were there already; it then proposes 13–22.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.41' } });
test.afterAll(closeTestDb);

for (const width of [1280, 1024, 390]) {
  test(`at ${width} px a range over existing tables adds the missing ones and the form proposes the next free range`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const fx = await insertMenuFixture({ admins: ['owner'] });
    await openOwnersScreen(page, fx.menuId, 'tables');
    expect((await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { from: 1, to: 8 } })).status()).toBe(201);
    await page.reload();
    const rows = page.getByTestId('table-list').locator('li');
    await expect(rows).toHaveCount(8);

    const range = page.locator('#table-range');
    await expect(range.getByLabel(TABLE_TEXT.from)).toHaveValue('9');
    await expect(range.getByLabel(TABLE_TEXT.to)).toHaveValue('18');

    await range.getByLabel(TABLE_TEXT.from).fill('1');
    await range.getByLabel(TABLE_TEXT.to).fill('12');
    await range.getByRole('button', { name: TABLE_TEXT.createRange }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'تمت إضافة الطاولات 9–12، وكانت في المنيو من قبل (بقيت كما هي): 1–8' })).toBeVisible();
    await expect(rows).toHaveCount(12);
    await expect(rows.nth(11)).toContainText('طاولة 12');
    await expect(range.getByLabel(TABLE_TEXT.from)).toHaveValue('13');
    await expect(range.getByLabel(TABLE_TEXT.to)).toHaveValue('22');
    await range.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`tables-range-${width}.png`) });
  });
}
