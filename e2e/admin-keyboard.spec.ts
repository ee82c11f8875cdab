import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { ADMIN_SHELL_TEXT } from '../lib/i18n/ar';
import { DINER_ORDER_TEXT } from '../lib/i18n/diner-ar';

/**
 * The admin area from the keyboard: the first Tab offers to skip the navigation's eleven stops (shown while focused),
 * and Enter on it brings the next Tab to the screen's own first control.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.70' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

for (const width of [390, 1280]) {
  test(`at ${width} px the first Tab skips the navigation to the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
    await signInAs(page, 'owner');
    await page.goto(`/m/${fx.menuId}/admin/orders`);
    await expect(page.getByText(DINER_ORDER_TEXT.empty)).toBeVisible();

    const skip = page.getByRole('link', { name: ADMIN_SHELL_TEXT.skipToScreen });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`skip-link-${width}.png`) });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: DINER_ORDER_TEXT.mute })).toBeFocused();
  });
}
