import { Types } from 'mongoose';
import { expect, test } from '@playwright/test';
import { AUTH_TEXT, BRANCH_TEXT } from '../lib/i18n/ar';
import { closeTestDb, insertMenuFixture, testDb } from '../tests/support/menu-fixture';
import { openOwnersScreen } from './support/admin-screen';

/**
 * A local number is read in the country the person is in, not only in the deployment's build-time default (JO in
 * this build): the phone field's country starts on the menu's country (from its stored numbers), else the browser's
 * ('ar-EG' → Egypt). A local number sent with Enter from the phone field itself is stored in E.164 of that country.
 */
test.afterAll(closeTestDb);

test.describe('a browser in Egypt', () => {
  test.use({
    locale: 'ar-EG',
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.247.${process.pid % 250}.${Math.floor(Math.random() * 250)}` },
  });

  test('signs up with a local Egyptian number, sent with Enter: stored as +20…', async ({ page }) => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const username = `eg${tag}`.slice(0, 30);
    await page.goto('/signup');
    await expect(page.getByTestId('phone-country')).toHaveValue(/^مصر/);
    await page.getByLabel(AUTH_TEXT.name).fill('سلمى فؤاد');
    await page.getByLabel(AUTH_TEXT.username).fill(username);
    await page.getByLabel(AUTH_TEXT.email).fill(`${username}@example.test`);
    await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('a-good-password-7');
    await page.getByLabel(AUTH_TEXT.passwordConfirm).fill('a-good-password-7');
    await page.getByRole('checkbox').check();
    await page.screenshot({ path: test.info().outputPath('signup-egypt-390.png') });
    const phone = page.getByLabel(AUTH_TEXT.phone);
    await phone.fill('01012345678');
    await phone.press('Enter');
    await expect(page).toHaveURL(/\/verify\/email$/);
    const user = await (await testDb()).collection('users').findOne({ username });
    expect(user?.phone).toBe('+201012345678');
  });
});

test.describe('a browser in the United States, a menu in Jordan', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': '10.246.1.9' } });

  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [390, 844],
  ] as const) {
    test(`at ${width} px the owner adds a branch with a local Jordanian number`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const fx = await insertMenuFixture({ admins: ['owner'] });
      await openOwnersScreen(page, fx.menuId, 'branches');
      // The menu's own number, as the server stores it: the menu is in Jordan.
      const info = await page.request.put(`/api/v1/quickmenu/${fx.menuId}`, { data: { institution: { contact: { phone: '+962791234567' } } } });
      expect(info.status()).toBe(200);
      await page.reload();
      const form = page.locator('#branch-create');
      await expect(form.getByTestId('phone-country')).toHaveValue(/^الأردن/);
      await form.getByLabel(BRANCH_TEXT.address, { exact: true }).fill(`فرع عبدون ${width}`);
      const phone = form.getByLabel(BRANCH_TEXT.phone);
      await phone.fill('0795551234');
      await phone.press('Enter');
      await expect(page.getByTestId('toast').filter({ hasText: BRANCH_TEXT.added })).toBeVisible();
      const menu = await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) });
      expect(menu?.branches.at(-1)).toMatchObject({ phone: '+962795551234' });
      await page.screenshot({ path: test.info().outputPath(`branch-phone-${width}.png`) });
    });
  }
});
