import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { closeTestDb, insertMenuFixture, testDb, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { DINER_ORDER_TEXT } from '../lib/i18n/diner-ar';
import { LIVE_SILENCE_MS } from '../lib/shared/live-stream';

/**
 * The restaurant's order screen does not miss orders: when its live stream is refused (a restarting
 * server's 502/503, a busy instance), it says so and keeps trying, and once the stream is back it shows what came
 * in meanwhile, with the chime; a stream gone silent is replaced; a screen left open past the menu's midnight moves
 * on to the new day's orders and keeps the day before's still open.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.40' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

/** A diner's order of one bottle of water, placed over the API from another address. */
async function placeOrder(request: APIRequestContext, menu: MenuFixture = fx): Promise<{ _id: string; number: number }> {
  const headers = { 'x-forwarded-for': '10.77.9.41' };
  const cart = await request.post('/api/v1/cart', { headers, data: { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] } });
  const order = await request.post('/api/v1/diner-orders', { headers, data: { cart: (await cart.json()).data.data._id } });
  expect(order.status()).toBe(201);
  return (await order.json()).data.data.order;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('runAdminCoach', 'no');
    (window as unknown as { chimes: number }).chimes = 0;
    window.addEventListener('diner-order-chime', () => (window as unknown as { chimes: number }).chimes++);
  });
  await signInAs(page, 'owner');
});

test('a refused stream is shown and retried; once back, the order placed meanwhile appears with its chime', async ({ page, request }) => {
  const stream = `**/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`;
  await page.route(stream, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"error","message":"busy"}' }));
  await page.goto(`/m/${fx.menuId}/admin/orders`);
  await expect(page.getByTestId('orders-live-lost')).toHaveText(DINER_ORDER_TEXT.liveLost);
  await expect(page.getByText(DINER_ORDER_TEXT.empty)).toBeVisible();

  const placed = await placeOrder(request);
  await page.unroute(stream);

  const card = page.getByTestId('diner-orders').locator(`li[data-order-id="${placed._id}"]`);
  await expect(card).toContainText(DINER_ORDER_TEXT.title(placed.number), { timeout: 15_000 });
  await expect(page.getByTestId('orders-live-lost')).toHaveCount(0);
  await expect(page.getByTestId('nav-new-orders')).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(1);

  // Live again: the next order comes through the stream.
  const next = await placeOrder(request);
  await expect(page.getByTestId('diner-orders').locator(`li[data-order-id="${next._id}"]`)).toBeVisible();
  await expect(page.getByTestId('nav-new-orders')).toHaveText('2');
});

/**
 * Resolves once the order screen has read its list after the feed's first read of the server: the screen reads it when
 * it opens, again when the feed learns the day, again after the feed's read (a busy machine spreads these over a
 * second or more). An order placed before the last of them would be in the list already, not 'placed meanwhile'.
 */
function listsSettled(page: Page, menuId: string): () => Promise<void> {
  const path = `/api/v1/quickmenu/${menuId}/diner-orders`;
  let seq = 0;
  const lists: { req: Request; resync: boolean; startedAt: number; finishedAt?: number }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === path) lists.push({ req: r, resync: url.searchParams.get('status') === 'new', startedAt: ++seq });
  });
  const finished = (r: Request) => {
    const entry = lists.find((l) => l.req === r);
    if (entry) entry.finishedAt = ++seq;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return () =>
    expect
      .poll(() => {
        const resync = lists.find((l) => l.resync && l.finishedAt);
        const after = resync && lists.find((l) => !l.resync && l.startedAt > resync.finishedAt!);
        return Boolean(after?.finishedAt) && lists.every((l) => l.finishedAt);
      })
      .toBe(true);
}

test('a stream that carries nothing is replaced after 40 s of silence, and the order placed meanwhile shows', async ({ page, request }) => {
  await page.clock.install();
  const settled = listsSettled(page, fx.menuId);
  // A connection that never answers: what a socket left open by a network change looks like from the page.
  const stream = `**/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`;
  let asked = 0;
  let silent = true;
  await page.route(stream, (route) => {
    asked++;
    return silent ? undefined : route.continue();
  });
  await page.goto(`/m/${fx.menuId}/admin/orders`);
  await expect(page.locator('#admin-screen-orders')).toBeVisible();
  await expect.poll(() => asked).toBe(1);
  await settled();
  const placed = await placeOrder(request);
  silent = false;
  await expect(page.getByTestId('diner-orders').locator(`li[data-order-id="${placed._id}"]`)).toHaveCount(0);

  await page.clock.fastForward(LIVE_SILENCE_MS + 10_000);
  await expect(page.getByTestId('diner-orders').locator(`li[data-order-id="${placed._id}"]`)).toBeVisible();
  await expect(page.getByTestId('orders-live-lost')).toHaveCount(0);
  expect(asked).toBe(2);
});

test("a screen left open past the menu's midnight shows the new day's orders", async ({ page, request }) => {
  // A menu of its own: the next day's order written here must not reach the other tests' screens.
  const own = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
  await page.goto(`/m/${own.menuId}/admin/orders`);
  await expect(page.locator('#admin-screen-orders')).toBeVisible();

  // The next day's first order, as the server writes it after midnight: an order of today's copied with the next
  // day's date and number 1 (the server's clock cannot be moved from a test).
  const template = await placeOrder(request, own);
  const orders = (await testDb()).collection('dinerorders');
  const doc = await orders.findOne({ _id: template._id as never });
  if (!doc) throw new Error('the order placed is not in the database');
  await expect(page.getByLabel(DINER_ORDER_TEXT.day)).toHaveValue(doc.day);
  const tomorrow = new Date(Date.parse(`${doc.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const id = `${'f'.repeat(8)}${template._id.slice(8)}`;
  await orders.insertOne({ ...doc, _id: id as never, cart: id, day: tomorrow, number: 1, createdAt: new Date(), updatedAt: new Date() });

  await expect(page.getByLabel(DINER_ORDER_TEXT.day)).toHaveValue(tomorrow);
  const list = page.getByTestId('diner-orders').locator('li[data-order-id]');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toHaveAttribute('data-order-id', id);
});

test("the day before's orders still open stay on today's screen, apart, until served", async ({ page, request }) => {
  // An order from before midnight still being made: one of today's copied back a day.
  const template = await placeOrder(request);
  const orders = (await testDb()).collection('dinerorders');
  const doc = await orders.findOne({ _id: template._id as never });
  if (!doc) throw new Error('the order placed is not in the database');
  const yesterday = new Date(Date.parse(`${doc.day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const id = `${'e'.repeat(8)}${template._id.slice(8)}`;
  const placedAt = new Date(Date.now() - 14 * 3_600_000);
  await orders.insertOne({ ...doc, _id: id as never, cart: id, day: yesterday, number: 7, status: 'preparing', createdAt: placedAt, updatedAt: new Date() });

  await page.goto(`/m/${fx.menuId}/admin/orders`);
  const before = page.getByRole('region', { name: DINER_ORDER_TEXT.openFromDayBefore });
  const card = before.locator(`li[data-order-id="${id}"]`);
  await expect(card).toContainText(DINER_ORDER_TEXT.title(7));
  // Fourteen hours on, its time on the restaurant's clock says more than 'قبل 14 ساعة'.
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Amman', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(placedAt);
  await expect(card.locator('time')).toHaveText(DINER_ORDER_TEXT.atTime(clock));
  await expect(page.getByTestId('diner-orders').locator(`li[data-order-id="${id}"]`)).toHaveCount(0);

  await card.getByRole('button', { name: DINER_ORDER_TEXT.moveTo.ready }).click();
  await expect(card).toHaveAttribute('data-status', 'ready');
  await card.getByRole('button', { name: DINER_ORDER_TEXT.moveTo.served }).click();
  await expect(before).toHaveCount(0);
});

test("a diner's order page whose stream is refused says so, keeps trying, and shows the status it missed", async ({ browser, page, request }) => {
  const placed = await placeOrder(request);
  const diner = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.42' } });
  const phone = await diner.newPage();
  const stream = `**/api/v1/diner-orders/${placed._id}/stream`;
  let refuse = true;
  await phone.route(stream, (route) => (refuse ? route.fulfill({ status: 502, body: 'bad gateway' }) : route.continue()));
  await phone.goto(`/o/${placed._id}`);
  await expect(phone.getByText(DINER_ORDER_TEXT.offline)).toBeVisible();

  // The restaurant accepts the order while the page cannot hear it.
  expect((await page.request.put(`/api/v1/diner-orders/${placed._id}`, { data: { status: 'accepted' } })).status()).toBe(200);
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.new);
  refuse = false;

  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.accepted, { timeout: 15_000 });
  await expect(phone.getByText(DINER_ORDER_TEXT.live)).toBeVisible();
  await diner.close();
});

