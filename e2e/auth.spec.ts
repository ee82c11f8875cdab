import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type Page } from '@playwright/test';
import { codeFromMail, waitForMail } from '../tests/support/mailbox';
import { AUTH_TEXT, NOT_FOUND_TEXT, PROVIDER_CONTACT_TEXT } from '../lib/i18n/ar';
import { expectProviderContact } from './support/provider-contact';

/** Accounts in the browser: sign-up -> code by SMTP -> verify -> /me -> logout -> login; errors; prefill; 404. */

// This file's own client address (the app trusts X-Forwarded-For under test), so its sign-ups and logins do not use
// up the rate-limit bucket other browser specs share.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.252.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });

function uniqueAccount() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    name: 'ليلى المصري',
    username: `e2e${tag}`.slice(0, 30),
    email: `e2e${tag}@example.test`,
    phone: '+962791234567',
    password: 'a-good-password-7',
  };
}

async function fillSignup(page: Page, a: ReturnType<typeof uniqueAccount>) {
  await page.getByLabel(AUTH_TEXT.name).fill(a.name);
  await page.getByLabel(AUTH_TEXT.username).fill(a.username);
  await page.getByLabel(AUTH_TEXT.email).fill(a.email);
  await page.getByLabel(AUTH_TEXT.phone).fill(a.phone);
  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill(a.password);
  await page.getByLabel(AUTH_TEXT.passwordConfirm).fill(a.password);
  await page.getByRole('checkbox').check();
}

/**
 * A phone on a slow network: the account page's data (the client navigation's RSC request) arrives `ms` after it was
 * asked for. The toast the action pushed ('verified', 'logged in') must still be there when the page arrives.
 */
async function slowAccountPage(page: Page, ms: number) {
  await page.route(
    (url) => url.pathname === '/me',
    async (route) => {
      if (route.request().headers()['rsc']) await sleep(ms);
      await route.fallback();
    },
  );
}

test('sign up, verify the e-mail with the mailed code, log out and in, and see the account', async ({ page }) => {
  const account = uniqueAccount();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: AUTH_TEXT.signupTitle })).toBeVisible();
  await fillSignup(page, account);
  const since = Date.now();
  await page.getByRole('button', { name: AUTH_TEXT.signup }).click();

  await expect(page).toHaveURL(/\/verify\/email$/);
  await expect(page.getByText(account.email)).toBeVisible();
  // The resend button waits out its cooldown right after sign-up.
  await expect(page.getByRole('button', { name: AUTH_TEXT.resend })).toBeDisabled();

  const mail = await waitForMail(process.env.TEST_MAILBOX_DIR as string, account.email, since);
  const code = codeFromMail(mail);
  await page.getByLabel(AUTH_TEXT.code).fill(code);
  await slowAccountPage(page, 2500);
  await page.getByRole('button', { name: AUTH_TEXT.verify, exact: true }).click();

  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(AUTH_TEXT.verified)).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  await expect(page.getByText('+962 7 9123 4567', { exact: true })).toBeVisible();
  await expect(page.getByText(AUTH_TEXT.emailVerified, { exact: true })).toBeVisible();
  // No menu yet: how to get one — the provider's contact, the message naming this account.
  await expect(page.getByText(AUTH_TEXT.noMenus(account.username))).toBeVisible();
  await expectProviderContact(page.getByTestId('provider-contact'), PROVIDER_CONTACT_TEXT.newMenuSubject, PROVIDER_CONTACT_TEXT.newMenuMessage(account.username));

  await page.getByRole('button', { name: AUTH_TEXT.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/me');
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)me$/);

  await page.getByLabel(AUTH_TEXT.username).fill(account.username);
  await page.getByLabel(AUTH_TEXT.password).fill(account.password);
  await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(AUTH_TEXT.loggedIn)).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  await expect(page.getByText(account.email)).toBeVisible();
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(AUTH_TEXT.username).fill('nobody-at-all');
  await page.getByLabel(AUTH_TEXT.password).fill('wrong-password');
  await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'اسم المستخدم أو كلمة المرور غير صحيحة' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty forms show the inline messages without calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).click();
  await expect(page.getByText('اسم المستخدم مطلوب')).toBeVisible();
  await expect(page.getByText('كلمة المرور مطلوبة')).toBeVisible();
  await expect(page.getByLabel(AUTH_TEXT.username)).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/signup');
  await page.getByLabel(AUTH_TEXT.password, { exact: true }).fill('long-enough-1');
  await page.getByLabel(AUTH_TEXT.passwordConfirm).fill('different-1');
  await page.getByRole('button', { name: AUTH_TEXT.signup }).click();
  await expect(page.getByText('الاسم الكامل مطلوب')).toBeVisible();
  await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
  await expect(page.getByText('يجب الموافقة على الشروط والأحكام')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a login link fills the form from its fragment, never through the server, and leaves no password in the address', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (req) => sent.push(req.url()));
  const res = await page.goto('/login?username=rest.owner&next=%2Fme#password=s3cr%23t-pass');
  expect(res?.headers()['referrer-policy']).toBe('no-referrer');
  expect(res?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByLabel(AUTH_TEXT.username)).toHaveValue('rest.owner');
  await expect(page.getByLabel(AUTH_TEXT.password)).toHaveValue('s3cr#t-pass');
  expect(await res!.text()).not.toContain('s3cr');
  expect(sent.filter((u) => u.includes('s3cr'))).toEqual([]);
  await expect(page).toHaveURL(/\/login\?next=%2Fme$/);
});

test('an older login link (password in the query) still fills the form, is stripped at once, and its sign-up link works', async ({ page }) => {
  const res = await page.goto('/login?username=rest.owner&password=s3cret-pass');
  expect(await res!.text()).not.toContain('s3cret-pass');
  await expect(page.getByLabel(AUTH_TEXT.username)).toHaveValue('rest.owner');
  await expect(page.getByLabel(AUTH_TEXT.password)).toHaveValue('s3cret-pass');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: AUTH_TEXT.goSignup }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: AUTH_TEXT.signupTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: AUTH_TEXT.termsLink })).toHaveAttribute('href', '/terms');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const res = await page.goto('/this/path/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'حدث خطأ، الصفحة غير موجودة (404)' })).toBeVisible();
  expect(NOT_FOUND_TEXT.title).toBe('حدث خطأ، الصفحة غير موجودة (404)');
});
