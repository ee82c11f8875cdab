import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';
import { ADMIN_SHELL_TEXT, AUTH_TEXT, PUBLIC_INFO_TEXT } from '../lib/i18n/ar';
import { ORDERS_TEXT } from '../lib/i18n/en';
import { signInAs } from './support/login';
import { demoPassword } from './support/demo-logins';

/**
 * A session that ends while someone is typing (it expired, or the cookie went): the save is refused, and instead of a
 * toast that leaves the only way on through the login page (and the typed text lost), a notice stays with a link that
 * signs in in a new tab. The text stays in its field; back in this tab the notice goes and the same save goes through.
 * The session is ended by dropping this browser's cookie (a log-out would end the shared demo accounts' other sessions).
 */
test.afterAll(closeTestDb);

/** Signs in through the notice's link, in the tab it opens, as a user would; then this tab is looked at again. */
async function signInInNewTab(page: Page, link: string, username: 'owner' | 'provider', next: string, labels: { username: string; password: string; submit: string }) {
  const notice = page.getByTestId('session-ended');
  const signIn = notice.getByRole('link', { name: link });
  await expect(signIn).toHaveAttribute('target', '_blank');
  await expect(signIn).toHaveAttribute('href', `/login?next=${encodeURIComponent(next)}`);
  const [tab] = await Promise.all([page.waitForEvent('popup'), signIn.click()]);
  await tab.getByLabel(labels.username).fill(username);
  await tab.getByLabel(labels.password, { exact: true }).fill(demoPassword(username));
  await tab.getByRole('button', { name: labels.submit, exact: true }).click();
  await tab.waitForURL((url) => url.pathname === next);
  await tab.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(notice).toHaveCount(0);
}

test('the owner: a refused save keeps the text, the notice signs in in a new tab, then the same save goes', async ({ page, context }) => {
  const fx = await insertMenuFixture({ admins: ['owner'] });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const path = `/m/${fx.menuId}/admin/publicInfo`;
  await page.goto(path);
  const form = page.locator('#form-main-appearance');
  const description = form.getByLabel(PUBLIC_INFO_TEXT.description, { exact: true });
  const typed = 'مشاوي على الفحم كل يوم، وخبز الطابون من الفرن';
  await description.fill(typed);

  await context.clearCookies();
  await form.getByRole('button', { name: 'حفظ' }).click();
  const notice = page.getByTestId('session-ended');
  await expect(notice).toContainText(ADMIN_SHELL_TEXT.sessionEnded);
  await expect(description).toHaveValue(typed);
  await page.screenshot({ path: test.info().outputPath('session-ended-admin.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await description.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('session-ended-admin-390.png') });

  await signInInNewTab(page, ADMIN_SHELL_TEXT.signInNewTab, 'owner', path, { username: AUTH_TEXT.username, password: AUTH_TEXT.password, submit: AUTH_TEXT.login });
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();
  const stored = (await (await page.request.get(`/api/v1/quickmenu/${fx.menuId}`)).json()).data.data;
  expect(stored.institution.description).toBe(typed);
});

test('the staff: the same notice in English on the orders manager', async ({ page, context }) => {
  await signInAs(page, 'provider');
  await page.goto('/ordering-manager');
  const create = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create order' }) });
  await create.getByLabel('Username').fill('owner');

  await context.clearCookies();
  await create.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByTestId('session-ended')).toContainText(ORDERS_TEXT.sessionEnded);
  await expect(create.getByLabel('Username')).toHaveValue('owner');
  // Said once, by the notice: the username's lookup, refused too (its field lost focus), adds no error of its own.
  await expect(create.getByText(ORDERS_TEXT.lookup.checking)).toHaveCount(0);
  await expect(create.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
  await signInInNewTab(page, ORDERS_TEXT.signInNewTab, 'provider', '/ordering-manager', { username: AUTH_TEXT.username, password: AUTH_TEXT.password, submit: AUTH_TEXT.login });
});
