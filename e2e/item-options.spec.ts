/**
 * In the browser: at a phone's width a diner chooses a required sauce and two extras, sees the price follow,
 * adds the line and finds the options in the cart and in the chat message; an item outside its hours shows when it is
 * available, cannot be added, and becomes available on the minute without a reload; at a desktop's width the owner
 * adds an option group in the item's panel and the diner's popup shows it.
 */
import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES } from '../lib/i18n/ar';
import { CART_TEXT } from '../lib/i18n/diner-ar';
import { signInAs } from './support/login';
import { chooseMainBranch } from './support/order-branch';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.222.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });
test.afterAll(() => closeTestDb());

let fx: MenuFixture;

const edit = (page: Page, op: string, ids: Record<string, string>, body: unknown) =>
  page.request.put(`/api/v1/quickmenu/${fx.menuId}?${new URLSearchParams({ op, ...ids })}`, { data: body });

test.beforeAll(async ({ browser }) => {
  fx = await insertMenuFixture({ admins: ['owner'] });
  const page = await browser.newPage();
  await signInAs(page, 'owner');
  const res = await edit(page, 'pitem', { sectionId: fx.sectionIds.main }, {
    title: 'شاورما دجاج',
    itemname: 'shawarma',
    description: 'خبز صاج',
    price: 2.5,
    pin: false,
    show: { type: 'small-image' },
    optionGroups: [
      { title: 'الصوص', min: 1, max: 1, options: [{ title: 'ثوم', price: 0 }, { title: 'حار', price: 0.25 }] },
      { title: 'إضافات', min: 0, max: 2, options: [{ title: 'جبنة', price: 0.5 }, { title: 'فطر', price: 0.75 }, { title: 'زيتون', price: 0.3 }] },
    ],
  });
  expect(res.ok()).toBe(true);
  // Breakfast hours on the drinks' water: every day 07:00–11:30 in Amman.
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  expect((await edit(page, 'eitem', { sectionId: fx.sectionIds.drinks, itemId: fx.itemIds.water }, { availability: [{ days, start: '07:00', end: '11:30' }] })).ok()).toBe(true);
  await page.close();
});

test('a diner chooses a required sauce and two extras, sees the price follow, and finds them in the cart and the chat message', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/m/${fx.menuId}`);
  await page.getByTestId('menu-item').filter({ hasText: 'شاورما دجاج' }).getByRole('button', { name: 'شاورما دجاج' }).click();
  const dialog = page.getByTestId('item-dialog');
  const groups = dialog.getByTestId('option-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toContainText(CART_TEXT.optionRequired);
  await expect(groups.nth(1)).toContainText('اختر 2 كحد أقصى');
  const add = dialog.getByRole('button', { name: CART_TEXT.addToCart });
  const missing = dialog.getByTestId('options-missing');
  await expect(missing).toHaveText(CART_TEXT.optionsMissing('الصوص'));
  await expect(missing).not.toHaveAttribute('role', 'alert');
  await expect(dialog.getByTestId('line-price')).toHaveText('2.50 JD');
  // 'add to cart' stays in the Tab order (a disabled button is skipped, its reason with it): pressed too early, from
  // the keyboard, it adds nothing, says why as an error and takes the focus to the sauce.
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(missing).toHaveAttribute('role', 'alert');
  await expect(groups.nth(0).getByRole('radio').first()).toBeFocused();
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await groups.nth(0).getByLabel('حار').check();
  await expect(dialog.getByTestId('line-price')).toHaveText('2.75 JD');
  await expect(missing).toHaveCount(0);
  await groups.nth(1).getByLabel('جبنة').check();
  await groups.nth(1).getByLabel('فطر').check();
  await expect(dialog.getByTestId('line-price')).toHaveText('4.00 JD');
  // The group is full: the third extra cannot be ticked.
  await expect(groups.nth(1).getByLabel('زيتون')).toBeDisabled();
  // Typed on an Arabic keyboard ('٢' is 2): a number field once dropped it.
  await dialog.getByLabel(CART_TEXT.quantity).clear();
  await dialog.getByLabel(CART_TEXT.quantity).pressSequentially('٢');
  await expect(dialog.getByTestId('line-price')).toHaveText('8.00 JD');
  await page.screenshot({ path: test.info().outputPath('options-popup-390.png') });
  await add.click();
  await expect(page.getByTestId('toast').filter({ hasText: CART_TEXT.added })).toBeVisible();

  const cartId = await page.evaluate((key) => window.localStorage.getItem(key), `cart:${fx.menuId}`);
  await page.goto(`/cart/${cartId}`);
  const line = page.getByTestId('cart-line').filter({ hasText: 'شاورما دجاج' });
  await expect(line.getByTestId('cart-line-options')).toHaveText('حار، جبنة، فطر');
  await expect(line).toContainText('8.00 JD');

  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }));
  const popupPromise = page.waitForEvent('popup');
  await chooseMainBranch(page); // the fixture restaurant has branches, this cart no table
  await page.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  expect(text).toContain('شاورما دجاج');
  expect(text).toContain('حار، جبنة، فطر');
  expect(text).toContain('8.00 JD');
});

test('an item outside its hours says when it is available, cannot be added, and turns available on the minute', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Thursday 06:59 in Amman (UTC+3), whatever the device's zone.
  await page.clock.install({ time: new Date('2026-11-19T06:59:00+03:00') });
  await page.goto(`/m/${fx.menuId}`);
  const water = page.getByTestId('menu-item').filter({ hasText: 'مياه معدنية' });
  await expect(water).toHaveAttribute('data-unavailable', 'true');
  await expect(water).toContainText('متوفر من 07:00');
  await water.getByRole('button', { name: 'مياه معدنية' }).click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog.getByTestId('item-unavailable')).toHaveText('متوفر من 07:00');
  await expect(dialog.getByRole('button', { name: CART_TEXT.addToCart })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.clock.fastForward('02:00');
  await expect(water).not.toHaveAttribute('data-unavailable', /.*/);
  await expect(water).not.toContainText('متوفر من');
  await water.getByRole('button', { name: 'مياه معدنية' }).click();
  await expect(dialog.getByRole('button', { name: CART_TEXT.addToCart })).toBeVisible();
  await page.keyboard.press('Escape');

  // After 11:30 it says tomorrow.
  await page.clock.fastForward('04:32:00');
  await expect(water).toContainText('متوفر غداً من 07:00');
});

test('the owner adds an option group in the item’s panel at desktop width; the diner’s popup shows it', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/items`);
  await page.getByRole('button', { name: ADMIN_ITEMS_TEXT.open('منسف أردني') }).click();
  const panel = page.getByTestId('item-edit-panel');
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.addOptionGroup }).click();
  const group = panel.getByTestId('option-group-fields').first();
  await group.getByLabel(ADMIN_ITEMS_TEXT.optionGroupTitle, { exact: true }).fill('حجم الطبق');
  await group.getByLabel(ADMIN_ITEMS_TEXT.optionMin).fill('1');
  await group.getByLabel(ADMIN_ITEMS_TEXT.optionMax).fill('1');
  await group.getByTestId('option-row').first().getByLabel(ADMIN_ITEMS_TEXT.optionTitle, { exact: true }).fill('عادي');
  await group.getByRole('button', { name: ADMIN_ITEMS_TEXT.addOption }).click();
  const second = group.getByTestId('option-row').nth(1);
  await expect(second.getByLabel(ADMIN_ITEMS_TEXT.optionTitle, { exact: true })).toBeFocused();
  await second.getByLabel(ADMIN_ITEMS_TEXT.optionTitle, { exact: true }).fill('عائلي');
  await second.getByLabel(ADMIN_ITEMS_TEXT.optionPrice, { exact: true }).fill('6');
  // A maximum above the number of options is refused in the form, in Arabic, before anything is sent.
  await group.getByLabel(ADMIN_ITEMS_TEXT.optionMax).fill('3');
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();
  await expect(panel.getByText('الحد الأقصى يجب ألا يتجاوز عدد الخيارات')).toBeVisible();
  await group.getByLabel(ADMIN_ITEMS_TEXT.optionMax).fill('1');
  await page.screenshot({ path: test.info().outputPath('owner-option-group-1280.png') });
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();
  await expect(panel.getByTestId('item-panel-status')).toHaveText(ADMIN_NOTICES.edited);

  // The family size sold out for two hours: the panel says until when.
  const soldOut = panel.getByTestId('sold-out-form');
  await soldOut.getByLabel(ADMIN_ITEMS_TEXT.soldOutWhat).selectOption({ label: 'حجم الطبق: عائلي' });
  await soldOut.getByLabel(ADMIN_ITEMS_TEXT.soldOutFor).selectOption({ label: ADMIN_ITEMS_TEXT.soldOutHours });
  await soldOut.getByLabel(ADMIN_ITEMS_TEXT.soldOutHoursCount).fill('2');
  await soldOut.getByRole('button', { name: ADMIN_ITEMS_TEXT.markSoldOut }).click();
  // The toast names the option, not the item (which stays available).
  await expect(page.getByTestId('toast').filter({ hasText: ADMIN_ITEMS_TEXT.optionSoldOutOn('عائلي') })).toBeVisible();
  await expect(panel.getByTestId('option-sold-out-state')).toContainText(/«عائلي» نفد حتى \d{1,2}\/\d{1,2} \d{2}:\d{2}،/);
  await expect(panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.markOptionAvailable('عائلي') })).toBeVisible();

  const diner = await browser.newPage();
  await diner.goto(`/m/${fx.menuId}`);
  await diner.getByTestId('menu-item').filter({ hasText: 'منسف أردني' }).getByRole('button', { name: 'منسف أردني' }).click();
  const popupGroup = diner.getByTestId('item-dialog').getByTestId('option-group');
  await expect(popupGroup).toContainText('حجم الطبق');
  await expect(popupGroup).toContainText(CART_TEXT.optionRequired);
  await expect(popupGroup.getByRole('radio')).toHaveCount(2);
  await expect(popupGroup).toContainText('+6.00 JD');
  await expect(popupGroup.getByRole('radio', { name: /عائلي/ })).toBeDisabled();
  await expect(popupGroup.getByRole('radio', { name: /عادي/ })).toBeEnabled();
  await diner.close();

  // A similar dish from this one: 'copy as a new item' fills the add form (options included, none sold out, a free
  // unique name), and the title takes the focus to be renamed.
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.copyAsNew }).click();
  await expect(panel).toBeHidden();
  const add = page.getByTestId('add-item-form');
  const title = add.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true });
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('منسف أردني');
  await expect(add.getByTestId('item-copy-note')).toHaveText(ADMIN_ITEMS_TEXT.copyOf('منسف أردني'));
  await expect(add.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true })).toHaveValue('منسف أردني');
  await expect(add.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true })).toHaveValue('4.5');
  await expect(add.getByTestId('option-row')).toHaveCount(2);
  await title.fill('منسف صغير');
  await expect(add.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true })).toHaveValue('منسف صغير');
  await add.getByRole('button', { name: ADMIN_ITEMS_TEXT.add, exact: true }).click();
  await expect(page.locator('[data-itemname="منسف صغير"]')).toContainText('منسف صغير');
  await expect(add.getByTestId('item-copy-note')).toHaveCount(0);
  await expect(title).toHaveValue('');
  const stored = (await (await page.request.get(`/api/v1/quickmenu/${fx.menuId}`)).json()).data.data;
  type StoredItem = { title: string; optionGroups: { _id: string; options: { _id: string; title: string; soldOut?: boolean }[] }[] };
  const items = (stored.sections as { items: StoredItem[] }[]).flatMap((sec) => sec.items);
  const [original, copied] = ['منسف أردني', 'منسف صغير'].map((t) => items.find((i) => i.title === t));
  expect(copied?.optionGroups[0].options.map((o) => [o.title, Boolean(o.soldOut)])).toEqual([['عادي', false], ['عائلي', false]]);
  expect(copied?.optionGroups[0]._id).not.toBe(original?.optionGroups[0]._id);
  expect(original?.optionGroups[0].options[1].soldOut).toBe(true);
});
