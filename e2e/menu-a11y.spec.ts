/**
 * Accessibility of what a diner sees, at a phone viewport: axe-core on the public menu (with its item popup and side
 * menu open), the demo menu, a deactivated and a missing menu, and the cart with items. 0 violations expected.
 */
import { expect, test } from '@playwright/test';
import { Types } from 'mongoose';
import { CART_TEXT, MENU_TEXT } from '../lib/i18n/diner-ar';
import { closeTestDb, insertMenuFixture, storeFixtureImages, type MenuFixture } from '../tests/support/menu-fixture';
import { expectNoAxeViolations } from './support/axe';
import { answerRatingPromptLater, shownRatingPrompt } from './support/rating-prompt';

let menu: MenuFixture;
let inactive: MenuFixture;

test.beforeAll(async () => {
  const images = await storeFixtureImages(4);
  menu = await insertMenuFixture({ images });
  inactive = await insertMenuFixture({ active: false });
});
test.afterAll(closeTestDb);

test('the public menu has no axe violations, nor its item popup and side menu', async ({ page }) => {
  await page.goto(`/m/${menu.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'منسف أردني', exact: true }).first().click();
  await expect(page.getByTestId('item-dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  // Its close button says it closes the popup ('إغلاق'), not the menu (the side menu's 'إغلاق القائمة').
  await expect(page.getByTestId('item-dialog').getByRole('button', { name: MENU_TEXT.closeDialog, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('item-dialog')).toBeHidden();

  await page.getByRole('button', { name: MENU_TEXT.openMenu }).click();
  await expect(page.getByRole('button', { name: MENU_TEXT.closeMenu }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the demo menu, a deactivated menu and a missing menu have no axe violations', async ({ page }) => {
  // A long journey with axe on each state: up to 48 s on a slow 2-core machine, against the 60 s default.
  test.setTimeout(120_000);
  await page.goto('/m/zaytoon');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The rating prompt slides in a little after the page opens (the demo restaurant has a rating link): the page with
  // it once it is in place, then without it once answered (not while it may be arriving).
  const prompt = await shownRatingPrompt(page);
  await expectNoAxeViolations(page);
  await answerRatingPromptLater(prompt, MENU_TEXT.later);
  await expectNoAxeViolations(page);
  await page.goto(`/m/${inactive.menuId}`);
  await expect(page.getByText(MENU_TEXT.inactiveTitle)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/m/${new Types.ObjectId().toHexString()}`);
  await expect(page.getByText(MENU_TEXT.notFoundTitle).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the cart with items has no axe violations', async ({ page }) => {
  const res = await page.request.post('/api/v1/cart', {
    data: { menu: menu.menuId, items: [{ item: menu.itemIds.mansaf, subItem: null, quantity: 2 }, { item: menu.itemIds.withSubItems, subItem: 1, quantity: 1 }] },
  });
  expect(res.status()).toBeLessThan(300);
  const cartId = (await res.json()).data.data._id as string;
  await page.goto(`/cart/${cartId}`);
  await expect(page.getByRole('heading', { name: CART_TEXT.title })).toBeVisible();
  await expect(page.getByText('منسف أردني')).toBeVisible();
  await expectNoAxeViolations(page);
});
