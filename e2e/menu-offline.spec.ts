/**
 * The public menu with no signal, at a phone viewport: a diner opens the menu once, loses the connection, reloads and
 * still sees the menu (kept by the service worker, public/sw.js) with the Arabic offline banner saying since when;
 * adding to the cart says it needs a connection. Installable: the menu links its own web app manifest.
 */
import { expect, test } from '@playwright/test';
import { CART_TEXT, MENU_TEXT } from '../lib/i18n/diner-ar';
import { closeTestDb, insertMenuFixture, storeFixtureImages, type MenuFixture } from '../tests/support/menu-fixture';

let menu: MenuFixture;

test.beforeAll(async () => {
  menu = await insertMenuFixture({ images: await storeFixtureImages(3), googleRateUrl: '' });
});
test.afterAll(closeTestDb);

test('reopens the last visited menu offline, with the offline banner and its images', async ({ page, context }) => {
  await page.goto(`/m/${menu.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  // The diner scrolls around a little; meanwhile the service worker keeps the page and the files it loaded.
  await expect(async () => {
    await page.mouse.wheel(0, 200);
    await expect(page.locator('html[data-offline-ready="true"]')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  await expect(page.getByText('منسف أردني').first()).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('أنت غير متصل بالإنترنت منذ');
  // The header image came from the kept copy too.
  await expect.poll(() => page.locator('header img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByRole('button', { name: 'منسف أردني', exact: true }).first().click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog.getByTestId('cart-needs-connection')).toHaveText(CART_TEXT.needsConnection);
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await dialog.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(page.getByTestId('toast').filter({ hasText: CART_TEXT.needsConnection }).first()).toBeVisible();

  // The search was kept too: it opens and finds offline.
  await page.keyboard.press('Escape');
  await page.getByTestId('menu-search-open').click();
  await page.getByRole('searchbox').fill('منسف');
  await expect(page.getByRole('status').filter({ hasText: MENU_TEXT.searchResults(1) })).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('offline before ever touching the page: a dish and the search say they need a connection, and the menu stays', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/m/${menu.username}`);
  // The worker keeps the page; the diner has not scrolled or tapped, so the on-demand code was never fetched.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.pathname))), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByRole('button', { name: 'منسف أردني', exact: true }).first().click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog.getByRole('heading', { name: 'منسف أردني' })).toBeVisible();
  await expect(dialog.getByTestId('cart-needs-connection')).toHaveText(CART_TEXT.needsConnection);
  await expect(dialog.getByRole('button', { name: CART_TEXT.addToCart })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The search's field comes with the page (what is typed is kept); its results' code needs the connection: it says so.
  await page.getByTestId('menu-search-open').click();
  const search = page.getByRole('search');
  await expect(search.getByRole('searchbox', { name: MENU_TEXT.searchLabel })).toBeFocused();
  await page.keyboard.type('منسف');
  await expect(search.getByTestId('panel-needs-connection')).toContainText(MENU_TEXT.needsConnection);
  await expect(search.getByRole('searchbox')).toHaveValue('منسف');
  await search.getByRole('button', { name: MENU_TEXT.closeSearch }).click();
  await expect(page.getByTestId('menu-search-open')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();

  // Back online, the same popup loads its form.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'منسف أردني', exact: true }).first().click();
  await expect(dialog.getByRole('button', { name: CART_TEXT.addToCart })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the menu is installable: its manifest names the restaurant, in its colour, and robots.txt keeps private pages out', async ({ page, request }) => {
  await page.goto(`/m/${menu.username}`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`/m/${menu.username}/manifest.webmanifest`);
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'مطعم السنابل', start_url: `/m/${menu.username}`, display: 'standalone', dir: 'rtl', lang: 'ar', theme_color: '#8d1b3d' });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/api/', '/cart/', '/m/*/admin']) expect(robots).toContain(`Disallow: ${path}`);
});
