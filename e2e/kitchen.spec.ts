import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { CART_TEXT, DINER_ORDER_TEXT } from '../lib/i18n/diner-ar';
import { KITCHEN_TEXT, STATION_TEXT } from '../lib/i18n/kitchen-ar';

/**
 * The kitchen: the owner makes two stations (the kitchen, the bar) and sends the drinks to the bar; a diner
 * orders from a table at 390 px; the kitchen's and the bar's displays, open at 1024×768 before the order, each show
 * their own part without a reload; both bumped, the diner's page says 'جاهز'.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.58.30' } });

let fx: MenuFixture;
test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

const TABLET = { width: 1024, height: 768 };
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('two stations each show their part of a table’s order live; both bumped, the diner’s page says ready', async ({ page, browser }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const tableId = (await (await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { name: '4' } })).json()).data.data.tables[0]._id as string;

  // The stations, made on the kitchen screen (desktop), and the drinks sent to the bar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/m/${fx.menuId}/admin/kitchen`);
  await expect(page.getByText(STATION_TEXT.empty)).toBeVisible();
  const create = page.locator('#station-create');
  for (const name of ['المطبخ', 'البار']) {
    await create.getByLabel(STATION_TEXT.name).fill(name);
    await create.getByRole('button', { name: STATION_TEXT.add }).click();
    await expect(page.getByTestId('station-list')).toContainText(name);
  }
  await page.getByTestId('station-routing').getByLabel('المشروبات').selectOption({ label: 'البار' });
  await expect(page.getByTestId('station-routing').getByLabel('المشروبات')).toHaveValue(/[0-9a-f]{24}/);
  await shot(page, 'kitchen-screen-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'kitchen-screen-390');
  const stations = (await (await page.request.get(`/api/v1/quickmenu/${fx.menuId}/stations`)).json()).data.stations as { _id: string; name: string }[];
  const [kitchenId, barId] = stations.map((s) => s._id);

  // The two displays on tablets in landscape, open before the order.
  const tablets = await browser.newContext({ viewport: TABLET, storageState: await page.context().storageState(), extraHTTPHeaders: { 'x-forwarded-for': '10.77.58.32' } });
  await tablets.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  const kitchen = await tablets.newPage();
  const bar = await tablets.newPage();
  await kitchen.goto(`/m/${fx.menuId}/admin/kitchen/${kitchenId}`);
  await bar.goto(`/m/${fx.menuId}/admin/kitchen/${barId}`);
  for (const display of [kitchen, bar]) await expect(display.getByTestId('no-tickets')).toBeVisible();
  await expect(kitchen.getByRole('heading', { level: 1 })).toHaveText(`${KITCHEN_TEXT.title} · المطبخ`);

  // The diner at table 4, on a phone: a dish and a drink.
  const diner = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-forwarded-for': '10.77.58.31' } });
  const phone = await diner.newPage();
  await phone.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }));
  await phone.goto(`/m/${fx.username}?table=${tableId}`);
  await phone.getByRole('button', { name: 'مقلوبة دجاج', exact: true }).first().click();
  await phone.getByTestId('item-dialog').getByLabel(CART_TEXT.quantity).fill('2');
  await phone.getByTestId('item-dialog').getByRole('button', { name: CART_TEXT.addToCart }).click();
  await phone.getByRole('button', { name: 'مياه معدنية', exact: true }).first().click();
  await phone.getByTestId('item-dialog').getByRole('button', { name: CART_TEXT.addToCart }).click();
  await phone.getByRole('button', { name: 'عصير ليمون بالنعناع', exact: true }).first().click();
  await phone.getByTestId('item-dialog').getByRole('radio', { name: /كبير/ }).check();
  await phone.getByTestId('item-dialog').getByRole('button', { name: CART_TEXT.addToCart }).click();
  await phone.getByTestId('go-to-cart').first().click();
  await phone.getByLabel(DINER_ORDER_TEXT.noteLabel).fill('بدون بصل');
  await phone.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  await expect(phone).toHaveURL(/\/o\/[0-9a-f]{32}$/);
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.new);

  // Each display shows its own part, live.
  const kitchenTicket = kitchen.getByTestId('tickets').locator('article');
  const barTicket = bar.getByTestId('tickets').locator('article');
  await expect(kitchenTicket).toHaveCount(1);
  await expect(kitchenTicket).toContainText(KITCHEN_TEXT.order(1));
  await expect(kitchenTicket).toContainText('طاولة 4');
  await expect(kitchenTicket).toContainText('مقلوبة دجاج');
  await expect(kitchenTicket).toContainText('بدون بصل');
  await expect(kitchenTicket).not.toContainText('مياه معدنية');
  await expect(barTicket).toHaveCount(1);
  await expect(barTicket).toContainText('مياه معدنية');
  await expect(barTicket).not.toContainText('مقلوبة دجاج');
  await expect(kitchenTicket.getByTestId('ticket-age')).toHaveText(/^0:\d\d$/);
  await shot(kitchen, 'kitchen-display-1024');

  // The kitchen's ticket has one line: bumping it bumps the ticket. The order is being prepared, not ready while the
  // bar works.
  await kitchenTicket.getByRole('button', { name: /مقلوبة دجاج/ }).click();
  await expect(kitchen.getByTestId('no-tickets')).toBeVisible();
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.preparing);
  // 'استرجاع' brings it back as it was; then the whole ticket in one tap.
  await kitchen.getByRole('button', { name: KITCHEN_TEXT.undo }).click();
  await expect(kitchenTicket).toHaveCount(1);
  await expect(kitchenTicket.getByRole('button', { name: /مقلوبة دجاج/ })).toHaveAttribute('aria-pressed', 'false');
  await kitchenTicket.getByRole('button', { name: KITCHEN_TEXT.bumpTicket }).click();
  await expect(kitchen.getByTestId('no-tickets')).toBeVisible();

  // The bar: a water and a lemonade; one line bumped stays on the screen, marked, until the last.
  await expect(barTicket.getByRole('listitem')).toHaveCount(2);
  await barTicket.getByRole('button', { name: /مياه معدنية/ }).click();
  await expect(barTicket.getByRole('button', { name: /مياه معدنية/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.preparing);
  await barTicket.getByRole('button', { name: KITCHEN_TEXT.bumpTicket }).click();
  await expect(bar.getByTestId('no-tickets')).toBeVisible();
  await expect(phone.getByTestId('order-status')).toHaveText(DINER_ORDER_TEXT.status.ready);
  await expect(phone.getByTestId('order-status')).toHaveText('جاهز');
  await shot(phone, 'kitchen-diner-ready-390');

  // The expo view lists the order as ready; a phone-width station display.
  const expo = await tablets.newPage();
  await expo.goto(`/m/${fx.menuId}/admin/kitchen/expo`);
  await expect(expo.getByTestId('expo-ready')).toContainText(KITCHEN_TEXT.order(1));
  await shot(expo, 'kitchen-expo-1024');
  await tablets.close();
  await diner.close();
});

test('a display reloaded, or back from a lost connection, catches up with what came meanwhile', async ({ page, browser }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const own = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
  const made = await page.request.post(`/api/v1/quickmenu/${own.menuId}/stations`, { data: { name: 'البار' } });
  const barId = (await made.json()).data.data.stations[0]._id as string;
  const display = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await page.context().storageState(), extraHTTPHeaders: { 'x-forwarded-for': '10.77.58.33' } });
  await display.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  const bar = await display.newPage();
  await bar.goto(`/m/${own.menuId}/admin/kitchen/${barId}`);
  await expect(bar.getByTestId('no-tickets')).toBeVisible();

  // The connection drops; an order comes meanwhile; the connection is back.
  await display.setOffline(true);
  const diner = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.58.34' } });
  const cart = await (await diner.request.post('/api/v1/cart', { data: { menu: own.menuId, items: [{ item: own.itemIds.water, quantity: 3 }] } })).json();
  expect((await diner.request.post('/api/v1/diner-orders', { data: { cart: cart.data.data._id } })).status()).toBe(201);
  await display.setOffline(false);
  await expect(bar.getByTestId('tickets').locator('article')).toHaveCount(1);
  await expect(bar.getByTestId('tickets')).toContainText('3×');
  await shot(bar, 'kitchen-display-390');
  await bar.reload();
  await expect(bar.getByTestId('tickets').locator('article')).toHaveCount(1);
  await display.close();
  await diner.close();
});

test('a station’s display chimes for the orders that bring it something, not for the others nor for a table’s call', async ({ page, browser }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const own = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
  await page.request.post(`/api/v1/quickmenu/${own.menuId}/stations`, { data: { name: 'المطبخ' } });
  const made = await page.request.post(`/api/v1/quickmenu/${own.menuId}/stations`, { data: { name: 'البار' } });
  const barId = (await made.json()).data.data.stations[1]._id as string;
  const routed = await page.request.put(`/api/v1/quickmenu/${own.menuId}?op=esection&sectionId=${own.sectionIds.drinks}`, { data: { station: barId } });
  expect(routed.status()).toBe(200);
  const tableId = (await (await page.request.post(`/api/v1/quickmenu/${own.menuId}/tables`, { data: { name: '7' } })).json()).data.data.tables[0]._id as string;

  const display = await browser.newContext({ viewport: TABLET, storageState: await page.context().storageState(), extraHTTPHeaders: { 'x-forwarded-for': '10.77.58.35' } });
  await display.addInitScript(() => {
    window.localStorage.setItem('runAdminCoach', 'no');
    (window as unknown as { chimes: number }).chimes = 0;
    window.addEventListener('diner-order-chime', () => (window as unknown as { chimes: number }).chimes++);
  });
  const bar = await display.newPage();
  await bar.goto(`/m/${own.menuId}/admin/kitchen/${barId}`);
  await expect(bar.getByTestId('no-tickets')).toBeVisible();
  await expect(bar.getByRole('status').filter({ hasText: KITCHEN_TEXT.live })).toBeVisible();
  const chimes = () => bar.evaluate(() => (window as unknown as { chimes: number }).chimes);

  const diner = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.58.36' } });
  const order = async (item: string) => {
    const cart = await (await diner.request.post('/api/v1/cart', { data: { menu: own.menuId, table: tableId, items: [{ item, quantity: 1 }] } })).json();
    const placed = await diner.request.post('/api/v1/diner-orders', { data: { cart: cart.data.data._id } });
    expect(placed.status()).toBe(201);
    return (await placed.json()).data.data.order.number as number;
  };
  // A dish only (the kitchen's), and the waiter called: nothing for the bar. Then a drink: the bar's ticket chimes.
  // Events come in order, so once the drink's ticket is on the screen the two before it were heard too.
  await order(own.itemIds.mansaf);
  expect((await diner.request.post('/api/v1/diner-orders/calls', { data: { menu: own.menuId, table: tableId, kind: 'waiter' } })).status()).toBe(201);
  const drink = await order(own.itemIds.water);
  await expect(bar.getByTestId('tickets').locator('article')).toHaveCount(1);
  await expect(bar.getByTestId('tickets')).toContainText(KITCHEN_TEXT.order(drink));
  expect(await chimes()).toBe(1);
  await display.close();
  await diner.close();
});

test('two branches’ kitchens of one name: named with their branch, and the kitchen screen still fits a phone', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const own = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
  for (const branchId of [null, own.branchIds.far]) {
    expect((await page.request.post(`/api/v1/quickmenu/${own.menuId}/stations`, { data: { name: 'المطبخ', branchId } })).status()).toBe(201);
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/m/${own.menuId}/admin/kitchen`);
    const routing = page.getByTestId('station-routing').getByLabel('المشروبات');
    await expect(routing.locator('option')).toHaveText([/^.+\(المطبخ\)$/, /^المطبخ · /, /^المطبخ · /]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ width, overflow }).toEqual({ width, overflow: 0 });
    await shot(page, `kitchen-twin-stations-${width}`);
  }
});
