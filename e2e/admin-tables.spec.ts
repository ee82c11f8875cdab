import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { expectNoAxeViolations } from './support/axe';
import { CART_TEXT, MENU_TEXT, TABLE_TEXT } from '../lib/i18n/diner-ar';
import { COMMON_TEXT } from '../lib/i18n/common-ar';
import { ORDERING_OFF_TEXT, PUBLIC_INFO_TEXT } from '../lib/i18n/ar';

/**
 * Tables: the owner adds a numbered range and renames one at 1280 px; a diner opens a table's link at
 * 390 px, sees 'طاولة N' on the (cached) menu page, orders, and the cart page and the chat message name the table.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.20' } });

let fx: MenuFixture;

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '' });
});
test.afterAll(closeTestDb);

test('the owner adds tables; a diner orders from table 2 and the order names it', async ({ page, browser }) => {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/tables`);
  await expect(page.locator('#admin-screen-tables')).toBeVisible();
  await expect(page.getByText(TABLE_TEXT.empty)).toBeVisible();

  // A range in the wrong order is refused in the form, in Arabic; then 1 to 4.
  const range = page.locator('#table-range');
  await range.getByLabel(TABLE_TEXT.from).fill('5');
  await range.getByLabel(TABLE_TEXT.to).fill('2');
  await range.getByRole('button', { name: TABLE_TEXT.createRange }).click();
  await expect(range.getByText('رقم آخر طاولة يجب ألا يكون أصغر من رقم أول طاولة')).toBeVisible();
  await range.getByLabel(TABLE_TEXT.from).fill('1');
  await range.getByLabel(TABLE_TEXT.to).fill('4');
  await range.getByRole('button', { name: TABLE_TEXT.createRange }).click();
  const rows = page.getByTestId('table-list').locator('li');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('طاولة 2');

  // One more by name; a name the menu has is refused with the server's Arabic message.
  const one = page.locator('#table-create');
  await one.getByLabel(TABLE_TEXT.name).fill('3');
  await one.getByRole('button', { name: TABLE_TEXT.create }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'توجد في المنيو طاولة باسم «3»' })).toBeVisible();
  await one.getByLabel(TABLE_TEXT.name).fill('الحديقة');
  await one.getByRole('button', { name: TABLE_TEXT.create }).click();
  await expect(rows).toHaveCount(5);

  // Rename table 4 in place.
  await rows.nth(3).getByRole('button', { name: TABLE_TEXT.editTitle('4') }).click();
  const edit = page.locator('#table-edit');
  await edit.getByLabel(TABLE_TEXT.name).fill('4 VIP');
  await edit.getByRole('button', { name: TABLE_TEXT.save }).click();
  await expect(rows.nth(3)).toContainText('طاولة 4 VIP');
  await expect(page.locator('#table-cards')).toHaveAttribute('href', `/api/v1/quickmenu/${fx.menuId}/qr/cards?tables=all`);
  await page.screenshot({ path: test.info().outputPath('tables-1280.png'), fullPage: true });
  const tableId = await rows.nth(1).getAttribute('data-table-id');

  // The diner at table 2.
  const diner = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.21' },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const phone = await diner.newPage();
  await phone.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }));
  await phone.goto(`/m/${fx.username}?table=${tableId}`);
  await expect(phone.getByTestId('table-badge')).toHaveText('طاولة 2');
  await phone.screenshot({ path: test.info().outputPath('table-badge-390.png') });
  // The menu shared from the table (copied here: this browser has no share sheet) is the menu, not table 2: a friend
  // who opens it elsewhere does not call table 2's waiter.
  expect(await phone.evaluate(() => typeof navigator.share)).toBe('undefined');
  await phone.getByTestId('share').click();
  await expect(phone.getByTestId('toast').filter({ hasText: MENU_TEXT.linkCopied })).toBeVisible();
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/m/${fx.username}$`));
  await phone.getByRole('button', { name: 'مياه معدنية', exact: true }).first().click();
  const dialog = phone.getByTestId('item-dialog');
  await dialog.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(dialog).toBeHidden();
  await phone.getByTestId('go-to-cart').first().click();
  await expect(phone.getByTestId('cart-table')).toHaveText('الطلب من طاولة 2');
  const popupPromise = phone.waitForEvent('popup');
  await phone.getByRole('button', { name: CART_TEXT.completePurchase }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  expect(text.split('\n').slice(0, 3)).toEqual([CART_TEXT.orderGreeting, 'طلب رقم 1', 'الطلب من طاولة 2']);

  // The owner deletes table 1: the question says what becomes of its printed code.
  await rows.nth(0).getByRole('button', { name: COMMON_TEXT.deleteNamed('طاولة 1') }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(TABLE_TEXT.confirmDelete('1'));
  await question.getByRole('button', { name: COMMON_TEXT.yes }).click();
  await expect(rows).toHaveCount(4);

  // A link naming no table of this menu (that old code) shows no badge and asks which table; the choice is kept.
  await phone.goto(`/m/${fx.username}?table=0123456789abcdef01234567`);
  await expect(phone.getByRole('button', { name: 'مياه معدنية', exact: true }).first()).toBeVisible();
  await expect(phone.getByTestId('table-badge')).toHaveCount(0);
  const pick = phone.getByTestId('table-pick');
  await expect(pick).toContainText(TABLE_TEXT.unknownLink);
  await phone.screenshot({ path: test.info().outputPath('table-pick-390.png') });
  await expectNoAxeViolations(phone, '[data-testid="table-pick"]');
  await pick.getByRole('combobox').selectOption({ label: 'طاولة الحديقة' });
  await expect(phone.getByTestId('table-badge')).toHaveText('طاولة الحديقة');
  await expect(pick).toHaveCount(0);
  // Kept in the address: a reload is still at that table.
  await phone.reload();
  await expect(phone.getByTestId('table-badge')).toHaveText('طاولة الحديقة');
  await phone.getByRole('button', { name: 'مياه معدنية', exact: true }).first().click();
  await dialog.getByRole('button', { name: CART_TEXT.addToCart }).click();
  await expect(dialog).toBeHidden();
  await phone.getByTestId('go-to-cart').first().click();
  await expect(phone.getByTestId('cart-table')).toHaveText('الطلب من طاولة الحديقة');
  await diner.close();
});

test('tables and orders say when the menu does not sell and turn it on there; the order screen pauses it; below plan 1 the provider', async ({ page }) => {
  const off = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '', settings: { doMenuPurchase: false } });
  const free = await insertMenuFixture({ admins: ['owner'], googleRateUrl: '', plan: 0 });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');

  await page.goto(`/m/${off.menuId}/admin/tables`);
  const notice = page.getByTestId('ordering-off');
  await expect(notice).toContainText(ORDERING_OFF_TEXT.off);
  await page.goto(`/m/${off.menuId}/admin/orders`);
  await expect(notice).toContainText(ORDERING_OFF_TEXT.off);
  await expect(page.getByRole('button', { name: ORDERING_OFF_TEXT.pause })).toHaveCount(0);
  // Turned on where the orders arrive: the notice goes, the diners' menu has its cart again.
  await notice.getByRole('button', { name: ORDERING_OFF_TEXT.turnOn }).click();
  await expect(notice).toHaveCount(0);
  // The public page as served (from the rendered-page store): whether it sells, as its data tells its scripts.
  const dinerAdds = async () => /\\"purchase\\":true/.test(await (await page.request.get(`/m/${off.username}`)).text());
  await expect.poll(dinerAdds).toBe(true);
  await page.goto(`/m/${off.menuId}/admin/publicInfo`);
  await expect(page.getByLabel(PUBLIC_INFO_TEXT.enableBuy)).toHaveValue('enable');

  // Paused from the order screen (a busy kitchen): asked first, then the notice is back and the cart gone.
  await page.goto(`/m/${off.menuId}/admin/orders`);
  await page.getByRole('button', { name: ORDERING_OFF_TEXT.pause }).click();
  await page.getByRole('dialog').getByRole('button', { name: ORDERING_OFF_TEXT.pause }).click();
  await expect(notice).toContainText(ORDERING_OFF_TEXT.off);
  await expect.poll(dinerAdds).toBe(false);

  await page.goto(`/m/${free.menuId}/admin/tables`);
  await expect(notice).toContainText(ORDERING_OFF_TEXT.needsPlan);
  await expect(notice.getByTestId('provider-contact').getByRole('link')).toHaveCount(3);

  // A menu that sells: no notice.
  await page.goto(`/m/${fx.menuId}/admin/tables`);
  await expect(page.locator('#admin-screen-tables')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
