/**
 * A menu page opened before a new version was deployed: the code it loads on demand (the item popup's cart form) is
 * no longer on the server. The popup asks to reload the page instead of saying there is no connection (the server
 * answers), and after the reload the dish can be ordered.
 */
import { expect, test } from '@playwright/test';
import { CART_TEXT, MENU_TEXT } from '../lib/i18n/diner-ar';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';

let menu: MenuFixture;

test.beforeAll(async () => {
  menu = await insertMenuFixture({ googleRateUrl: '' });
});
test.afterAll(closeTestDb);

// No service worker: it would answer the chunks from its own copy, as it does for a diner who has used the page.
test.use({ serviceWorkers: 'block' });

test('a page older than the build: a dish asks to reload the page, and after the reload it can be ordered', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/m/${menu.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The new build is out: the code files this page was built with are gone.
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await page.getByRole('button', { name: 'منسف أردني', exact: true }).first().click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog.getByTestId('page-outdated')).toContainText(MENU_TEXT.pageOutdated);
  await expect(dialog.getByTestId('cart-needs-connection')).toHaveCount(0);

  await page.unroute('**/_next/static/chunks/**');
  await dialog.getByRole('button', { name: MENU_TEXT.reloadPage }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  await page.getByRole('button', { name: 'منسف أردني', exact: true }).first().click();
  await expect(dialog.getByRole('button', { name: CART_TEXT.addToCart })).toBeVisible();
  expect(errors).toEqual([]);
});
