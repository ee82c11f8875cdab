/**
 * The provider's staff (desktop, 1280 px): the staff find a menu with the picker, upgrade its plan in the
 * orders manager, and the owner's galleries tab, showing the paid-feature notice before, opens on its next load.
 */
import { expect, test } from '@playwright/test';
import { PROVIDER_CONTACT_TEXT } from '../lib/i18n/ar';
import { expectProviderContact } from './support/provider-contact';
import { ORDERS_NOTICES, ORDERS_TEXT } from '../lib/i18n/en';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';

const ip = `10.252.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
test.afterAll(closeTestDb);

test('staff upgrade a plan and the owner’s galleries tab opens', async ({ page: staff, browser, baseURL }) => {
  const fx = await insertMenuFixture({ admins: ['owner'], plan: 1 });

  const ownerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': `10.251.${process.pid % 250}.7` } });
  const owner = await ownerContext.newPage();
  await owner.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(owner, 'owner');
  await owner.goto(`/m/${fx.menuId}/admin/galleries`);
  const notice = owner.getByTestId('galleries-paid-notice');
  await expect(notice).toBeVisible();
  // The way to the provider, the message naming the menu and the admin who asks.
  await expectProviderContact(notice, PROVIDER_CONTACT_TEXT.upgradeSubject, PROVIDER_CONTACT_TEXT.upgradeMessage('مطعم السنابل', fx.menuId, 'owner'));

  await signInAs(staff, 'provider');
  await staff.goto('/ordering-manager');
  const form = staff.locator('form', { has: staff.getByRole('heading', { name: ORDERS_TEXT.forms.changePlan }) });
  await form.getByRole('searchbox').fill(fx.username);
  await form.getByRole('button', { name: new RegExp(fx.username) }).click();
  await expect(form.getByLabel(ORDERS_TEXT.fields.menuId)).toHaveValue(fx.menuId);
  // The levels, and the chosen menu's plan as found, are told beside the field.
  await expect(form.getByLabel(ORDERS_TEXT.fields.plan)).toHaveAccessibleDescription(`${ORDERS_TEXT.fields.currentPlan(1)} · ${ORDERS_TEXT.fields.planHint}`);
  await form.getByLabel(ORDERS_TEXT.fields.plan).fill('2');
  await form.getByRole('button', { name: ORDERS_TEXT.submit.changePlan }).click();
  await expect(staff.getByTestId('toast').filter({ hasText: ORDERS_NOTICES.planChanged(2) })).toBeVisible();

  await owner.reload();
  await expect(owner.locator('#admin-screen-galleries')).toBeVisible();
  await expect(owner.getByTestId('galleries-paid-notice')).toHaveCount(0);
  await expect(owner.getByTestId('no-sections')).toHaveCount(0);
  await expect(owner.locator('#admin-screen-galleries').getByRole('button').first()).toBeVisible();
  await ownerContext.close();
});

test('Create Menu attaches the new menu to an order in the same step', async ({ page, request }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const client = { name: 'Lina Saleh', username: `ln${tag}`.slice(0, 30), email: `ln${tag}@example.test`, phone: '0795551234', password: 'client-pass-123' };
  const signup = await request.post('/api/v1/users/signup', {
    data: { ...client, passwordConfirm: client.password, agreeToTerms: true },
    headers: { 'x-forwarded-for': `10.250.${process.pid % 250}.9` },
  });
  expect(signup.status()).toBe(201);
  await signInAs(page, 'provider');
  const order = await page.request.post('/api/v1/orders', { data: { user: client.username, totalAmount: 49, subEnd: '2027-06-30' } });
  expect(order.status()).toBe(200);
  const orderId = (await order.json()).data.data._id as string;

  await page.goto('/ordering-manager');
  const form = page.locator('form', { has: page.getByRole('heading', { name: ORDERS_TEXT.forms.createMenu }) });
  await form.getByLabel(ORDERS_TEXT.fields.username).fill(client.username);
  await form.getByLabel(ORDERS_TEXT.fields.orderId).fill(orderId);
  await form.getByRole('button', { name: ORDERS_TEXT.submit.createMenu }).click();
  await expect(page.getByTestId('toast').filter({ hasText: ORDERS_NOTICES.menuAssigned })).toBeVisible();
  const menuId = await form.getByTestId('created-menu-id').textContent();
  const stored = await (await page.request.get(`/api/v1/orders?page=1&limit=100`)).json();
  const mine = stored.data.orders.find((o: { _id: string }) => o._id === orderId);
  expect(mine.menu._id).toBe(menuId);
  expect(mine.user.phone).toBe('+962795551234');
});
