/**
 * The owner's admin: bulk add across two sections lands each row in its own section on the public menu,
 * and an owner fixes a misfiled item by moving it from its edit panel — at a phone (390 px) and a desktop (1280 px)
 * width. Each test edits its own menu (the demo owner is made its admin).
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES } from '../lib/i18n/ar';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { openOwnersScreen } from './support/admin-screen';

const OWNER = { username: 'owner' };
const MAIN = 'الأطباق الرئيسية';
const DRINKS = 'المشروبات';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.252.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });
test.afterAll(() => closeTestDb());

const openItems = (page: Page, fx: MenuFixture) => openOwnersScreen(page, fx.menuId, 'items');

/** The titles of the items a diner sees in one section of the public menu. */
async function publicSectionTitles(page: Page, fx: MenuFixture, sectionId: string) {
  await page.goto(`/m/${fx.menuId}`);
  return page.locator(`[data-testid="menu-section"][data-section-id="${sectionId}"] [data-testid="menu-item"]`).allTextContents();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('bulk add across two sections: each queued row keeps, shows and lands in its own section', async ({ page }) => {
      const fx = await insertMenuFixture({ admins: [OWNER.username] });
      await openItems(page, fx);
      const bulk = page.getByTestId('bulk-add');
      const queue = async (section: string, title: string, itemname: string) => {
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.section, { exact: true }).selectOption({ label: section });
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true }).fill(title);
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true }).fill(itemname);
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.description, { exact: true }).fill(`${title} طازج`);
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).fill('2');
        await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueAdd }).click();
      };
      await queue(MAIN, 'شاورما عربي', 'shawarma-w');
      await queue(DRINKS, 'عصير برتقال', 'orange-w');
      await queue(MAIN, 'كبة مقلية', 'kubbeh-w');
      // The selector now shows the main dishes again; switching it to drinks changes no queued row.
      await bulk.getByLabel(ADMIN_ITEMS_TEXT.section, { exact: true }).selectOption({ label: DRINKS });
      const rows = bulk.getByTestId('bulk-row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0).getByTestId('bulk-row-section')).toHaveText(ADMIN_ITEMS_TEXT.queueRowSection(MAIN));
      await expect(rows.nth(1).getByTestId('bulk-row-section')).toHaveText(ADMIN_ITEMS_TEXT.queueRowSection(DRINKS));
      await expect(rows.nth(2).getByTestId('bulk-row-section')).toHaveText(ADMIN_ITEMS_TEXT.queueRowSection(MAIN));

      await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueSend(3) }).click();
      await expect(bulk.locator('[data-testid="bulk-row"][data-status="done"]')).toHaveCount(3);

      const main = await publicSectionTitles(page, fx, fx.sectionIds.main);
      const drinks = await publicSectionTitles(page, fx, fx.sectionIds.drinks);
      expect(main.join('\n')).toContain('شاورما عربي');
      expect(main.join('\n')).toContain('كبة مقلية');
      expect(main.join('\n')).not.toContain('عصير برتقال');
      expect(drinks.join('\n')).toContain('عصير برتقال');
      expect(drinks.join('\n')).not.toContain('شاورما عربي');
    });

    test('an owner fixes a misfiled item by moving it to another section from its edit panel', async ({ page }) => {
      const fx = await insertMenuFixture({ admins: [OWNER.username] });
      await openItems(page, fx);
      // 'مقلوبة دجاج' (5 JD, on sale 20% -> 4.00) sits among the main dishes; the owner moves it to the drinks.
      await page.getByRole('button', { name: ADMIN_ITEMS_TEXT.open('مقلوبة دجاج') }).click();
      const panel = page.getByTestId('item-edit-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByLabel(ADMIN_ITEMS_TEXT.moveTo)).toHaveValue(fx.sectionIds.main);
      await panel.getByLabel(ADMIN_ITEMS_TEXT.moveTo).selectOption({ label: DRINKS });
      await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByTestId('toast').filter({ hasText: ADMIN_NOTICES.itemMoved })).toBeVisible();
      // The admin list shows it last among the drinks.
      const drinksList = page.locator(`ol[data-section-id="${fx.sectionIds.drinks}"] [data-testid="admin-item"]`);
      await expect(drinksList.last()).toContainText('مقلوبة دجاج');
      await expect(page.locator(`ol[data-section-id="${fx.sectionIds.main}"]`)).not.toContainText('مقلوبة دجاج');

      const drinks = await publicSectionTitles(page, fx, fx.sectionIds.drinks);
      expect(drinks.at(-1)).toContain('مقلوبة دجاج');
      expect(drinks.at(-1)).toContain('4.00'); // its sale went with it
      expect((await publicSectionTitles(page, fx, fx.sectionIds.main)).join('\n')).not.toContain('مقلوبة دجاج');
    });
  });
}

