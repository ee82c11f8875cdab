/**
 * Accessibility of every other page, at desktop size: axe-core on the home page, sign-up, login, e-mail verification,
 * the account page of the demo owner, the terms and the not-found page, and each screen of the demo owner's admin.
 * 0 violations expected.
 */
import { expect, test } from '@playwright/test';
import { AUTH_TEXT } from '../lib/i18n/ar';
import { ADMIN_SCREENS } from '../lib/ui/admin-screens';
import { expectNoAxeViolations } from './support/axe';
import { demoPassword } from './support/demo-logins';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.251.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });

for (const path of ['/', '/signup', '/login', '/terms', '/no-such-page']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the account page and the e-mail verification page of a signed-in user have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(AUTH_TEXT.username).fill('owner');
  await page.getByLabel(AUTH_TEXT.password).fill(demoPassword('owner'));
  await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/verify/email');
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('each screen of the owner\'s admin has no axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await page.goto('/login?next=/me');
  await page.getByLabel(AUTH_TEXT.username).fill('owner');
  await page.getByLabel(AUTH_TEXT.password).fill(demoPassword('owner'));
  await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).click();
  await page.getByRole('link', { name: AUTH_TEXT.adminLink }).first().click();
  await expect(page).toHaveURL(/\/admin\/review$/);
  const admin = page.url().replace(/\/review$/, '');
  for (const screen of ADMIN_SCREENS) {
    await page.goto(`${admin}/${screen}`);
    await expect(page.locator(`#admin-screen-${screen}`)).toBeVisible();
    // The screen's data has come (a screen that loads its own shows its heading first).
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
});
