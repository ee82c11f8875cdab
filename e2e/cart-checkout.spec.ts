import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { CART_TEXT, DINER_ORDER_TEXT } from '../lib/i18n/diner-ar';
import { signInAs } from './support/login';
import { setVisibility } from './support/visibility';
import { chooseMainBranch } from './support/order-branch';

/**
 * The diner's cart in the browser at a phone viewport (spec §2 Cart page, §8): priced table, removing lines by click and
 * by keyboard, the WhatsApp hand-off with the itemised order, the stored cart cleared, and an unknown cart link.
 */

let menu: MenuFixture;

test.beforeAll(async () => {
  menu = await insertMenuFixture();
});

test.afterAll(async () => {
  await closeTestDb();
});

async function createCart(request: APIRequestContext, items: unknown[], menuId = menu.menuId): Promise<string> {
  const res = await request.post('/api/v1/cart', { data: { menu: menuId, items } });
  expect(res.status()).toBe(201);
  return (await res.json()).data.data._id;
}

async function storedCartId(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), `cart:${menu.menuId}`);
}

test('the cart page lists the order, removes lines and hands the order to WhatsApp', async ({ page, request }) => {
  const cartId = await createCart(request, [
    { item: menu.itemIds.sale20, quantity: 3 }, // 5 JD at 20% off -> 4.00 × 3 = 12.00
    { item: menu.itemIds.withSubItems, subItem: 1, quantity: 2 }, // large 2.50 × 2 = 5.00
    { item: menu.itemIds.water, quantity: 1 }, // 1.00
    { item: menu.itemIds.mansaf, quantity: 1 }, // 4.50
  ]);

  await page.goto(`/cart/${cartId}`);
  await page.evaluate(([key, id]) => window.localStorage.setItem(key, id), [`cart:${menu.menuId}`, cartId]);

  await expect(page.getByRole('heading', { name: CART_TEXT.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(CART_TEXT.title));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([CART_TEXT.item, CART_TEXT.quantity, CART_TEXT.price]);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toContainText('مقلوبة دجاج');
  await expect(lines.nth(0)).toContainText('3 قطعة');
  await expect(lines.nth(0)).toContainText('12.00 JD');
  await expect(lines.nth(1)).toContainText('عصير ليمون بالنعناع');
  await expect(lines.nth(1)).toContainText('كبير');
  await expect(lines.nth(1)).toContainText('5.00 JD');
  await expect(page.getByTestId('cart-total')).toHaveText('22.50 JD');
  await page.screenshot({ path: test.info().outputPath('cart-page.png'), fullPage: true });

  // A click on a row removes that line.
  await page.getByRole('row', { name: CART_TEXT.removeLine('مياه معدنية') }).click();
  await expect(lines).toHaveCount(3);
  await expect(page.getByText('مياه معدنية')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('21.50 JD');

  // So does Enter on a focused row.
  await page.getByRole('row', { name: CART_TEXT.removeLine('منسف أردني') }).focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText('17.00 JD');

  // The server agrees.
  const stored = await (await request.get(`/api/v1/cart/${cartId}`)).json();
  expect(stored.data.data.items).toHaveLength(2);
  expect(stored.data.data.total).toBe(17);

  // Complete purchase: the chat opens with the restaurant's number and the itemised order; the stored cart is cleared.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }));
  expect(await storedCartId(page)).toBe(cartId);
  const popupPromise = page.waitForEvent('popup');
  await expect(page.getByRole('button', { name: CART_TEXT.completePurchase }).locator('svg')).toHaveCount(1);
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  const popup = await popupPromise;
  // The order is sent first: the chat window, opened in the click, goes to the chat once it is in.
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const chatUrl = new URL(popup.url());
  expect(chatUrl.origin + chatUrl.pathname).toBe('https://wa.me/962791234567');
  const text = chatUrl.searchParams.get('text') ?? '';
  expect(text).toContain('مقلوبة دجاج × 3 قطعة = 12.00 JD');
  expect(text).toContain('عصير ليمون بالنعناع (كبير) × 2 قطعة = 5.00 JD');
  expect(text).not.toContain('مياه معدنية');
  expect(text).toContain(`${CART_TEXT.orderTotal}: 17.00 JD`);
  await expect(page).toHaveURL(/\/o\/[0-9a-f]{32}$/);
  expect(text).toContain(page.url());
  expect(await storedCartId(page)).toBeNull();
});

test('a restaurant with branches, a cart from no table: the diner says which branch; the order, its chat message and its page name it', async ({ page, request }) => {
  const cartId = await createCart(request, [{ item: menu.itemIds.mansaf, quantity: 1 }]);
  await page.goto(`/cart/${cartId}`);
  const branch = page.getByLabel(CART_TEXT.branchLabel);
  await expect(branch.locator('option')).toHaveText([CART_TEXT.branchPlaceholder, /^الفرع الرئيسي: /, 'عمّان، جبل الحسين، دوار فراس', /إربد/]);
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }));
  let popups = 0;
  page.on('popup', () => popups++);
  // Sent without choosing: said where the choice is, nothing sent, no chat opened.
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  await expect(page.getByRole('alert').filter({ hasText: CART_TEXT.branchRequired })).toBeVisible();
  await expect(branch).toBeFocused();
  await expect(branch).toHaveAttribute('aria-invalid', 'true');
  expect(popups).toBe(0);
  expect((await request.get(`/api/v1/cart/${cartId}`)).status()).toBe(200);
  await page.screenshot({ path: test.info().outputPath('cart-branch-390.png'), fullPage: true });
  // Chosen by keyboard: the warning goes; the order is the branch's.
  await branch.selectOption({ label: 'عمّان، جبل الحسين، دوار فراس' });
  await expect(page.getByText(CART_TEXT.branchRequired)).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(chat.url()).searchParams.get('text')).toContain(DINER_ORDER_TEXT.messageBranch('عمّان، جبل الحسين، دوار فراس'));
  await expect(page).toHaveURL(/\/o\/[0-9a-f]{32}$/);
  await expect(page.getByTestId('order-branch')).toHaveText(DINER_ORDER_TEXT.messageBranch('عمّان، جبل الحسين، دوار فراس'));
  await page.screenshot({ path: test.info().outputPath('order-branch-390.png'), fullPage: true });
});

test('a restaurant without WhatsApp: the order reaches it, the diner is told so (not as an error) and no chat opens', async ({ page, request }) => {
  const noChat = await insertMenuFixture({ whatsapp: '' });
  const cartId = await createCart(request, [{ item: noChat.itemIds.mansaf, quantity: 1 }], noChat.menuId);
  await page.goto(`/cart/${cartId}`);
  const complete = page.getByRole('button', { name: CART_TEXT.completePurchase });
  // No chat app's mark on a button that opens no chat.
  await expect(complete.locator('svg')).toHaveCount(0);
  let popups = 0;
  page.on('popup', () => popups++);
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await complete.click();
  await expect(page).toHaveURL(/\/o\/[0-9a-f]{32}$/);
  const toast = page.getByTestId('toast').filter({ hasText: CART_TEXT.orderSentNoChat });
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveAttribute('role', 'alert');
  expect(popups).toBe(0);
});

test('a step back after ordering leads to the menu; the link of the sent cart says it became the order and leads to it', async ({ page, request }) => {
  const cartId = await createCart(request, [{ item: menu.itemIds.mansaf, quantity: 1 }]);
  await page.goto(`/m/${menu.username}`);
  await page.evaluate(([key, id]) => window.localStorage.setItem(key, id), [`cart:${menu.menuId}`, cartId]);
  await page.goto(`/cart/${cartId}`);
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  await expect(page).toHaveURL(/\/o\/[0-9a-f]{32}$/);
  const orderPath = new URL(page.url()).pathname;
  const number = Number((await page.getByRole('heading', { level: 1 }).innerText()).match(/\d+/)?.[0]);
  expect(number).toBeGreaterThan(0);

  // The cart's page was replaced by the order's: back is the menu, not 'this cart does not exist'.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/m/${menu.username}$`));

  // The cart's link opened again (an old tab, the history list): the order went, and here it is.
  await page.goto(`/cart/${cartId}`);
  await expect(page.getByRole('heading', { level: 1, name: CART_TEXT.sentTitle })).toBeVisible();
  await expect(page.getByText(CART_TEXT.sentBody(number))).toBeVisible();
  await expect(page.getByRole('link', { name: CART_TEXT.backToMenu })).toHaveAttribute('href', `/m/${menu.menuId}`);
  await page.getByRole('link', { name: CART_TEXT.followOrder }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
});

test('ordering while the restaurant is closed by its hours: the diner is told when it opens and can still send', async ({ page, request }) => {
  // The fixture's restaurant opens 09:00–23:00 every day (Asia/Amman, UTC+3). At 03:00 it is closed, at 10:00 open.
  const closed = await insertMenuFixture({ whatsapp: '' });
  const cartId = await createCart(request, [{ item: closed.itemIds.mansaf, quantity: 1 }], closed.menuId);
  await page.clock.setFixedTime(new Date('2025-01-07T10:00:00+03:00'));
  await page.goto(`/cart/${cartId}`);
  const complete = page.getByRole('button', { name: CART_TEXT.completePurchase });
  await expect(complete).toBeVisible();
  await expect(page.getByTestId('cart-closed-now')).toHaveCount(0);

  await page.clock.setFixedTime(new Date('2025-01-07T03:00:00+03:00'));
  await page.reload();
  const notice = page.getByTestId('cart-closed-now');
  await expect(notice).toHaveText(/^المطعم مغلق الآن \(يفتح بعد 6\sساعات\)\. يمكنك إرسال طلبك/);
  await page.screenshot({ path: test.info().outputPath('cart-closed.png'), fullPage: true });
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await complete.click();
  await expect(page).toHaveURL(/\/o\/[0-9a-f]{32}$/);
});

test('the cart page back from a while in the background reads the cart again: a price changed meanwhile shows before sending', async ({ page, request, browser }) => {
  const shop = await insertMenuFixture({ admins: ['owner'], whatsapp: '' });
  const cartId = await createCart(request, [{ item: shop.itemIds.mansaf, quantity: 2 }], shop.menuId);
  await page.clock.install();
  await page.goto(`/cart/${cartId}`);
  await expect(page.getByTestId('cart-total')).toHaveText('9.00 JD');
  await setVisibility(page, 'hidden');
  // Meanwhile the owner raises the price, on their own device.
  const owner = await (await browser.newContext()).newPage();
  await signInAs(owner, 'owner');
  const edit = await owner.request.put(`/api/v1/quickmenu/${shop.menuId}?op=eitem&sectionId=${shop.sectionIds.main}&itemId=${shop.itemIds.mansaf}`, { data: { price: 5 } });
  expect(edit.status()).toBe(200);
  await owner.context().close();
  await page.clock.fastForward('00:31');
  await setVisibility(page, 'visible');
  await expect(page.getByTestId('cart-total')).toHaveText('10.00 JD');
});

test('the owner pauses ordering while a cart is open: the cart says so and keeps its lines; back after ordering resumes, it sends', async ({ page, request, browser }) => {
  const shop = await insertMenuFixture({ admins: ['owner'], whatsapp: '' });
  const cartId = await createCart(request, [{ item: shop.itemIds.mansaf, quantity: 1 }], shop.menuId);
  const owner = await (await browser.newContext()).newPage();
  await signInAs(owner, 'owner');
  const ordering = async (on: boolean) =>
    expect((await owner.request.put(`/api/v1/quickmenu/${shop.menuId}`, { data: { enableBuy: on ? 'enable' : 'disable' } })).status()).toBe(200);

  await ordering(false);
  await page.clock.install();
  await page.goto(`/cart/${cartId}`);
  await expect(page.getByTestId('cart-ordering-paused')).toHaveText(CART_TEXT.orderingPaused);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const complete = page.getByRole('button', { name: CART_TEXT.completePurchase });
  await expect(complete).toBeDisabled();

  await setVisibility(page, 'hidden');
  await ordering(true);
  await owner.context().close();
  await page.clock.fastForward('00:31');
  await setVisibility(page, 'visible');
  await expect(page.getByTestId('cart-ordering-paused')).toHaveCount(0);
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await complete.click();
  await expect(page).toHaveURL(/\/o\/[0-9a-f]{32}$/);
});

test('removing the last line shows the empty cart with a way back to the menu', async ({ page, request }) => {
  const cartId = await createCart(request, [{ item: menu.itemIds.pinned, quantity: 1 }]);
  await page.goto(`/cart/${cartId}`);
  await page.getByRole('row', { name: CART_TEXT.removeLine('مشاوي مشكلة') }).press(' ');
  await expect(page.getByText(CART_TEXT.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: CART_TEXT.completePurchase })).toHaveCount(0);
  await expect(page.getByRole('link', { name: CART_TEXT.backToMenu })).toHaveAttribute('href', `/m/${menu.username}`);
});

test('an unknown cart link shows an Arabic page that says so, with a way home, and stays there', async ({ page }) => {
  // Never a step back into nothing (a cart link opened in a new tab has no page to go back to).
  await page.goto('/terms');
  await page.goto('/cart/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: CART_TEXT.missingTitle })).toBeVisible();
  await expect(page.getByText(CART_TEXT.missingBody)).toBeVisible();
  await expect(page.getByRole('link', { name: CART_TEXT.home })).toHaveAttribute('href', '/');
  await expect(page).toHaveURL(/\/cart\/0123456789abcdef01234567$/);
});
