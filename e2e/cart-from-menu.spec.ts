import { expect, test, type Page } from '@playwright/test';
import { Types } from 'mongoose';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { CART_TEXT } from '../lib/i18n/diner-ar';
import { signInAs } from './support/login';
import { chooseMainBranch } from './support/order-branch';

/**
 * From the public menu to the restaurant's chat at a phone viewport (spec §2, §4 Cart): item popup -> add to cart ->
 * 'go to cart' appears -> the cart page totals the order -> a row click removes a line -> complete purchase opens
 * wa.me with the itemised order and clears the stored cart.
 */

let menu: MenuFixture;

test.beforeAll(async () => {
  // No rating link: the rating prompt (spec §2) would otherwise slide over the bottom of the page mid-test.
  menu = await insertMenuFixture({ googleRateUrl: '' });
});

test.afterAll(async () => {
  await closeTestDb();
});

const storageKey = () => `cart:${menu.menuId}`;
const storedCartId = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), storageKey());

async function addFromPopup(page: Page, title: string, opts: { subItem?: string; quantity?: number } = {}) {
  await page.getByRole('button', { name: title, exact: true }).first().click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  if (opts.subItem) await dialog.getByRole('radio', { name: new RegExp(opts.subItem) }).check();
  if (opts.quantity) await dialog.getByLabel(CART_TEXT.quantity).fill(String(opts.quantity));
  await dialog.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(page.getByTestId('toast').filter({ hasText: CART_TEXT.added }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('add from the menu popup, review the cart, remove a line and complete the purchase on WhatsApp', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  await expect(page.getByRole('button', { name: 'عصير ليمون بالنعناع', exact: true })).toBeVisible();
  await expect(page.getByTestId('go-to-cart')).toHaveCount(0);

  await addFromPopup(page, 'عصير ليمون بالنعناع', { subItem: 'كبير', quantity: 2 });
  await expect(page.getByTestId('go-to-cart')).toBeVisible();
  const cartId = await storedCartId(page);
  expect(cartId).toMatch(/^[0-9a-f]{32}$/);

  // Later adds go to the same cart; the same item and size merge into one line.
  await addFromPopup(page, 'مقلوبة دجاج', { quantity: 3 });
  await addFromPopup(page, 'عصير ليمون بالنعناع', { subItem: 'كبير' });
  expect(await storedCartId(page)).toBe(cartId);
  // The button counts the pieces: 2 + 3 + 1.
  const count = page.getByTestId('go-to-cart-count');
  await expect(count).toHaveText('6');
  // Shown on a phone too, where the button's words are hidden for its icon (not cut to a 1-px box with them).
  expect((await count.boundingBox())?.width).toBeGreaterThan(10);
  await expect(page.getByTestId('go-to-cart')).toHaveAccessibleName(CART_TEXT.goToCartWith(6));

  await page.getByTestId('go-to-cart').click();
  await expect(page).toHaveURL(new RegExp(`/cart/${cartId}$`));
  await expect(page.getByRole('heading', { name: CART_TEXT.title })).toBeVisible();
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('عصير ليمون بالنعناع');
  await expect(lines.nth(0)).toContainText('كبير');
  await expect(lines.nth(0)).toContainText('3 قطعة');
  await expect(lines.nth(0)).toContainText('7.50 JD');
  await expect(lines.nth(1)).toContainText('12.00 JD');
  await expect(page.getByTestId('cart-total')).toHaveText('19.50 JD');

  await lines.nth(0).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('12.00 JD');

  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }));
  const popupPromise = page.waitForEvent('popup');
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  // The order is sent first: the chat window, opened in the click, goes to the chat once it is in.
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const chatUrl = new URL(popup.url());
  expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe('https://wa.me/962791234567');
  const text = chatUrl.searchParams.get('text') ?? '';
  expect(text).toContain('مقلوبة دجاج × 3 قطعة = 12.00 JD');
  expect(text).not.toContain('عصير ليمون');
  expect(text).toContain(`${CART_TEXT.orderTotal}: 12.00 JD`);
  await expect(page).toHaveURL(/\/o\/[0-9a-f]{32}$/);
  expect(text).toContain(`متابعة الطلب: ${page.url()}`);
  await expect(page.getByTestId('order-status')).toHaveText('جديد');
  expect(await storedCartId(page)).toBeNull();
  expect(cartId).toBeTruthy();

  // Back on the menu, the cart button is gone.
  await page.goto(`/m/${menu.menuId}`);
  await expect(page.getByRole('button', { name: 'مقلوبة دجاج', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('go-to-cart')).toHaveCount(0);
});

test('a stored cart the server no longer has is replaced by a new one', async ({ page }) => {
  const stale = new Types.ObjectId().toHexString();
  await page.goto(`/m/${menu.menuId}`);
  await page.evaluate(([key, id]) => window.localStorage.setItem(key, id), [storageKey(), stale]);
  await addFromPopup(page, 'مياه معدنية');
  const id = await storedCartId(page);
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(id).not.toBe(stale);
  const res = await page.request.get(`/api/v1/cart/${id}`);
  const cart = (await res.json()).data.data;
  expect(cart.items.map((l: { item: { title: string }; quantity: number }) => [l.item.title, l.quantity])).toEqual([['مياه معدنية', 1]]);
});

test('the add form refuses a quantity outside 1-99 without calling the server', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  await page.getByRole('button', { name: 'منسف أردني', exact: true }).first().click();
  const dialog = page.getByTestId('item-dialog');
  await dialog.getByLabel(CART_TEXT.quantity).fill('1.5');
  await dialog.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CART_TEXT.quantityInvalid);
  expect(await storedCartId(page)).toBeNull();
});

test('a line sold out since it was added is marked on the cart page; sending says which; without it the order goes', async ({ page, browser }) => {
  const fx = await insertMenuFixture({ googleRateUrl: '', admins: ['owner'] });
  await page.goto(`/m/${fx.menuId}`);
  await addFromPopup(page, 'مقلوبة دجاج');
  await addFromPopup(page, 'منسف أردني');
  // The kitchen runs out of it meanwhile: the owner marks it sold out.
  const owner = await browser.newPage();
  await signInAs(owner, 'owner');
  const marked = await owner.request.put(`/api/v1/quickmenu/${fx.menuId}?op=sitem&sectionId=${fx.sectionIds.main}&itemId=${fx.itemIds.sale20}`, { data: { soldOut: true } });
  expect(marked.ok()).toBe(true);
  await owner.close();

  await page.getByTestId('go-to-cart').click();
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const soldOut = lines.filter({ hasText: 'مقلوبة دجاج' });
  await expect(soldOut.getByTestId('cart-line-unavailable')).toHaveText(CART_TEXT.lineUnavailable.soldOut);
  await expect(lines.filter({ hasText: 'منسف أردني' }).getByTestId('cart-line-unavailable')).toHaveCount(0);
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '«مقلوبة دجاج» نفد حالياً' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\//);

  await soldOut.click();
  await expect(lines).toHaveCount(1);
  // Back on the menu, the button counts what is left.
  await page.goto(`/m/${fx.menuId}`);
  await expect(page.getByTestId('go-to-cart-count')).toHaveText('1');
  await page.getByTestId('go-to-cart').click();
  await expect(lines).toHaveCount(1);
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }));
  const popup = page.waitForEvent('popup');
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  await (await popup).waitForURL(/^https:\/\/wa\.me\//);
  await expect(page).toHaveURL(/\/o\/[0-9a-f]{32}$/);
});
