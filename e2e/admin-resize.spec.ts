import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';
import { ADMIN_SHELL_TEXT } from '../lib/i18n/ar';
import { openOwnersScreen } from './support/admin-screen';

/**
 * The admin opened wide, then the window narrowed to 600 px (spec §9: still the wide layout after a resize, down to
 * 456 px): the screen keeps most of the width, the navigation shrinks to its icons and every entry is still there by
 * name; nothing scrolls sideways.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.46' } });
test.afterAll(closeTestDb);

test('narrowed from 1280 to 600 px, the admin screen keeps its width', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: ['owner'] });
  await openOwnersScreen(page, fx.menuId, 'items');
  await expect(page.locator('[data-wide="yes"]')).toBeVisible();
  await page.setViewportSize({ width: 600, height: 800 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(600);
  await expect(page.locator('[data-wide="yes"]')).toBeVisible();
  const main = page.locator('#admin-main');
  await expect.poll(async () => Math.round((await main.boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(500);
  const nav = page.getByRole('navigation', { name: ADMIN_SHELL_TEXT.nav });
  for (const screen of ['items', 'tables', 'orders'] as const) await expect(nav.getByRole('link', { name: ADMIN_SHELL_TEXT.screens[screen] })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('admin-resized-600.png') });
});
