import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { COMMON_TEXT } from '../lib/i18n/common-ar';
import { DINER_ORDER_TEXT, TABLE_TEXT } from '../lib/i18n/diner-ar';
import { DINER_ORDER_CONFIRM_ABOVE_UNITS } from '../lib/shared/diner-order-rules';

/**
 * A table's link turned over from the tables screen ('رابط جديد', at 1280 px and 390 px): the table keeps its name
 * under a new id, and a diner who opens the old card is asked for their table instead of ordering to it. A large order
 * shows as waiting for the staff's confirmation on the order screen and on the diner's status page.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.40' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

async function ownerOnTables(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
}

for (const width of [1280, 390]) {
  test(`the owner gives a table a new link at ${width} px; the old card no longer names the table`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 844 });
    await ownerOnTables(page);
    const name = `L${width}`;
    const made = await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { name } });
    const before = ((await made.json()).data.data.tables as { _id: string; name: string }[]).find((t) => t.name === name)!._id;
    await page.goto(`/m/${fx.menuId}/admin/tables`);
    const row = page.getByTestId('table-list').locator('li').filter({ hasText: TABLE_TEXT.label(name) });
    await expect(row).toHaveAttribute('data-table-id', before);
    const button = row.getByRole('button', { name: TABLE_TEXT.newLinkOf(name) });
    await expect(button).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`table-link-${width}.png`), fullPage: true });

    await button.click();
    const question = page.getByRole('dialog');
    await expect(question).toContainText(TABLE_TEXT.confirmNewLink(name));
    await question.getByRole('button', { name: COMMON_TEXT.yes }).click();
    await expect(page.getByTestId('toast').filter({ hasText: TABLE_TEXT.linkRenewed })).toBeVisible();
    await expect(row).not.toHaveAttribute('data-table-id', before);
    const after = await row.getAttribute('data-table-id');
    expect(after).toMatch(/^[0-9a-f]{24}$/);

    // The diner with the old card: asked for their table; the new card names it.
    const diner = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, extraHTTPHeaders: { 'x-forwarded-for': `10.77.9.${width === 390 ? 42 : 41}` } });
    const phone = await diner.newPage();
    await phone.goto(`/m/${fx.username}?table=${before}`);
    await expect(phone.getByText(TABLE_TEXT.unknownLink)).toBeVisible();
    await phone.goto(`/m/${fx.username}?table=${after}`);
    await expect(phone.getByTestId('table-badge')).toHaveText(TABLE_TEXT.label(name));
    await diner.close();
  });
}

test('a large order waits for the staff: the order screen asks to confirm it, the status page says so', async ({ page, browser }) => {
  await ownerOnTables(page);
  const made = await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { name: 'big' } });
  const table = ((await made.json()).data.data.tables as { _id: string; name: string }[]).find((t) => t.name === 'big')!._id;
  const diner = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.43' } });
  const units = DINER_ORDER_CONFIRM_ABOVE_UNITS + 5;
  const cart = await diner.request.post('/api/v1/cart', { data: { menu: fx.menuId, table, items: [{ item: fx.itemIds.water, quantity: units }] } });
  const sent = await diner.request.post('/api/v1/diner-orders', { data: { cart: (await cart.json()).data.data._id } });
  expect(sent.status()).toBe(201);
  const order = (await sent.json()).data.data.order as { _id: string };

  await page.goto(`/m/${fx.menuId}/admin/orders`);
  const card = page.locator(`[data-order-id="${order._id}"]`);
  await expect(card.getByTestId('order-awaiting-confirmation')).toHaveText(DINER_ORDER_TEXT.awaitingConfirmation(units));
  await expect(card.getByRole('button', { name: DINER_ORDER_TEXT.confirmOrder })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-awaiting-1280.png'), fullPage: true });

  const phone = await diner.newPage();
  await phone.goto(`/o/${order._id}`);
  await expect(phone.getByTestId('order-awaiting-confirmation')).toHaveText(DINER_ORDER_TEXT.awaitingNote);
  await phone.screenshot({ path: test.info().outputPath('order-awaiting-390.png'), fullPage: true });

  // Confirmed on the screen: the status page moves on live and the notice goes.
  await card.getByRole('button', { name: DINER_ORDER_TEXT.confirmOrder }).click();
  await expect(phone.getByTestId('order-status')).toHaveAttribute('data-status', 'accepted');
  await expect(phone.getByTestId('order-awaiting-confirmation')).toHaveCount(0);
  await diner.close();
});
