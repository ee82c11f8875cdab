import { expect, test } from '@playwright/test';
import { waitForMail } from '../tests/support/mailbox';
import { AUTH_TEXT, PASSWORD_TEXT } from '../lib/i18n/ar';

/**
 * Others spent the account's wrong reset codes of the day (lib/users/reset-try-limits.ts): the owner is not locked
 * out. The form says so in Arabic, the next code mailed is 12 digits, the code field takes all of them, and the new
 * password opens the account.
 */
const client = { 'x-forwarded-for': `10.251.${process.pid % 250}.${Math.floor(Math.random() * 250)}` };
test.use({ extraHTTPHeaders: client });

test("others' wrong codes spent the day's tries: the owner asks again, gets a 12-digit code and sets the new password", async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = { name: 'سلمى الخطيب', username: `lc${tag}`.slice(0, 30), email: `lc${tag}@example.test`, phone: '+962791234567', password: 'first-password-1' };
  expect((await page.request.post('/api/v1/users/signup', { data: { ...account, passwordConfirm: account.password, agreeToTerms: true } })).status()).toBe(201);
  const guess = (i: number) =>
    page.request.post('/api/v1/users/password-reset', {
      headers: { 'x-forwarded-for': `10.250.${i}.${process.pid % 250}` },
      data: { email: account.email, code: String(100000 + i), password: 'x-password-1', passwordConfirm: 'x-password-1' },
    });
  for (let i = 0; i < 20; i++) await guess(i);
  expect((await guess(20)).status()).toBe(429);

  await page.goto('/password/reset');
  await page.getByLabel(AUTH_TEXT.email).fill(account.email);
  const since = Date.now();
  await page.getByRole('button', { name: PASSWORD_TEXT.sendCode }).click();
  await expect(page.getByText(PASSWORD_TEXT.codeSent(account.email))).toBeVisible();
  const mail = await waitForMail(process.env.TEST_MAILBOX_DIR as string, account.email, since);
  const code = /\b(\d{12})\b/.exec(mail.raw)?.[1] ?? '';
  expect(code).toMatch(/^\d{12}$/);

  await page.getByLabel(PASSWORD_TEXT.code).fill(code);
  await expect(page.getByLabel(PASSWORD_TEXT.code)).toHaveValue(code);
  await page.getByLabel(PASSWORD_TEXT.newPassword, { exact: true }).fill('second-password-2');
  await page.getByLabel(PASSWORD_TEXT.newPasswordConfirm).fill('second-password-2');
  await page.screenshot({ path: test.info().outputPath('long-code-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('long-code-390.png') });
  await page.getByRole('button', { name: PASSWORD_TEXT.reset, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(PASSWORD_TEXT.resetDone)).toBeVisible();
  expect((await page.request.post('/api/v1/users/login', { data: { username: account.username, password: 'second-password-2' } })).status()).toBe(200);
});
