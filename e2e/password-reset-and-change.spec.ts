import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codeFromMail, waitForMail } from '../tests/support/mailbox';
import { AUTH_TEXT, PASSWORD_TEXT } from '../lib/i18n/ar';

/**
 * The two password journeys in the browser (the API tests cover their rules): a forgotten password reset with the
 * code the mail carries, from the login page's link; and a change from the account page, which ends the account's
 * other sessions. Each on an account of its own, made through the sign-up API.
 */

// This file's own client address (the app trusts X-Forwarded-For under test), so its sign-ups, codes and logins do
// not use up the rate-limit buckets other browser specs share.
const client = { 'x-forwarded-for': `10.253.${process.pid % 250}.${Math.floor(Math.random() * 250)}` };
test.use({ extraHTTPHeaders: client });

const mailbox = () => process.env.TEST_MAILBOX_DIR as string;

async function newAccount(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = { name: 'سلمى الخطيب', username: `pw${tag}`.slice(0, 30), email: `pw${tag}@example.test`, phone: '+962791234567', password: 'first-password-1' };
  const res = await request.post('/api/v1/users/signup', { data: { ...account, passwordConfirm: account.password, agreeToTerms: true } });
  expect(res.status(), 'signing up').toBe(201);
  return account;
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel(AUTH_TEXT.username).fill(username);
  await page.getByLabel(AUTH_TEXT.password).fill(password);
  await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).click();
}

test('a forgotten password: the link on the login page, the mailed code, a wrong code refused, the new password signs in', async ({ page }) => {
  const account = await newAccount(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: PASSWORD_TEXT.forgotLink }).click();
  await expect(page).toHaveURL(/\/password\/reset$/);
  await expect(page.getByRole('heading', { name: PASSWORD_TEXT.resetTitle })).toBeVisible();

  // Not an e-mail address: said under the field, nothing sent.
  await page.getByLabel(AUTH_TEXT.email).fill('not-an-address');
  await page.getByRole('button', { name: PASSWORD_TEXT.sendCode }).click();
  await expect(page.getByLabel(AUTH_TEXT.email)).toHaveAttribute('aria-invalid', 'true');

  const since = Date.now();
  await page.getByLabel(AUTH_TEXT.email).fill(account.email);
  await page.getByRole('button', { name: PASSWORD_TEXT.sendCode }).click();
  await expect(page.getByText(PASSWORD_TEXT.codeSent(account.email))).toBeVisible();
  const code = codeFromMail(await waitForMail(mailbox(), account.email, since));
  // Another code only after the server's minute between two, counted down on the button.
  await expect(page.getByRole('button', { name: AUTH_TEXT.resend })).toBeDisabled();
  await expect(page.getByText(/^يمكنك طلب رمز جديد بعد /)).toBeVisible();
  // A mistyped address can be corrected: back to the address, kept in its field; asked again within the minute, the
  // code already mailed stays the one that works.
  await page.getByRole('button', { name: PASSWORD_TEXT.otherEmail }).click();
  await expect(page.getByLabel(AUTH_TEXT.email)).toHaveValue(account.email);
  await page.getByRole('button', { name: PASSWORD_TEXT.sendCode }).click();
  await expect(page.getByText(PASSWORD_TEXT.codeSent(account.email))).toBeVisible();

  // A wrong code: the server's Arabic message, the attempts left, and the password unchanged.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(PASSWORD_TEXT.code).fill(wrong);
  await page.getByLabel(PASSWORD_TEXT.newPassword, { exact: true }).fill('second-password-2');
  await page.getByLabel(PASSWORD_TEXT.newPasswordConfirm).fill('second-password-2');
  await page.getByRole('button', { name: PASSWORD_TEXT.reset, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^رمز خاطئ، بقي/ })).toBeVisible();
  await expect(page).toHaveURL(/\/password\/reset$/);
  expect((await page.request.post('/api/v1/users/login', { data: { username: account.username, password: account.password } })).status()).toBe(200);
  await page.request.post('/api/v1/users/logout');

  // The new password typed twice differently: said under the field before anything is sent.
  await page.getByLabel(PASSWORD_TEXT.code).fill(code);
  await page.getByLabel(PASSWORD_TEXT.newPasswordConfirm).fill('second-password-3');
  await page.getByRole('button', { name: PASSWORD_TEXT.reset, exact: true }).click();
  await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();

  await page.getByLabel(PASSWORD_TEXT.newPasswordConfirm).fill('second-password-2');
  await page.getByRole('button', { name: PASSWORD_TEXT.reset, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(PASSWORD_TEXT.resetDone)).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await logIn(page, account.username, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'اسم المستخدم أو كلمة المرور غير صحيحة' })).toBeVisible();
  await logIn(page, account.username, 'second-password-2');
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
});

test("a password changed from the account page: a wrong current password refused, then other sessions end and this one stays", async ({ page, browser }) => {
  const account = await newAccount(page.request);
  // A second device signed in to the same account.
  const other = await browser.newContext({ extraHTTPHeaders: client });
  const otherLogin = await other.request.post('/api/v1/users/login', { data: { username: account.username, password: account.password } });
  expect(otherLogin.status()).toBe(200);
  expect((await other.request.get('/api/v1/users/me')).status()).toBe(200);

  await page.goto('/login');
  await logIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/me$/);
  await page.getByRole('link', { name: PASSWORD_TEXT.changeLink }).click();
  await expect(page).toHaveURL(/\/me\/password$/);
  await expect(page.getByText(PASSWORD_TEXT.changeIntro)).toBeVisible();

  await page.getByLabel(PASSWORD_TEXT.currentPassword).fill('not-my-password');
  await page.getByLabel(PASSWORD_TEXT.newPassword, { exact: true }).fill('changed-password-4');
  await page.getByLabel(PASSWORD_TEXT.newPasswordConfirm).fill('changed-password-4');
  await page.getByRole('button', { name: PASSWORD_TEXT.change, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'كلمة المرور الحالية غير صحيحة' })).toBeVisible();
  await expect(page).toHaveURL(/\/me\/password$/);
  expect((await other.request.get('/api/v1/users/me')).status(), 'a refused change ends no session').toBe(200);

  await page.getByLabel(PASSWORD_TEXT.currentPassword).fill(account.password);
  await page.getByRole('button', { name: PASSWORD_TEXT.change, exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(PASSWORD_TEXT.changed)).toBeVisible();

  // This browser is still signed in (a reload keeps the account page); the other device is not.
  await page.reload();
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  expect((await other.request.get('/api/v1/users/me')).status()).toBe(401);
  await other.close();

  // The new password is the one that signs in.
  const fresh = await browser.newContext({ extraHTTPHeaders: client });
  expect((await fresh.request.post('/api/v1/users/login', { data: { username: account.username, password: account.password } })).status()).toBe(401);
  expect((await fresh.request.post('/api/v1/users/login', { data: { username: account.username, password: 'changed-password-4' } })).status()).toBe(200);
  await fresh.close();
});
