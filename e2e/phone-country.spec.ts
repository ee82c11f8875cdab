/**
 * The country selector beside a phone field, at a phone's width. The selector starts on the deployment's
 * default country (JO under test); choosing another country by name writes a local number of that country
 * internationally, and the account stores it in E.164. A wrong number for the chosen country is flagged at the field.
 */
import { expect, test } from '@playwright/test';
import { codeFromMail, waitForMail } from '../tests/support/mailbox';
import { AUTH_TEXT } from '../lib/i18n/ar';

test.use({
  viewport: { width: 390, height: 844 },
  extraHTTPHeaders: { 'x-forwarded-for': `10.248.${process.pid % 250}.${Math.floor(Math.random() * 250)}` },
});

test('a local Egyptian number with Egypt chosen is stored as +20…; the default is Jordan', async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `ph${tag}@example.test`;
  await page.goto('/signup');
  const country = page.getByTestId('phone-country');
  await expect(country).toHaveValue(/^الأردن/);

  await page.getByLabel(AUTH_TEXT.name).fill('سلمى فؤاد');
  await page.getByLabel(AUTH_TEXT.username).fill(`ph${tag}`.slice(0, 30));
  await page.getByLabel(AUTH_TEXT.email).fill(email);
  const phone = page.getByLabel(AUTH_TEXT.phone);
  await phone.fill('01012345678');
  await country.fill('مصر');
  await country.press('Tab');
  await expect(country).toHaveValue(/^مصر/);
  await expect(phone).toHaveValue('+20 10 12345678');

  // A number that is not valid in the chosen country is flagged at the field, before anything is sent.
  await phone.fill('0123');
  await phone.blur();
  await page.getByRole('button', { name: AUTH_TEXT.signup }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'رقم الهاتف غير صحيح' })).toBeVisible();

  await phone.fill('01012345678');
  await phone.blur();
  await expect(phone).toHaveValue('+20 10 12345678');
  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('a-good-password-7');
  await page.getByLabel(AUTH_TEXT.passwordConfirm).fill('a-good-password-7');
  await page.getByRole('checkbox').check();
  const since = Date.now();
  await page.getByRole('button', { name: AUTH_TEXT.signup }).click();
  await expect(page).toHaveURL(/\/verify\/email$/);

  const code = codeFromMail(await waitForMail(process.env.TEST_MAILBOX_DIR as string, email, since));
  await page.getByLabel(AUTH_TEXT.code).fill(code);
  await page.getByRole('button', { name: AUTH_TEXT.verify, exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  // Stored as +201012345678, shown as people read it.
  await expect(page.locator('bdi', { hasText: '+20 10 12345678' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
