import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { ADMIN_ITEMS_TEXT, MENU_SHEET_TEXT } from '../lib/i18n/ar';
import { COMMON_TEXT } from '../lib/i18n/common-ar';
import { openOwnersScreen } from './support/admin-screen';

/**
 * Where the keyboard focus goes after the owner's own actions, from the keyboard: an item added (to the title, for
 * the next item), a spreadsheet previewed (it stays on the button, the preview after it), a delete confirmation
 * (on the safe answer). Never the page's <body>, from where a keyboard user starts again at the top.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.44' } });

let fx: MenuFixture;
test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'] });
});
test.afterAll(closeTestDb);

const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, id: document.activeElement?.id, text: document.activeElement?.textContent }));

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`at ${width} px adding an item from the keyboard leaves the focus on the title, for the next one`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openOwnersScreen(page, fx.menuId, 'items');
    const form = page.getByTestId('add-item-form');
    await form.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true }).fill(`كنافة ${width}`);
    await form.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true }).fill(`knafeh-${width}`);
    await form.getByLabel(ADMIN_ITEMS_TEXT.description, { exact: true }).fill('كنافة نابلسية');
    await form.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).fill('3');
    await form.getByRole('button', { name: ADMIN_ITEMS_TEXT.add, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`كنافة ${width}`).first()).toBeVisible();
    await expect(form.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true })).toHaveValue('');
    await expect(form.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`item-added-focus-${width}.png`) });
  });
}

test('a spreadsheet previewed from the keyboard keeps the focus on the preview button', async ({ page }) => {
  await openOwnersScreen(page, fx.menuId, 'sections');
  const panel = page.getByTestId('menu-sheet-panel');
  const template = await page.request.get(`/api/v1/quickmenu/${fx.menuId}/export?template=1`);
  expect(template.status()).toBe(200);
  await panel.locator('input[type=file]').setInputFiles({ name: 'menu.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await template.body() });
  const preview = panel.getByRole('button', { name: MENU_SHEET_TEXT.preview, exact: true });
  await preview.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('sheet-preview')).toBeVisible();
  await expect(preview).toBeFocused();
  expect((await focused(page)).tag).not.toBe('BODY');
});

test('a delete confirmation opens with the focus on the safe answer', async ({ page }) => {
  await openOwnersScreen(page, fx.menuId, 'tables');
  expect((await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { name: '7' } })).status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: /^حذف: / }).first().click();
  const question = page.getByRole('dialog');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: COMMON_TEXT.cancel })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('confirm-focus-1280.png') });
  // Enter on the focused answer keeps the table.
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page.getByTestId('table-list').locator('li')).toHaveCount(1);
});
