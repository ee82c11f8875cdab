import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { startWebhookReceiver, type WebhookReceiver } from '../tests/support/webhook-receiver';
import { signInAs } from './support/login';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN_SHELL_TEXT, API_REFERENCE_TEXT, INTEGRATIONS_TEXT as T } from '../lib/i18n/ar';
import { COMMON_TEXT } from '../lib/i18n/common-ar';

/**
 * Integrations: the owner makes an API key and sees it once (copied with the button, gone after), the key
 * reads the menu's orders until it is revoked; the owner registers a webhook, an order arrives at the receiver signed,
 * the log shows it delivered and sends it again. At 1280 px, then the screen at 390 px.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.61' } });

let fx: MenuFixture;
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'] });
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.stop();
  await closeTestDb();
});

async function openScreen(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/integrations`);
  await expect(page.locator('#admin-screen-integrations')).toBeVisible();
}

test('an API key is shown once, works, and stops when revoked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScreen(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: ADMIN_SHELL_TEXT.screens.integrations })).toHaveAttribute('aria-current', 'page');
  const keys = page.getByTestId('api-keys');
  await expect(keys.getByText(T.keysEmpty)).toBeVisible();

  // Without a scope the form says so in Arabic and sends nothing.
  await keys.getByLabel(T.keyName).fill('نقاط البيع');
  await keys.getByRole('button', { name: T.createKey }).click();
  await expect(keys.getByText('الأذونات: اختر واحداً على الأقل')).toBeVisible();
  await keys.getByLabel(T.scopeLabels['orders:read']).check();
  await keys.getByRole('button', { name: T.createKey }).click();

  const shown = page.getByTestId('new-api-key');
  await expect(shown).toContainText(T.newKeyOnce);
  const key = (await page.getByTestId('new-api-key-value').textContent()) ?? '';
  expect(key).toMatch(/^qmk_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: T.copy }).click();
  await expect(page.getByTestId('toast').filter({ hasText: T.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await page.screenshot({ path: test.info().outputPath('integrations-key-1280.png'), fullPage: true });

  await shown.getByRole('button', { name: T.done }).click();
  await expect(shown).toHaveCount(0);
  const row = keys.getByTestId('api-key-list').locator('li');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('نقاط البيع');
  await expect(row).toContainText(T.scopeLabels['orders:read']);
  await expect(row).toContainText(key.slice(0, 10));
  await page.reload();
  await expect(page.getByTestId('api-key-list').locator('li')).toHaveCount(1);
  expect(await page.content()).not.toContain(key);

  // The key does what it was made for, from outside the browser: no cookie.
  const asIntegrator = () => page.context().request.fetch(`/api/v1/quickmenu/${fx.menuId}/diner-orders`, { headers: { authorization: `Bearer ${key}`, cookie: '' } });
  expect((await asIntegrator()).status()).toBe(200);

  await page.getByTestId('api-key-list').getByRole('button', { name: T.revoke }).click();
  await page.getByRole('dialog').getByRole('button', { name: COMMON_TEXT.yes }).click();
  await expect(page.getByTestId('toast').filter({ hasText: T.revoked })).toBeVisible();
  await expect(page.getByText(T.keysEmpty)).toBeVisible();
  expect((await asIntegrator()).status()).toBe(401);
});

test('a webhook is registered, receives a signed order, and its log replays it', async ({ page }) => {
  await openScreen(page);
  const hooks = page.getByTestId('webhooks');
  await hooks.getByLabel(T.url).fill(receiver.url('/e2e'));
  await hooks.getByLabel(T.eventLabels['order.created']).check();
  await hooks.getByRole('button', { name: T.addWebhook }).click();
  const secret = (await page.getByTestId('new-webhook-secret-value').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await page.getByTestId('new-webhook-secret').getByRole('button', { name: T.done }).click();
  await expect(hooks.getByTestId('webhook-list').locator('li').first()).toContainText(receiver.url('/e2e'));

  // A diner's order arrives at the receiver, signed with the secret shown once.
  const diner = page.context().request;
  const cart = await (await diner.post('/api/v1/cart', { data: { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 1 }] }, headers: { cookie: '' } })).json();
  const placed = await diner.post('/api/v1/diner-orders', { data: { cart: cart.data.data._id }, headers: { cookie: '' } });
  expect(placed.status()).toBe(201);
  await expect.poll(() => receiver.at('/e2e').length).toBe(1);
  const [got] = receiver.at('/e2e');
  expect(new Webhook(secret).verify(got.body, got.headers)).toMatchObject({ type: 'order.created' });

  await hooks.getByRole('button', { name: T.showLog }).click();
  const log = hooks.getByTestId('delivery-log').locator(':scope > li');
  await expect(log).toHaveCount(1);
  await expect(log).toContainText(`${T.eventLabels['order.created']} · ${T.status.delivered}`);
  await expect(log).toContainText('HTTP 200');
  await log.getByRole('button', { name: T.replay }).click();
  await expect(page.getByTestId('toast').filter({ hasText: T.replayed })).toBeVisible();
  await expect.poll(() => receiver.at('/e2e').length).toBe(2);
  expect(receiver.at('/e2e')[1].headers['webhook-id']).toBe(got.headers['webhook-id']);
  await expectNoAxeViolations(page, '#admin-screen-integrations');
});

test('the screen at 390 px: one column, nothing wider than the phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openScreen(page);
  await expect(page.getByTestId('webhook-list').locator('li').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('integrations-390.png'), fullPage: true });
  await expectNoAxeViolations(page, '#admin-screen-integrations');
});

test('the API reference page: linked from the screen, in Arabic, every operation of the document', async ({ page, request }) => {
  await openScreen(page);
  await page.getByRole('link', { name: T.reference }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1, name: API_REFERENCE_TEXT.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const spec = await (await request.get('/api/v1/openapi.json')).json();
  const operations = Object.values(spec.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
  await expect(page.locator('article')).toHaveCount(operations);
  // Each operation's card is named by its operationId: the key's creation, with its body schema behind a disclosure.
  const createKey = page.locator('#post_quickmenu_by_menuId_api_keys');
  await expect(createKey).toContainText('/api/v1/quickmenu/{menuId}/api-keys');
  await createKey.getByText(API_REFERENCE_TEXT.body).click();
  await expect(createKey.locator('pre')).toContainText('"scopes"');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('reference-390.png') });
});
