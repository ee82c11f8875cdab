/**
 * An edit shows on the items screen as soon as the server answers it: the answer carries the sections the edit touched,
 * and the screen lays them over its menu before the whole menu is read again. Here the read-again is held back, so
 * only the edit's own answer can put the sold-out mark on the item's row.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_ITEMS_TEXT } from '../lib/i18n/ar';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';
import { openOwnersScreen } from './support/admin-screen';

test.afterAll(() => closeTestDb());

test('marking an item sold out shows on its row with the notice, before the menu is read again', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: ['owner'] });
  await openOwnersScreen(page, fx.menuId, 'items');
  const row = page.locator(`[data-testid="admin-item"][data-item-id="${fx.itemIds.sale20}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('admin-item-unavailable')).toHaveCount(0);

  // From now on the menu's re-read waits until the test lets it go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let rereads = 0;
  await page.route(`**/api/v1/quickmenu/${fx.menuId}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    rereads++;
    await held;
    await route.fallback();
  });

  await row.getByRole('button', { name: ADMIN_ITEMS_TEXT.open('مقلوبة دجاج') }).click();
  const panel = page.getByTestId('item-edit-panel');
  await panel.getByTestId('sold-out-form').getByRole('button', { name: ADMIN_ITEMS_TEXT.markSoldOut }).click();
  await expect(page.getByText(ADMIN_ITEMS_TEXT.soldOutOn).first()).toBeVisible();
  await expect(panel.getByTestId('item-sold-out-state')).not.toHaveText(ADMIN_ITEMS_TEXT.soldOutStateOff);
  await expect(row.getByTestId('admin-item-unavailable')).toBeVisible();
  // The re-read was asked for and is still held: the mark came from the edit's answer.
  await expect.poll(() => rereads).toBeGreaterThan(0);
  release();
});
