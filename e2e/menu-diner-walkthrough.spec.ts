/**
 * What a new diner tripped over at a phone's width (390×844), each checked as the diner sees it: a skipped required
 * option says so where the eye is, a paused restaurant says so at the table, the search box has one ✕,
 * a link to no menu leads somewhere, and an English browser's first visit opens the English page. Pictures of each screen at 390, 1024 and 1280 px land in the test's output folder.
 */
import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { CART_TEXT, DINER_ORDER_TEXT, MENU_TEXT, TABLE_TEXT } from '../lib/i18n/diner-ar';
import { signInAs } from './support/login';
import { chooseMainBranch } from './support/order-branch';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.223.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });
test.afterAll(() => closeTestDb());

let fx: MenuFixture;

const edit = (page: Page, op: string | undefined, ids: Record<string, string>, body: unknown) =>
  page.request.put(`/api/v1/quickmenu/${fx.menuId}?${new URLSearchParams({ ...(op ? { op } : {}), ...ids })}`, { data: body });

const WIDTHS = [390, 1024, 1280];
async function pictures(page: Page, name: string) {
  const first = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 1024 ? 768 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(first);
}

test.beforeAll(async ({ browser }) => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
  const page = await browser.newPage();
  await signInAs(page, 'owner');
  // The required group comes first and three more follow: the popup is taller than the phone's screen.
  const extras = (title: string) => ({ title, min: 0, max: 3, options: ['أ', 'ب', 'ج', 'د'].map((t, i) => ({ title: `${title} ${t}`, price: 0.25 * (i + 1) })) });
  const res = await edit(page, 'pitem', { sectionId: fx.sectionIds.main }, {
    title: 'برغر اللحم',
    itemname: 'beef-burger',
    description: 'خبز بريوش',
    price: 4,
    pin: true,
    show: { type: 'small-image' },
    optionGroups: [{ title: 'الحجم', min: 1, max: 1, options: [{ title: 'عادي', price: 0 }, { title: 'دبل', price: 1.5 }] }, extras('صوص'), extras('خضار'), extras('إضافات')],
  });
  expect(res.ok()).toBe(true);
  await page.close();
});

test('a required option skipped on a phone: pressing add shows why, in view, at the group to choose from', async ({ page }) => {
  await page.goto(`/m/${fx.menuId}`);
  await page.getByTestId('menu-item').filter({ hasText: 'برغر اللحم' }).getByRole('button', { name: 'برغر اللحم' }).click();
  const dialog = page.getByTestId('item-dialog');
  const add = dialog.getByRole('button', { name: CART_TEXT.addToCart });
  await add.scrollIntoViewIfNeeded();
  await add.click();
  const alert = dialog.getByRole('alert').filter({ hasText: CART_TEXT.optionsMissing('الحجم') });
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport({ ratio: 1 });
  const size = dialog.getByTestId('option-group').first();
  await expect(size.getByRole('radio').first()).toBeFocused();
  await expect(size.getByRole('radio').first()).toBeInViewport();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('option-missing-390.png') });
  // Chosen: the error goes and the line is added.
  await size.getByLabel('دبل').check();
  await expect(alert).toHaveCount(0);
  await add.click();
  await expect(page.getByTestId('toast').filter({ hasText: CART_TEXT.added })).toBeVisible();
});

test('ordering paused: the diner at the table reads so where the call and bill buttons were', async ({ page, browser }) => {
  const owner = await browser.newPage();
  await signInAs(owner, 'owner');
  const tables = await owner.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { from: 1, to: 2 } });
  expect(tables.ok()).toBe(true);
  const tableId = (await tables.json()).data.data.tables[0]._id as string;
  // An order sent from the table before the pause: its status page is where the diner looks next.
  const cart = await page.request.post('/api/v1/cart', { data: { menu: fx.menuId, items: [{ item: fx.itemIds.mansaf, quantity: 1 }], table: tableId } });
  const placed = await page.request.post('/api/v1/diner-orders', { data: { cart: (await cart.json()).data.data._id } });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).data.data.order._id as string;
  expect((await edit(owner, undefined, {}, { enableBuy: 'disable' })).ok()).toBe(true);
  await owner.close();

  await page.goto(`/m/${fx.username}?table=${tableId}`);
  await expect(page.getByTestId('table-badge')).toHaveText('طاولة 1');
  await expect(page.getByText(TABLE_TEXT.orderingPaused)).toBeVisible();
  await expect(page.getByText(TABLE_TEXT.orderingPaused)).toBeInViewport();
  await pictures(page, 'table-paused');

  await page.goto(`/o/${orderId}`);
  await expect(page.getByText(TABLE_TEXT.orderingPaused)).toBeVisible();
  await expect(page.getByRole('button', { name: DINER_ORDER_TEXT.callWaiter })).toHaveCount(0);
  await pictures(page, 'order-page-paused');
});

test('the search box has one ✕ (ours): the browser’s own clear button is hidden', async ({ page }) => {
  await page.goto(`/m/${fx.menuId}`);
  await page.getByTestId('menu-search-open').click();
  const input = page.getByRole('searchbox', { name: MENU_TEXT.searchLabel });
  await input.fill('منسف');
  await expect(page.getByRole('button', { name: MENU_TEXT.closeSearch })).toBeVisible();
  // Chromium draws its own clear button in a search field holding text, unless a rule of the page hides it (its
  // computed style cannot be read through getComputedStyle): look for the page's rule that applies to this field.
  const hidden = await input.evaluate((el) =>
    Array.from(document.styleSheets).some((sheet) =>
      Array.from(sheet.cssRules).some((rule) => {
        if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes('::-webkit-search-cancel-button')) return false;
        const owner = rule.selectorText.replace(/::-webkit-search-cancel-button/g, '');
        return el.matches(owner) && rule.style.display === 'none';
      }),
    ),
  );
  expect(hidden).toBe(true);
  await pictures(page, 'search');
});

test('a link to no menu says so and leads to the home page', async ({ page }) => {
  const res = await page.goto('/m/doesnotexist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: MENU_TEXT.notFoundTitle })).toBeVisible();
  const home = page.getByRole('link', { name: MENU_TEXT.notFoundHome });
  await expect(home).toBeVisible();
  await pictures(page, 'not-found');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('a browser that asks for English first opens a menu that offers English in English; then the diner’s choice sticks', async ({ browser }) => {
  const html = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  const english = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await english.newPage();
  await page.goto('/m/zaytoon?table=x');
  await expect(page).toHaveURL(/\/m\/zaytoon\?table=x&lang=en$/);
  expect(await html(page)).toEqual(['en', 'ltr']);
  await expect(page.getByRole('heading', { level: 1, name: 'Beit Al Zaytoon' })).toBeVisible();
  // The diner picks Arabic: the plain link opens Arabic from then on, whatever the browser asks for.
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/lang=ar$/);
  await page.goto('/m/zaytoon');
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم بيت الزيتون' })).toBeVisible();
  expect(page.url()).toMatch(/\/m\/zaytoon$/);
  expect(await html(page)).toEqual(['ar', 'rtl']);
  await english.close();

  // An Arabic browser (the project's locale) stays on the Arabic page.
  const arabic = await browser.newContext({ locale: 'ar-JO', viewport: { width: 390, height: 844 } });
  const ar = await arabic.newPage();
  await ar.goto('/m/zaytoon');
  await expect(ar.getByRole('heading', { level: 1, name: 'مطعم بيت الزيتون' })).toBeVisible();
  expect(ar.url()).toMatch(/\/m\/zaytoon$/);
  await arabic.close();
});

test('sold out while the cart is open: sending marks the line at the moment it says so, not seconds later', async ({ page, browser }) => {
  const menu = await insertMenuFixture({ googleRateUrl: '', admins: ['owner'] });
  const cart = await page.request.post('/api/v1/cart', { data: { menu: menu.menuId, items: [{ item: menu.itemIds.sale20, quantity: 1 }, { item: menu.itemIds.mansaf, quantity: 1 }] } });
  const cartId = (await cart.json()).data.data._id as string;
  await page.goto(`/cart/${cartId}`);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const maqluba = lines.filter({ hasText: 'مقلوبة دجاج' });
  await expect(maqluba.getByTestId('cart-line-unavailable')).toHaveCount(0);
  // The kitchen runs out of it while the cart is on the diner's screen.
  const owner = await browser.newPage();
  await signInAs(owner, 'owner');
  const marked = await owner.request.put(`/api/v1/quickmenu/${menu.menuId}?op=sitem&sectionId=${menu.sectionIds.main}&itemId=${menu.itemIds.sale20}`, { data: { soldOut: true } });
  expect(marked.ok()).toBe(true);
  await owner.close();

  await chooseMainBranch(page);
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '«مقلوبة دجاج» نفد حالياً' })).toBeVisible();
  // Read at once, without waiting: the line says it too when the toast does.
  expect(await maqluba.getByTestId('cart-line-unavailable').count()).toBe(1);
  await expect(maqluba.getByTestId('cart-line-unavailable')).toHaveText(CART_TEXT.lineUnavailable.soldOut);
  await page.screenshot({ path: test.info().outputPath('cart-sold-out-390.png') });
});
