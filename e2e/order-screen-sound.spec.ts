import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { DINER_ORDER_TEXT } from '../lib/i18n/diner-ar';

/**
 * Browsers play sound only once a page has had a tap or a key: an order screen opened (or reloaded) without one
 * would stay silent when orders come. The screen says so until the first touch, which turns the chime on.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.50' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

test('an order screen opened without a touch says the chime is off until one; the first tap turns it on', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  // Nothing of the test touches the page before the screen is up (Playwright's own queries count as a user's
  // activation in Chromium): the feed's first read is the sign that it is.
  await Promise.all([page.waitForResponse(/\/diner-orders\?status=new/), page.goto(`/m/${fx.menuId}/admin/orders`)]);
  const notice = page.getByTestId('orders-sound-locked');
  await expect(notice).toContainText(DINER_ORDER_TEXT.soundLocked);

  await notice.getByRole('button', { name: DINER_ORDER_TEXT.enableSound }).click();
  await expect(notice).toHaveCount(0);

  // The screen opened again in a new tab has had no touch; any tap counts (here the mute switch), and muted the
  // screen has nothing to say about sound.
  const tab = await page.context().newPage();
  await Promise.all([tab.waitForResponse(/\/diner-orders\?status=new/), tab.goto(`/m/${fx.menuId}/admin/orders`)]);
  const again = tab.getByTestId('orders-sound-locked');
  await expect(again).toBeVisible();
  await tab.getByRole('button', { name: DINER_ORDER_TEXT.mute }).click();
  await expect(again).toHaveCount(0);
  await tab.getByRole('button', { name: DINER_ORDER_TEXT.unmute }).click();
  await expect(again).toHaveCount(0);
});
