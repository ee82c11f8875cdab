import { expect, test, type Page } from '@playwright/test';
import { currencyLeftOfNumber } from './support/price-order';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { ADMIN_SHELL_TEXT } from '../lib/i18n/ar';
import { CART_TEXT, DINER_ORDER_TEXT } from '../lib/i18n/diner-ar';

/**
 * Orders from the table: a diner at table 1 orders at 390 px and lands on the order's status page; the
 * owner's order screen at 1280 px shows it without a reload (count in the navigation and the title, a chime), moves
 * it to ready in taps, and the diner's page shows 'جاهز' without a reload.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.30' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

/** The demo owner signed in, the tour off, and the order screen's chimes counted (`window.chimes`). */
async function ownerCountingChimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('runAdminCoach', 'no');
    (window as unknown as { chimes: number }).chimes = 0;
    window.addEventListener('diner-order-chime', () => (window as unknown as { chimes: number }).chimes++);
  });
  await signInAs(page, 'owner');
}

test('a diner orders from a table; the order screen shows it live and moves it to ready; the diner sees it', async ({ page, browser }) => {
  // The owner's order screen, open before the order exists.
  await ownerCountingChimes(page);
  const tables = await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { from: 1, to: 3 } });
  const tableId = (await tables.json()).data.data.tables[0]._id as string;
  await page.goto(`/m/${fx.menuId}/admin/orders`);
  await expect(page.locator('#admin-screen-orders')).toBeVisible();
  await expect(page.getByText(DINER_ORDER_TEXT.empty)).toBeVisible();

  // The diner at table 1, on a phone.
  const diner = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.31' } });
  await diner.addInitScript(() => {
    const w = window as unknown as { vibrations: unknown[] };
    w.vibrations = [];
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (pattern: unknown) => (w.vibrations.push(pattern), true) });
  });
  const phone = await diner.newPage();
  await phone.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }));
  await phone.goto(`/m/${fx.username}?table=${tableId}`);
  await expect(phone.getByTestId('table-badge')).toHaveText('طاولة 1');
  await phone.getByRole('button', { name: 'مقلوبة دجاج', exact: true }).first().click();
  await phone.getByTestId('item-dialog').getByLabel(CART_TEXT.quantity).fill('2');
  await phone.getByTestId('item-dialog').getByRole('button', { name: CART_TEXT.addToCart }).click();
  await phone.getByTestId('go-to-cart').first().click();
  await phone.getByLabel(DINER_ORDER_TEXT.noteLabel).fill('بدون بصل');
  await phone.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  await expect(phone).toHaveURL(/\/o\/[0-9a-f]{32}$/);
  await expect(phone.getByRole('heading', { name: DINER_ORDER_TEXT.title(1) })).toBeVisible();
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.new);
  await expect(phone).toHaveTitle(new RegExp(`^${DINER_ORDER_TEXT.pageTitle} \\|`));
  await expect(phone.getByText('طاولة 1')).toBeVisible();
  // The total written as the menu and the cart write a price on the Arabic page: the currency's code on the left.
  const total = phone.getByTestId('order-total');
  await expect(total).toHaveText('8.00 JD');
  expect(await currencyLeftOfNumber(total)).toBe(true);
  await phone.screenshot({ path: test.info().outputPath('order-status-390.png'), fullPage: true });

  // On the owner's screen, without a reload: the card, the count in the navigation and the title, the chime.
  const card = page.getByTestId('diner-orders').locator('li[data-order-id]').first();
  await expect(card).toContainText(DINER_ORDER_TEXT.title(1));
  await expect(card).toContainText('طاولة 1');
  await expect(card).toContainText('2× مقلوبة دجاج');
  await expect(card).toContainText('بدون بصل');
  await expect(card.locator('time')).toHaveText(/^(الآن|هذه الدقيقة|قبل دقيقة واحدة)$/);
  // The total as the diner's page writes it: the currency's code on the left.
  expect(await currencyLeftOfNumber(card.getByText('8.00 JD'))).toBe(true);
  await expect(page.getByTestId('nav-new-orders')).toHaveText('1');
  await expect(page).toHaveTitle(/^\(1\) /);
  expect(await page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(1);
  await page.screenshot({ path: test.info().outputPath('order-screen-1280.png'), fullPage: true });

  // One tap at a time to ready.
  await card.getByRole('button', { name: DINER_ORDER_TEXT.moveTo.accepted }).click();
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('nav-new-orders')).toHaveCount(0);
  await card.getByRole('button', { name: DINER_ORDER_TEXT.moveTo.preparing }).click();
  // Each step ahead has its button on the card: the next tap waits for the last to land.
  await expect(card).toHaveAttribute('data-status', 'preparing');
  await card.getByRole('button', { name: DINER_ORDER_TEXT.moveTo.ready }).click();
  await expect(card).toHaveAttribute('data-status', 'ready');

  // The diner's page follows, without a reload.
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.ready);
  // Told where a diner who looked away sees it: the tab's title, and one vibration (recorded: a desktop has no motor).
  await expect(phone).toHaveTitle(new RegExp(`^${DINER_ORDER_TEXT.status.ready} · ${DINER_ORDER_TEXT.pageTitle} \\|`));
  expect(await phone.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations)).toEqual([[200, 100, 200]]);
  await expect(phone.getByTestId('order-status')).toHaveText('جاهز');

  // The status link opened later in a new tab (from the chat): its way back to the menu is to the same table.
  const statusTab = await diner.newPage();
  await statusTab.goto(phone.url());
  await statusTab.getByRole('link', { name: CART_TEXT.backToMenu }).click();
  await expect(statusTab.getByTestId('table-badge')).toHaveText('طاولة 1');
  // And the menu leads back to the order sent from this phone.
  const orderLink = statusTab.getByRole('link', { name: DINER_ORDER_TEXT.yourOrder(1) });
  await expect(orderLink).toHaveAttribute('href', new URL(phone.url()).pathname);
  const orderUrl = phone.url();
  await phone.close();

  // The diner calls the waiter: the screen shows the call (another chime) until someone there taps 'تم'.
  await statusTab.getByRole('button', { name: DINER_ORDER_TEXT.callWaiter }).click();
  await expect(statusTab.getByTestId('toast').filter({ hasText: DINER_ORDER_TEXT.callSent })).toBeVisible();
  const calls = page.getByTestId('table-calls').locator('li');
  await expect(calls).toHaveCount(1);
  await expect(calls.first()).toContainText(`${DINER_ORDER_TEXT.callWaiter}طاولة 1`);
  await expect(page.getByTestId('nav-new-orders')).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(2);
  await page.screenshot({ path: test.info().outputPath('order-screen-call-1280.png'), fullPage: true });
  await calls.first().getByRole('button', { name: DINER_ORDER_TEXT.dismiss }).click();
  await expect(calls).toHaveCount(0);
  await expect(page.getByTestId('nav-new-orders')).toHaveCount(0);

  // After the meal, the bill asked for from the order's own page, where the diner last looked.
  const orderTab = await diner.newPage();
  await orderTab.goto(orderUrl);
  await orderTab.getByTestId('order-table-calls').getByRole('button', { name: DINER_ORDER_TEXT.askBill }).click();
  await expect(orderTab.getByTestId('toast').filter({ hasText: DINER_ORDER_TEXT.callSent })).toBeVisible();
  await expect(calls).toHaveCount(1);
  await expect(calls.first()).toContainText(`${DINER_ORDER_TEXT.askBill}طاولة 1`);
  await orderTab.screenshot({ path: test.info().outputPath('order-page-calls-390.png'), fullPage: true });
  await calls.first().getByRole('button', { name: DINER_ORDER_TEXT.dismiss }).click();
  await expect(calls).toHaveCount(0);

  // Filters: by status.
  await page.getByLabel(DINER_ORDER_TEXT.filterStatus).selectOption('new');
  await expect(page.getByText(DINER_ORDER_TEXT.emptyFiltered)).toBeVisible();
  await page.getByLabel(DINER_ORDER_TEXT.filterStatus).selectOption('ready');
  await expect(page.getByTestId('diner-orders').locator('li[data-order-id]')).toHaveCount(1);
  // And by table, each named as the cards name it.
  await page.getByLabel(DINER_ORDER_TEXT.filterTable).selectOption({ label: 'طاولة 2' });
  await expect(page.getByText(DINER_ORDER_TEXT.emptyFiltered)).toBeVisible();
  await page.getByLabel(DINER_ORDER_TEXT.filterTable).selectOption({ label: 'طاولة 1' });
  await expect(page.getByTestId('diner-orders').locator('li[data-order-id]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: new RegExp(ADMIN_SHELL_TEXT.screens.orders) })).toBeVisible();
  await diner.close();
});

test('a diner takes back an order no one has accepted: asked first, the page says so, the screen shows who canceled it', async ({ page, browser }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/orders`);
  await expect(page.locator('#admin-screen-orders')).toBeVisible();

  const diner = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.32' } });
  const phone = await diner.newPage();
  const place = async () => {
    const cart = await phone.request.post('/api/v1/cart', { data: { menu: fx.menuId, items: [{ item: fx.itemIds.mansaf, quantity: 1 }] } });
    const placed = await phone.request.post('/api/v1/diner-orders', { data: { cart: (await cart.json()).data.data._id } });
    return (await placed.json()).data.data.order as { _id: string; number: number };
  };
  const [order, second] = [await place(), await place()];
  // The browser keeps both as the cart does after an order (lib/diner-orders/recent-orders.ts): the menu leads back.
  await phone.goto(`/m/${fx.username}`);
  const kept = [second, order].map((o) => ({ _id: o._id, number: o.number, at: Date.now() }));
  await phone.evaluate(([key, entries]) => window.localStorage.setItem(key, entries), [`orders:${fx.menuId}`, JSON.stringify(kept)]);
  await phone.reload();
  const recent = phone.getByTestId('recent-order');
  await expect(recent).toHaveText([DINER_ORDER_TEXT.yourOrder(second.number), DINER_ORDER_TEXT.yourOrder(order.number)]);

  await phone.goto(`/o/${order._id}`);
  const cancel = phone.getByRole('button', { name: DINER_ORDER_TEXT.cancelMine });
  // Asked first: kept, nothing changes.
  await cancel.click();
  await phone.getByRole('dialog').getByRole('button', { name: DINER_ORDER_TEXT.keepOrder }).click();
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.new);
  await cancel.click();
  await phone.getByRole('dialog').getByRole('button', { name: DINER_ORDER_TEXT.cancelMine }).click();
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.canceled);
  await expect(phone.getByTestId('order-canceled-note')).toHaveText(DINER_ORDER_TEXT.canceledByYou);
  await expect(cancel).toHaveCount(0);
  await phone.screenshot({ path: test.info().outputPath('order-canceled-by-diner-390.png'), fullPage: true });

  // The order screen, without a reload.
  const card = page.getByTestId('diner-orders').locator(`li[data-order-id="${order._id}"]`);
  await expect(card).toHaveAttribute('data-status', 'canceled');
  await expect(card).toContainText(DINER_ORDER_TEXT.canceledByDiner);

  // The menu no longer offers the canceled one as the diner's order; the other stays.
  await phone.goto(`/m/${fx.username}`);
  await expect(recent).toHaveText([DINER_ORDER_TEXT.yourOrder(second.number)]);

  // An order the kitchen has accepted cannot be taken back from the page: the button goes once it is accepted.
  await phone.goto(`/o/${second._id}`);
  await expect(cancel).toBeVisible();
  await page.getByTestId('diner-orders').locator(`li[data-order-id="${second._id}"]`).getByRole('button', { name: DINER_ORDER_TEXT.moveTo.accepted }).click();
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.accepted);
  await expect(cancel).toHaveCount(0);
  await diner.close();
});

test("a waiter's phone on another tab: the top bar shows what waits and leads to the order screen", async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const tables = await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { from: 7, to: 7 } });
  const table = ((await tables.json()).data.data.tables as { _id: string; name: string }[]).find((t) => t.name === '7');
  await page.goto(`/m/${fx.menuId}/admin/tables`);
  await expect(page.locator('#admin-screen-tables')).toBeVisible();
  await expect(page.getByTestId('topbar-new-orders')).toHaveCount(0);

  // A diner at table 7 asks for the bill.
  const diner = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.32' } });
  const call = await diner.request.post('/api/v1/diner-orders/calls', { data: { menu: fx.menuId, table: table?._id, kind: 'bill' } });
  expect(call.status()).toBe(201);
  await diner.close();

  // With the navigation folded away, the count is in the top bar; one tap opens the order screen with the call.
  const count = page.getByTestId('topbar-new-orders');
  await expect(count).toHaveText('1');
  await expect(count).toHaveAccessibleName(DINER_ORDER_TEXT.waitingCount(1));
  await page.screenshot({ path: test.info().outputPath('topbar-count-390.png') });
  await count.click();
  await expect(page).toHaveURL(new RegExp(`/m/${fx.menuId}/admin/orders$`));
  const calls = page.getByTestId('table-calls').locator('li');
  await expect(calls.filter({ hasText: 'طاولة 7' })).toContainText(DINER_ORDER_TEXT.askBill);
  // On the order screen itself the top bar leaves the count to the screen.
  await expect(page.getByTestId('topbar-new-orders')).toHaveCount(0);
  await calls.filter({ hasText: 'طاولة 7' }).getByRole('button', { name: DINER_ORDER_TEXT.dismiss }).click();
  await expect(calls.filter({ hasText: 'طاولة 7' })).toHaveCount(0);
});

test('an order link cut short or mistyped: "الطلب غير موجود" in the link’s language, with the way home (404)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of ['0123456789abcdef0123456789abcdef', '0123456789abcdef']) {
    const res = await page.goto(`/o/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('order-missing').getByRole('heading', { level: 1 })).toHaveText(DINER_ORDER_TEXT.missingTitle);
    await expect(page.getByRole('link', { name: CART_TEXT.home })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(new RegExp(`^${DINER_ORDER_TEXT.missingTitle} \\|`));
  }
  await page.goto('/o/0123456789abcdef?lang=en');
  await expect(page.getByTestId('order-missing').getByRole('heading', { level: 1 })).toHaveText('Order not found');
});

test("a restaurant with branches: each branch's screen counts, chimes and lists its own orders, the device keeps its branch; the kitchen's open orders", async ({ page, browser }) => {
  await ownerCountingChimes(page);
  const tableIn = async (name: string, branchId: string) => {
    const res = await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { name, branchId } });
    return ((await res.json()).data.data.tables as { _id: string; name: string }[]).find((t) => t.name === name)?._id as string;
  };
  const [nearTable, farTable] = [await tableIn('21', fx.branchIds.near), await tableIn('22', fx.branchIds.far)];
  await page.goto(`/m/${fx.menuId}/admin/orders`);
  const branch = page.getByLabel(DINER_ORDER_TEXT.screenBranch);
  await branch.selectOption(fx.branchIds.near);
  // The tables to filter by are the branch's.
  const tableChoices = await page.getByLabel(DINER_ORDER_TEXT.filterTable).locator('option').allTextContents();
  expect(tableChoices).toContain('طاولة 21');
  expect(tableChoices).not.toContain('طاولة 22');

  // Diners order at a table of each branch.
  const diner = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.33' } });
  const orderAt = async (table: string) => {
    const cart = await diner.request.post('/api/v1/cart', { data: { menu: fx.menuId, table, items: [{ item: fx.itemIds.water, quantity: 1 }] } });
    const placed = await diner.request.post('/api/v1/diner-orders', { data: { cart: (await cart.json()).data.data._id } });
    expect(placed.status()).toBe(201);
  };
  await orderAt(farTable);
  await orderAt(nearTable);
  const call = await diner.request.post('/api/v1/diner-orders/calls', { data: { menu: fx.menuId, table: farTable, kind: 'waiter' } });
  expect(call.status()).toBe(201);
  await diner.close();

  // This screen is the near branch's: its order only, counted and chimed once; the far branch's order and call are not here.
  const cards = page.getByTestId('diner-orders').locator('li[data-order-id]');
  await expect(cards.filter({ hasText: 'طاولة 21' })).toHaveCount(1);
  await expect(page.getByTestId('orders-new-count')).toHaveText(DINER_ORDER_TEXT.newCount(1));
  await expect(page.getByTestId('nav-new-orders')).toHaveText('1');
  await expect(cards.filter({ hasText: 'طاولة 22' })).toHaveCount(0);
  await expect(page.getByTestId('table-calls')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(1);
  await page.screenshot({ path: test.info().outputPath('branch-screen-1280.png') });

  // The device keeps its branch; every branch shows both orders and the call.
  await page.reload();
  await expect(branch).toHaveValue(fx.branchIds.near);
  await expect(cards.filter({ hasText: 'طاولة 21' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'طاولة 22' })).toHaveCount(0);
  await branch.selectOption('');
  await expect(cards.filter({ hasText: 'طاولة 22' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'طاولة 21' })).toHaveCount(1);
  await expect(page.getByTestId('table-calls').locator('li').filter({ hasText: 'طاولة 22' })).toHaveCount(1);
  await expect(page.getByTestId('nav-new-orders')).toHaveText('3');
  await page.getByTestId('table-calls').locator('li').filter({ hasText: 'طاولة 22' }).getByRole('button', { name: DINER_ORDER_TEXT.dismiss }).click();
  // A kitchen's view: the orders still to make or serve; one served goes from it.
  await page.getByLabel(DINER_ORDER_TEXT.filterStatus).selectOption({ label: DINER_ORDER_TEXT.openOrders });
  const at21 = cards.filter({ hasText: 'طاولة 21' });
  for (const step of ['accepted', 'preparing', 'ready', 'served'] as const) {
    await at21.getByRole('button', { name: DINER_ORDER_TEXT.moveTo[step] }).click();
    // Each step ahead has its button on the card: the next tap waits for the last to land (served leaves the view).
    if (step !== 'served') await expect(at21).toHaveAttribute('data-status', step);
  }
  await expect(at21).toHaveCount(0);
  await expect(cards.filter({ hasText: 'طاولة 22' })).toHaveCount(1);
  await expect(page.getByTestId('diner-orders').locator('li[data-status="served"], li[data-status="canceled"]')).toHaveCount(0);
  await expect(cards.filter({ hasText: 'طاولة 22' })).toHaveAttribute('data-status', 'new');
  // The kitchen tablet keeps its view: reloaded, still the orders to make or serve.
  await page.reload();
  await expect(page.getByLabel(DINER_ORDER_TEXT.filterStatus)).toHaveValue('open');
  await expect(cards.filter({ hasText: 'طاولة 22' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'طاولة 21' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('branch-screen-390.png'), fullPage: true });
});
