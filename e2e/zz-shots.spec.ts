import { expect, test, type Page } from '@playwright/test';
import { insertMenuFixture, closeTestDb } from '../tests/support/menu-fixture';
const OWNER = { username: 'owner', password: 'Owner#2026demo' };
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.253.1.${Math.floor(Math.random() * 250)}` } });
test.afterAll(() => closeTestDb());
async function shoot(page: Page, name: string) {
  for (const w of [1280, 600, 390]) {
    await page.setViewportSize({ width: w, height: w < 600 ? 844 : 800 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png` });
  }
}
test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  const fx = await insertMenuFixture({ admins: [OWNER.username] });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  expect((await page.request.post('/api/v1/users/login', { data: OWNER })).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/m/${fx.menuId}/admin/items`);
  await expect(page.locator('#admin-screen-items')).toBeVisible();
  await page.goto(`/m/${fx.menuId}`);
  await page.evaluate((id) => { localStorage.setItem(`cart:${id}`, '0123456789abcdef0123abcd'); localStorage.setItem(`ratingPrompt:${id}`, String(Date.now())); }, fx.menuId);
  await page.reload();
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(3000);
  await shoot(page, 'menu-cart-button');
  await page.getByTestId('branches-toggle').scrollIntoViewIfNeeded();
  await page.getByTestId('branches-toggle').click();
  await shoot(page, 'menu-branches-denied');
  await page.goto('/cart/0123456789abcdef0123abcd');
  await shoot(page, 'cart-missing');
});
