/** The demo logins that `npm start` prints work, and the owner finds the demo menu on the account page. */
import { expect, test } from '@playwright/test';
import { AUTH_TEXT } from '../lib/i18n/ar';
import { demoPassword } from './support/demo-logins';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } });

test('the restaurant owner logs in with the printed demo login and sees the demo menu', async ({ page }) => {
  await page.goto(`/login?username=owner&password=${encodeURIComponent(demoPassword('owner'))}`);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText('مطعم بيت الزيتون').first()).toBeVisible();
  const publicLink = page.locator('a[href="/m/zaytoon"]').first();
  await expect(publicLink).toBeVisible();
  // Back on the login page while signed in: told so, with the way on (the form stays for another account).
  await page.goto('/login?next=/m/zaytoon');
  await expect(page.getByText(AUTH_TEXT.alreadySignedIn('owner'))).toBeVisible();
  await page.getByRole('link', { name: AUTH_TEXT.continueSignedIn }).click();
  await expect(page).toHaveURL(/\/m\/zaytoon$/);
});
