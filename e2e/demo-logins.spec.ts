/** The demo logins that `npm start` prints work, and the owner finds the demo menu on the account page. */
import { expect, test } from '@playwright/test';
import { demoPassword } from './support/demo-logins';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } });

test('the restaurant owner logs in with the printed demo login and sees the demo menu', async ({ page }) => {
  await page.goto(`/login?username=owner&password=${encodeURIComponent(demoPassword('owner'))}`);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText('مطعم بيت الزيتون').first()).toBeVisible();
  const publicLink = page.locator('a[href="/m/zaytoon"]').first();
  await expect(publicLink).toBeVisible();
});
