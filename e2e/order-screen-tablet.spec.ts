import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { DINER_ORDER_TEXT as T } from '../lib/i18n/diner-ar';

/**
 * The order screen on a kitchen tablet (1024×768, a restaurant with branches and tables): the first order starts in
 * the screen's top half, not under its controls; and a new order reaches 'جاهز' in one tap (each step ahead is a
 * button on the card). Pictures at 390, 1024 and 1280 px in the test's output folder.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.91' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

test('a kitchen tablet shows the first order in its top half, and a new order reaches ready in one tap', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const tables = await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { from: 1, to: 3 } });
  const [one] = (await tables.json()).data.data.tables as { _id: string }[];
  const cart = await page.request.post('/api/v1/cart', { data: { menu: fx.menuId, items: [{ item: fx.itemIds.mansaf, quantity: 2 }], table: one._id } });
  const placed = await page.request.post('/api/v1/diner-orders', { data: { cart: (await cart.json()).data.data._id } });
  expect(placed.status()).toBe(201);

  await page.goto(`/m/${fx.menuId}/admin/orders`);
  const card = page.getByTestId('diner-orders').locator('li[data-order-id]').first();
  await expect(card).toHaveAttribute('data-status', 'new');
  // Measured once the screen has settled (the new orders' count shows). Under the controls the card started at
  // y≈400–420 (with the sound notice this device shows until it is touched): now in the screen's top half.
  await expect(page.getByTestId('orders-new-count')).toBeVisible();
  expect((await card.boundingBox())!.y).toBeLessThan(768 / 2);
  for (const [width, height] of [[1024, 768], [1280, 800], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`order-screen-${width}.png`) });
  }
  await page.setViewportSize({ width: 1024, height: 768 });

  // One tap from new to ready.
  await card.getByRole('button', { name: T.moveTo.ready, exact: true }).click();
  await expect(card).toHaveAttribute('data-status', 'ready');
  await expect(card.getByRole('button', { name: T.moveTo.served, exact: true })).toBeVisible();
});
