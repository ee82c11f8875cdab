/**
 * A page that cannot render (here: its database gone) shows the site's own error screen in the screen's language —
 * Arabic, the diner's English with `?lang=en` — with a retry that loads the page again, instead of Next's English
 * default. An app and a database of its own, so the shared stack keeps its database.
 */
import { expect, test } from '@playwright/test';
import { start as startEmbeddedMongo, type EmbeddedMongo } from '@qrmenu/embedded-mongo';
import { freePort, startApp, type AppProcess } from '../scripts/lib/app-process';
import { ERROR_PAGE_TEXT } from '../lib/i18n/common-ar';
import { ERROR_PAGE_TEXT_EN } from '../lib/i18n/common-en';
import { expectNoAxeViolations } from './support/axe';

let db: EmbeddedMongo;
let app: AppProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  db = await startEmbeddedMongo({ quiet: true });
  const port = await freePort();
  app = await startApp({
    port,
    env: { NODE_ENV: 'production', MONGODB_URI: `${db.uri.replace(/\/?$/, '/')}errorscreen`, NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789', NEXTAUTH_URL: `http://127.0.0.1:${port}` },
  });
});
test.afterAll(async () => {
  await app?.stop();
  await db?.stop().catch(() => undefined);
});

test('with its database gone, a menu page shows the error screen in Arabic, or in English for an English diner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await db.stop();
  const res = await page.goto(`${app.url}/m/no-such-menu-here`);
  expect(res?.status()).toBe(500);
  const screen = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(screen.getByRole('heading', { name: ERROR_PAGE_TEXT.title })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(/^رمز الخطأ للدعم: \S+$/)).toBeVisible();
  await expect(page).toHaveTitle(ERROR_PAGE_TEXT.title);
  await expect(page.getByText(/couldn|Application error/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The retry asks the server again (a full load), not only the browser.
  const again = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/m/no-such-menu-here'));
  await page.getByRole('button', { name: ERROR_PAGE_TEXT.retry }).click();
  await again;
  await expect(screen.getByRole('heading', { name: ERROR_PAGE_TEXT.title })).toBeVisible();
  await expect(page.getByRole('link', { name: ERROR_PAGE_TEXT.home })).toHaveAttribute('href', '/');

  await page.goto(`${app.url}/m/no-such-menu-here?lang=en`);
  await expect(screen.getByRole('heading', { name: ERROR_PAGE_TEXT_EN.title })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(ERROR_PAGE_TEXT_EN.title);
  await expect(page.getByRole('button', { name: ERROR_PAGE_TEXT_EN.retry })).toBeVisible();
});
