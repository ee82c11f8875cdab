import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AUTH_TEXT } from '../lib/i18n/ar';
import { readablePhone } from '../lib/phone';
import { ORDERS_NOTICES, ORDERS_TEXT } from '../lib/i18n/en';
import { demoPassword } from './support/demo-logins';
import { clickBeforeDialogCloseEvent } from './support/dialog-race';
import { signInAs } from './support/login';
import { setVisibility } from './support/visibility';
import { expectNoAxeViolations } from './support/axe';
import { makeStaff } from '../tests/support/accounts';
import { closeTestDb } from '../tests/support/menu-fixture';

/**
 * The staff's orders manager in the browser (desktop): log in as the seeded provider staff, create a menu and an order
 * for a new user, take payments (the row goes red → yellow → green), required edits, status, the three WhatsApp
 * messages, filters in the URL, the Excel export and the invoice.
 */
const ip = `10.253.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
test.afterAll(closeTestDb);

const T = ORDERS_TEXT;
const STAFF = { username: 'provider', get password() { return demoPassword('provider'); } };

async function signUpClient(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = { name: 'Omar Haddad', username: `cl${tag}`.slice(0, 30), email: `cl${tag}@example.test`, phone: '+962795551234', password: 'client-pass-123' };
  const res = await request.post('/api/v1/users/signup', {
    data: { ...account, passwordConfirm: account.password, agreeToTerms: true },
    headers: { 'x-forwarded-for': `10.254.${process.pid % 250}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status()).toBe(201);
  return account;
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel(AUTH_TEXT.username).fill(username);
  await page.getByLabel(AUTH_TEXT.password).fill(password);
  await page.getByRole('button', { name: AUTH_TEXT.login, exact: true }).click();
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const form = (page: Page, title: string) => page.locator('form', { has: page.getByRole('heading', { name: title }) });
/** Recent Orders filtered to one client (the filter in the URL): their one row. */
async function filteredToClient(page: Page, username: string): Promise<Locator> {
  const filters = page.getByRole('search');
  await filters.getByLabel(T.filters.username).fill(username);
  await filters.getByRole('button', { name: T.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`username=${username}`));
  const row = page.locator('tbody tr', { hasText: username });
  await expect(row).toHaveCount(1);
  return row;
}
const messageText = async (link: Locator) => decodeURIComponent(((await link.getAttribute('href')) ?? '').split('?text=')[1] ?? '');

test('staff sell a menu subscription from start to invoice', async ({ page, request }) => {
  const client = await signUpClient(request);

  // Signed out: sent to log in, and back.
  await page.goto('/ordering-manager');
  await expect(page).toHaveURL(/\/login\?next=%2Fordering-manager$|\/login\?next=\/ordering-manager$/);
  await logIn(page, STAFF.username, STAFF.password);
  await expect(page).toHaveURL(/\/ordering-manager$/);
  await expect(page.getByRole('heading', { name: T.title })).toBeVisible();
  await expect(page.locator('[lang="en"][dir="ltr"]')).toBeVisible();

  // Create Menu for the new user.
  const menuForm = form(page, T.forms.createMenu);
  await menuForm.getByLabel(T.fields.username).fill(client.username);
  await expect(menuForm.getByLabel(T.fields.plan)).toHaveValue('0');
  await menuForm.getByRole('button', { name: T.submit.createMenu }).click();
  await expect(toast(page, ORDERS_NOTICES.menuCreated)).toBeVisible();
  const menuId = (await page.getByTestId('created-menu-id').textContent())!.trim();
  expect(menuId).toMatch(/^[0-9a-f]{24}$/);

  // Create Order with the lookup and the 40% note.
  const orderForm = form(page, T.forms.createOrder);
  await orderForm.getByLabel(T.fields.username).fill('no-such-user-here');
  await expect(orderForm.getByText('This username is not found')).toBeVisible();
  await orderForm.getByLabel(T.fields.username).fill(client.username);
  await expect(orderForm.getByTestId('lookup-result')).toHaveText(`${client.name} · ${readablePhone(client.phone)}`);
  await expect(orderForm.getByLabel(T.fields.total)).toHaveValue('49');
  await expect(orderForm.getByTestId('minimum-note')).toHaveText(T.minimumNote('19.60 JD'));
  await orderForm.getByLabel(T.fields.total).fill('50');
  await expect(orderForm.getByTestId('minimum-note')).toHaveText(T.minimumNote('20.00 JD'));
  await orderForm.getByLabel(T.fields.total).fill('49');
  const subEnd = await orderForm.getByLabel(T.fields.subEnd).inputValue();
  expect(new Date(subEnd).getFullYear()).toBe(new Date().getFullYear() + 1);
  await orderForm.getByRole('button', { name: T.submit.createOrder }).click();
  await expect(toast(page, ORDERS_NOTICES.orderCreated)).toBeVisible();

  // The new order is in the table, red (nothing paid) and highlighted (unready).
  const row = await filteredToClient(page, client.username);
  await expect(row).toHaveAttribute('data-tone', 'low');
  await expect(row).toHaveAttribute('data-attention', 'yes');

  // The overlay: menu, a required edit marked ready, the order set ready.
  await row.getByRole('button', { name: T.table.open(client.name) }).click();
  const overlay = page.getByRole('dialog');
  // The menu found by its admin's username, as in the staff's other forms, fills the Menu ID.
  await overlay.getByRole('searchbox').fill(client.username);
  await overlay.getByRole('button', { name: new RegExp(client.username) }).click();
  await expect(overlay.getByRole('textbox', { name: T.fields.menuId })).toHaveValue(menuId);
  await overlay.getByRole('button', { name: T.overlay.assign, exact: true }).click();
  await expect(toast(page, ORDERS_NOTICES.menuAssigned)).toBeVisible();
  await overlay.getByLabel(T.overlay.editPhone).fill('+962790001122');
  await overlay.getByRole('button', { name: T.overlay.addEdit }).click();
  await expect(toast(page, ORDERS_NOTICES.editAdded)).toBeVisible();
  await overlay.getByLabel(T.overlay.editStatus(0)).selectOption('ready');
  await expect(toast(page, ORDERS_NOTICES.editStatus('ready'))).toBeVisible();
  await expect(overlay.getByRole('link', { name: T.overlay.editReady })).toHaveCount(0);
  await overlay.getByRole('combobox', { name: T.overlay.status, exact: true }).selectOption('ready');
  await expect(toast(page, ORDERS_NOTICES.orderStatus('ready'))).toBeVisible();

  // The three messages go to the client's WhatsApp number with the right amounts, dates and links.
  const origin = new URL(page.url()).origin;
  // Arabic by default (spec §9), English on request.
  expect(await messageText(overlay.getByRole('link', { name: T.overlay.finalPayment }))).toContain('المبلغ المتبقي 49.00 JD');
  // The language is chosen by its label, in a field the size of the others (it was a bare 20-px select).
  const language = overlay.getByLabel(T.overlay.messagesLanguage);
  expect((await language.boundingBox())?.height).toBeGreaterThanOrEqual(40);
  await language.selectOption('en');
  const firstLink = overlay.getByRole('link', { name: T.overlay.firstPayment });
  const finalLink = overlay.getByRole('link', { name: T.overlay.finalPayment });
  await expect(firstLink).toHaveAttribute('href', /^https:\/\/wa\.me\/962795551234\?text=/);
  expect(await messageText(firstLink)).toContain('down payment of 19.60 JD');
  expect(await messageText(finalLink)).toContain(`remaining 49.00 JD`);
  expect(await messageText(finalLink)).toContain(`until ${subEnd}`);
  expect(await messageText(overlay.getByRole('link', { name: T.overlay.editReady }))).toContain(`${origin}/m/${menuId}`);
  const menuReady = await messageText(overlay.getByRole('link', { name: T.overlay.menuReady }));
  expect(menuReady).toContain(`Menu: ${origin}/m/${menuId}`);
  expect(menuReady).toContain(`Admin: ${origin}/m/${menuId}/admin`);
  expect(menuReady).toContain(`log in at ${origin}/login with your username "${client.username}"`);

  // Two payments: red → yellow → green; the messages follow the amounts.
  const pay = async (method: string, amount: string) => {
    await overlay.getByRole('button', { name: T.overlay.add, exact: true }).click();
    await overlay.getByLabel(T.overlay.method).selectOption(method);
    await overlay.getByLabel(T.overlay.amount).fill(amount);
    await overlay.getByRole('button', { name: T.overlay.savePayment }).click();
  };
  await pay('cliq', '25');
  await expect(toast(page, ORDERS_NOTICES.paymentAdded)).toBeVisible();
  await expect(row).toHaveAttribute('data-tone', 'partial');
  await expect(overlay.getByTestId('order-remaining')).toHaveText('24.00 JD');
  expect(await messageText(finalLink)).toContain('remaining 24.00 JD');
  // Nothing more is due as a down payment: its request is no longer offered.
  await expect(firstLink).toHaveCount(0);
  await pay('cash', '25');
  await expect(toast(page, 'This payment is more than what remains to be paid (24.00 JD)')).toBeVisible();
  await overlay.getByLabel(T.overlay.amount).fill('24');
  await overlay.getByRole('button', { name: T.overlay.savePayment }).click();
  await expect(overlay.getByTestId('order-remaining')).toHaveText('0.00 JD');
  await expect(row).toHaveAttribute('data-tone', 'paid');
  await expect(row).toHaveAttribute('data-attention', 'no');

  // The invoice downloads as a PDF.
  const invoiceDownload = page.waitForEvent('download');
  await overlay.getByRole('link', { name: T.overlay.invoice }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toMatch(/^INV-\d{8}-[0-9A-F]{6}\.pdf$/);
  expect(fs.readFileSync((await invoice.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  await overlay.getByRole('button', { name: T.overlay.close }).click();
  await expect(overlay).toBeHidden();

  // Filters narrow the table and survive a reload (they are in the URL).
  const filters = page.getByRole('search');
  await filters.getByLabel(T.filters.status).selectOption('unready');
  await filters.getByRole('button', { name: T.filters.apply }).click();
  await expect(page.getByText(T.table.empty)).toBeVisible();
  await filters.getByLabel(T.filters.status).selectOption('ready');
  await filters.getByLabel(T.filters.top).fill('1');
  await filters.getByRole('button', { name: T.filters.apply }).click();
  await expect(page).toHaveURL(/status=ready/);
  await page.reload();
  await expect(page.getByRole('search').getByLabel(T.filters.status)).toHaveValue('ready');
  await expect(row).toHaveCount(1);

  // Excel: the same filtered list.
  const excelDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: T.table.exportExcel }).click();
  const excel = await excelDownload;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await excel.path())!);
  const sheet = wb.getWorksheet('Orders')!;
  expect(sheet.rowCount).toBe(3);
  expect(sheet.getRow(2).getCell(3).value).toBe(client.username);
  expect(sheet.getRow(2).getCell(7).value).toBe(49);
});

test('the order just created shows its id, and "Create its menu" makes the menu that order is for in one step', async ({ page, request }) => {
  const client = await signUpClient(request);
  await signInAs(page, 'provider');
  await page.goto('/ordering-manager');

  const orderForm = form(page, T.forms.createOrder);
  await orderForm.getByLabel(T.fields.username).fill(client.username);
  await expect(orderForm.getByTestId('lookup-result')).toBeVisible();
  await orderForm.getByRole('button', { name: T.submit.createOrder }).click();
  // The notice is English like the page (the site around it is Arabic): marked so, and laid out left to right.
  await expect(toast(page, ORDERS_NOTICES.orderCreated)).toBeVisible();
  await expect(toast(page, ORDERS_NOTICES.orderCreated)).toHaveAttribute('lang', 'en');
  await expect(toast(page, ORDERS_NOTICES.orderCreated)).toHaveCSS('direction', 'ltr');
  const orderId = (await orderForm.getByTestId('created-order-id').textContent())?.trim() ?? '';
  expect(orderId).toMatch(/^[0-9a-f]{24}$/);
  // The form itself is empty again for the next order.
  await expect(orderForm.getByLabel(T.fields.username)).toHaveValue('');

  await expect(orderForm.getByRole('button', { name: T.copyWhat(T.createdOrderId) })).toBeVisible();
  await orderForm.getByRole('button', { name: T.createItsMenu }).click();
  const menuForm = form(page, T.forms.createMenu);
  await expect(menuForm.getByLabel(T.fields.username)).toHaveValue(client.username);
  await expect(menuForm.getByLabel(T.fields.orderId)).toHaveValue(orderId);
  await expect(menuForm.getByLabel(T.fields.plan)).toBeFocused();
  await page.keyboard.type('1');
  await menuForm.getByRole('button', { name: T.submit.createMenu }).click();
  await expect(toast(page, ORDERS_NOTICES.menuCreated)).toBeVisible();
  await expect(toast(page, ORDERS_NOTICES.menuAssigned)).toBeVisible();
  const menuId = (await menuForm.getByTestId('created-menu-id').textContent())?.trim() ?? '';
  // Empty again for the next menu: a second click makes no second menu for this order.
  await expect(menuForm.getByLabel(T.fields.username)).toHaveValue('');
  await expect(menuForm.getByLabel(T.fields.orderId)).toHaveValue('');

  // The order now holds that menu, on plan 1.
  const res = await page.request.get(`/api/v1/orders?username=${client.username}`);
  expect(res.status()).toBe(200);
  const orders: { _id: string; menu: { _id: string } | null }[] = (await res.json()).data.orders;
  expect(orders.map((o) => [o._id, o.menu?._id])).toEqual([[orderId, menuId]]);
  const found = await page.request.get(`/api/v1/quickmenu?q=${client.username}&page=1`);
  const hits: { _id: string; plan: number }[] = (await found.json()).data.data;
  expect(hits.map((m) => [m._id, m.plan])).toEqual([[menuId, 1]]);
  await expect(await filteredToClient(page, client.username)).not.toContainText(T.table.noMenu);
});

test('staff activate a menu, add an admin and hand out a login link that leaves no password in the address bar', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [owner, helper] = [await signUpClient(request), await signUpClient(request)];
  await page.goto('/login?next=/ordering-manager');
  await logIn(page, STAFF.username, STAFF.password);
  await expect(page.getByRole('heading', { name: T.title })).toBeVisible();

  const menuForm = form(page, T.forms.createMenu);
  await menuForm.getByLabel(T.fields.username).fill(owner.username);
  await menuForm.getByRole('button', { name: T.submit.createMenu }).click();
  const menuId = (await page.getByTestId('created-menu-id').textContent())!.trim();

  const activation = form(page, T.forms.activation);
  await activation.getByLabel(T.fields.menuId).fill(menuId);
  await activation.getByRole('button', { name: T.submit.apply }).click();
  await expect(toast(page, ORDERS_NOTICES.actionDone)).toBeVisible();
  const menu = await page.request.get(`/api/v1/quickmenu/${menuId}`);
  expect((await menu.json()).data.data.active).toBe(true);

  const admins = form(page, T.forms.addAdmin);
  await admins.getByLabel(T.fields.menuId).fill(menuId);
  await admins.getByLabel(T.fields.admin).fill(helper.username);
  await admins.getByRole('button', { name: T.submit.addAdmin }).click();
  await expect(toast(page, ORDERS_NOTICES.adminAdded)).toBeVisible();
  expect((await (await page.request.get(`/api/v1/quickmenu/${menuId}`)).json()).data.data.admins).toEqual(['provider', owner.username, helper.username]);

  const linkForm = form(page, T.forms.loginLink);
  await linkForm.getByLabel(T.fields.username).fill(owner.username);
  await linkForm.getByLabel(T.fields.password).fill(owner.password);
  await linkForm.getByRole('button', { name: T.generate }).click();
  await expect(toast(page, ORDERS_NOTICES.copied)).toBeVisible();
  const link = (await page.getByTestId('login-link').textContent())!;
  // The password in the fragment: the browser never sends it to the server.
  expect(link).toBe(`${new URL(page.url()).origin}/login?username=${owner.username}#password=${encodeURIComponent(owner.password)}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const fresh = await context.browser()!.newPage();
  await fresh.goto(link);
  await expect(fresh.getByLabel(AUTH_TEXT.username)).toHaveValue(owner.username);
  await expect(fresh.getByLabel(AUTH_TEXT.password)).toHaveValue(owner.password);
  await expect(fresh).toHaveURL(/\/login$/);
  await fresh.close();
});

test('on a phone the links above the forms lead to each part, Recent Orders first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'provider');
  await page.goto('/ordering-manager');
  const jump = page.getByRole('navigation', { name: ORDERS_TEXT.jumpTo });
  const links = jump.getByRole('link');
  const { forms } = ORDERS_TEXT;
  await expect(links).toHaveText([ORDERS_TEXT.table.title, forms.createOrder, forms.createMenu, forms.activation, forms.addAdmin, forms.changePlan, forms.copyMenu, forms.loginLink]);
  const recent = page.getByRole('heading', { name: ORDERS_TEXT.table.title, level: 2 });
  await expect(recent).not.toBeInViewport();
  await links.first().click();
  await expect(recent).toBeInViewport();
  // The row scrolls sideways rather than widening the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await jump.getByRole('link', { name: ORDERS_TEXT.forms.loginLink }).click();
  await expect(page.getByRole('heading', { name: ORDERS_TEXT.forms.loginLink })).toBeInViewport();
});

test('a signed-in user who is not staff gets a clear refusal', async ({ page }) => {
  await page.goto('/login?next=/ordering-manager');
  await logIn(page, 'owner', demoPassword('owner'));
  await expect(page.getByRole('heading', { name: T.refusedTitle })).toBeVisible();
  await expect(page.getByText(T.refusedBody)).toBeVisible();
  await expect(page.getByRole('form', { name: T.forms.createOrder })).toHaveCount(0);
});

// Signing out ends every session of the user, so this uses a staff member of its own, not the shared demo 'provider'.
test('a staff member finds the orders manager from the account page and signs out from it', async ({ page, request }) => {
  const staff = await signUpClient(request);
  await makeStaff(staff.username);
  await page.goto('/login');
  await logIn(page, staff.username, staff.password);
  await expect(page).toHaveURL(/\/me$/);
  await page.getByRole('link', { name: AUTH_TEXT.ordersManager }).click();
  await expect(page).toHaveURL(/\/ordering-manager$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(T.signedInAs(staff.username))).toBeVisible();
  await expect(header.getByRole('link', { name: T.account })).toHaveAttribute('href', '/me');
  await expect(page.getByRole('heading', { name: T.table.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await header.getByRole('button', { name: T.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/ordering-manager');
  await expect(page).toHaveURL(/\/login\?next=/);
});

// The browser fires a dialog's 'close' in a task of its own: a click that comes before it (a quick user) asked for the
// next overlay and lost it to that late close.
test('a click on an order right after its overlay closes opens the overlay, and it stays open', async ({ page, request }) => {
  await signInAs(page, 'provider');
  for (let i = 0; i < 2; i++) {
    // Signed up from a context of its own (sign-up signs the new user in).
    const client = await signUpClient(request);
    const res = await page.request.post('/api/v1/orders', { data: { user: client.username, totalAmount: 120, subEnd: '2027-06-30' } });
    expect(res.status()).toBe(200);
  }
  await page.goto('/ordering-manager');
  const opens = page.locator('tbody tr').getByRole('button', { name: /^Open the order of/ });
  await expect(opens.nth(1)).toBeVisible();
  const overlay = page.getByRole('dialog');
  await opens.first().click();
  // Another order, then the same order again: each time the close and the click in one task, before the close event's.
  for (const next of [opens.nth(1), opens.nth(1)]) {
    await expect(overlay).toBeVisible();
    await clickBeforeDialogCloseEvent(next);
    await expect(overlay).toBeVisible();
  }
});

test('back from a while in the background, Recent Orders shows what other staff did meanwhile', async ({ page, request }) => {
  const client = await signUpClient(request);
  await page.clock.install();
  await signInAs(page, 'provider');
  await page.goto(`/ordering-manager?username=${client.username}`);
  await expect(page.getByText(T.table.empty)).toBeVisible();
  await setVisibility(page, 'hidden');
  // Another staff member sells this client an order (here: the same session, through the API).
  const sold = await page.request.post('/api/v1/orders', { data: { user: client.username, totalAmount: 49, subEnd: '2027-12-31T00:00:00.000Z' } });
  expect(sold.status()).toBe(200);
  await page.clock.fastForward('00:31');
  await setVisibility(page, 'visible');
  await expect(page.locator('tbody tr', { hasText: client.username })).toHaveCount(1);
});
