import { expect, test, type Browser } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { DINER_ORDER_TEXT as T } from '../lib/i18n/diner-ar';

/**
 * A kitchen tablet keeps the order screen lit (the Screen Wake Lock API): asked for once on the device, held at once
 * and again after a reload; let go on request. A browser that refuses the lock says so on the screen, with what to do
 * in the device's settings instead.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.60' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

/** The owner's order screen in a browser context of its own, with or without the right to keep the screen on. */
async function orderScreen(browser: Browser, opts: { granted: boolean; width: number }) {
  const context = await browser.newContext({ viewport: { width: opts.width, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.61' } });
  if (opts.granted) await context.grantPermissions(['screen-wake-lock']);
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/orders`);
  await expect(page.getByText(T.empty)).toBeVisible();
  return { page, close: () => context.close() };
}

test('the order screen keeps the screen on when asked, again after a reload, and lets it sleep when asked', async ({ browser }) => {
  const { page, close } = await orderScreen(browser, { granted: true, width: 390 });
  const keep = page.getByRole('button', { name: T.keepAwake });
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  await keep.click();
  const letSleep = page.getByRole('button', { name: T.letSleep });
  await expect(letSleep).toHaveAttribute('aria-pressed', 'true');
  await expect(letSleep).toHaveAttribute('data-wake-lock', 'held');
  await expect(page.getByTestId('orders-keep-awake-refused')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('keep-awake-390.png') });

  // The tablet reloads the screen (or restarts): the choice is the device's, the lock is taken again without a tap.
  await page.reload();
  await expect(page.getByRole('button', { name: T.letSleep })).toHaveAttribute('data-wake-lock', 'held');

  await page.getByRole('button', { name: T.letSleep }).click();
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  await expect(keep).toHaveAttribute('data-wake-lock', 'off');
  await page.reload();
  await expect(page.getByRole('button', { name: T.keepAwake })).toHaveAttribute('aria-pressed', 'false');
  await close();
});

test('a browser that refuses to keep the screen on: the screen says so and what to do instead', async ({ browser }) => {
  const { page, close } = await orderScreen(browser, { granted: false, width: 1280 });
  await page.getByRole('button', { name: T.keepAwake }).click();
  await expect(page.getByTestId('orders-keep-awake-refused')).toHaveText(T.keepAwakeRefused);
  await expect(page.getByRole('button', { name: T.letSleep })).toHaveAttribute('data-wake-lock', 'refused');
  // Let go of: the notice goes with the wish.
  await page.getByRole('button', { name: T.letSleep }).click();
  await expect(page.getByTestId('orders-keep-awake-refused')).toHaveCount(0);
  await close();
});
