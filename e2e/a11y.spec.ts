/**
 * Accessibility of every other page, at desktop size: axe-core on the home page, sign-up, login, e-mail verification,
 * the account page of the demo owner, the terms and the not-found page. 0 violations expected.
 */
import { expect, test } from '@playwright/test';
import { AUTH_TEXT } from '../lib/i18n/ar';
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
