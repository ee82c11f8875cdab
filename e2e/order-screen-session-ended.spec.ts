import { expect, test } from '@playwright/test';
import { codeFromMail, waitForMail } from '../tests/support/mailbox';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';
import { ADMIN_SHELL_TEXT, AUTH_TEXT } from '../lib/i18n/ar';
import { DINER_ORDER_TEXT } from '../lib/i18n/diner-ar';

/**
 * A kitchen tablet whose session ends while the order screen is open (the owner logged out on another device, or
 * changed the password): the server ends the stream at once and refuses it after, and the screen says why,
 * with the way to sign in again and come back — not 'reconnecting…' for ever while orders go unseen. On an account of
 * its own: a log-out ends every session of the account.
 */
const client = { 'x-forwarded-for': `10.252.${process.pid % 250}.${Math.floor(Math.random() * 250)}` };
test.use({ extraHTTPHeaders: client });
test.afterAll(closeTestDb);

test('the session ends on another device: the order screen says so and leads back through the login', async ({ page, browser }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = { name: 'ليلى الحسن', username: `ke${tag}`.slice(0, 30), email: `ke${tag}@example.test`, phone: '+962791234567', password: 'kitchen-pass-1' };
  const since = Date.now();
  expect((await page.request.post('/api/v1/users/signup', { data: { ...account, passwordConfirm: account.password, agreeToTerms: true } })).status()).toBe(201);
  const code = codeFromMail(await waitForMail(process.env.TEST_MAILBOX_DIR as string, account.email, since));
  expect((await page.request.post(`/api/v1/users/verify/email?otp=${code}`)).status()).toBe(200);
  const fx = await insertMenuFixture({ admins: [account.username], googleRateUrl: '' });

  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await page.goto(`/m/${fx.menuId}/admin/orders`);
  await expect(page.locator('#admin-screen-orders')).toBeVisible();
  await expect(page.getByText(DINER_ORDER_TEXT.empty)).toBeVisible();

  // Logged out from another device: every session of the account ends, this tablet's too.
  const other = await browser.newContext({ extraHTTPHeaders: client });
  expect((await other.request.post('/api/v1/users/login', { data: { username: account.username, password: account.password } })).status()).toBe(200);
  expect((await other.request.post('/api/v1/users/logout')).status()).toBe(200);
  await other.close();

  const notice = page.getByTestId('orders-refused');
  // At once, not at the stream's next ping (15 s): the page reconnects (2 s) and is refused.
  await expect(notice).toContainText(DINER_ORDER_TEXT.sessionEnded, { timeout: 8_000 });
  // Said once: the shell's general notice (sign in in a new tab) is not shown beside the screen's own.
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('session-ended-1280.png') });
  // On another screen the shell's notice is there (the session did end for the whole admin), and back here, the screen's.
  await page.getByRole('link', { name: ADMIN_SHELL_TEXT.screens.sections }).click();
  await expect(page.getByTestId('session-ended')).toBeVisible();
  await page.getByRole('link', { name: ADMIN_SHELL_TEXT.screens.orders }).click();
  await expect(notice).toContainText(DINER_ORDER_TEXT.sessionEnded);
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
  await notice.getByRole('link', { name: DINER_ORDER_TEXT.signInAgain }).click();
  await page.getByLabel(AUTH_TEXT.username).fill(account.username);
  await page.getByLabel(AUTH_TEXT.password).fill(account.password);
  await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${fx.menuId}/admin/orders$`));
  await expect(page.getByText(DINER_ORDER_TEXT.empty)).toBeVisible();
  await expect(page.getByTestId('orders-refused')).toHaveCount(0);
});
