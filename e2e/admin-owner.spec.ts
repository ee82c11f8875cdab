/**
 * The owner's side in the browser: log in as the demo owner, the guided tour, sections, items with
 * sub-items, a sale that shows in the public deals section, one image for two items, bulk add with its progress bar,
 * reordering, deletion with confirmation, the review frame and the phone message. Each test edits its own menu (the
 * demo owner is made its admin), so the demo restaurant other specs read stays as seeded.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES, ADMIN_REVIEW_TEXT, ADMIN_SECTIONS_TEXT, ADMIN_SHELL_TEXT, ADMIN_TOUR_TEXT, AUTH_TEXT } from '../lib/i18n/ar';
import { COMMON_TEXT } from '../lib/i18n/common-ar';
import { ADMIN_SCREENS } from '../lib/ui/admin-screens';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { demoPassword } from './support/demo-logins';
import { clickBeforeDialogCloseEvent } from './support/dialog-race';
import { signInAs } from './support/login';
import { currencyLeftOfNumber } from './support/price-order';

const OWNER = { username: 'owner', get password() { return demoPassword('owner'); } };

// This file's own client address (the app trusts X-Forwarded-For under test), so its logins don't use up the
// rate-limit bucket of other specs.
test.use({
  extraHTTPHeaders: { 'x-forwarded-for': `10.251.${process.pid % 250}.${Math.floor(Math.random() * 250)}` },
  permissions: ['clipboard-read', 'clipboard-write'],
});

test.afterAll(() => closeTestDb());

async function ownersMenu(): Promise<MenuFixture> {
  return insertMenuFixture({ admins: [OWNER.username] });
}

/** The tour is off for flows that are not about it (spec §4: runAdminCoach = 'no'). */
async function tourOff(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
}

/** Chooses a screen in the side navigation, opening it first on a narrow screen (where it closes on choice). */
async function openScreen(page: Page, screen: keyof typeof ADMIN_SHELL_TEXT.screens) {
  const shell = page.locator('[data-wide="yes"], [data-wide="no"]');
  await expect(shell).toBeVisible();
  const narrow = (await shell.getAttribute('data-wide')) === 'no';
  if (narrow) await page.getByRole('button', { name: ADMIN_SHELL_TEXT.openNav }).click();
  const nav = page.getByRole('navigation', { name: ADMIN_SHELL_TEXT.nav });
  await nav.getByRole('link', { name: ADMIN_SHELL_TEXT.screens[screen] }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${screen}$`));
  if (narrow) await expect(nav).toBeHidden();
  await expect(page.locator(`#admin-screen-${screen}`)).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

async function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).png().toBuffer();
}

test('the demo owner logs in, lands on review, and the tour can be skipped', async ({ page }) => {
  const fx = await ownersMenu();
  await page.goto(`/m/${fx.menuId}/admin`);
  await expect(page.getByRole('heading', { name: ADMIN_SHELL_TEXT.loginTitle })).toBeVisible();
  await page.getByRole('link', { name: ADMIN_SHELL_TEXT.login }).click();
  await page.getByLabel(AUTH_TEXT.username).fill(OWNER.username);
  await page.getByLabel(AUTH_TEXT.password).fill(OWNER.password);
  await page.getByRole('button', { name: AUTH_TEXT.login }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${fx.menuId}/admin/review$`));

  const tour = page.getByTestId('admin-tour');
  await expect(tour).toContainText(ADMIN_SHELL_TEXT.screens.review);
  await expect(page.locator('#admin-screen-review')).toHaveAttribute('data-tour-highlight', '');
  await tour.getByRole('button', { name: ADMIN_TOUR_TEXT.next }).click();
  await expect(page).toHaveURL(/\/admin\/sections$/);
  await expect(page.locator('#admin-screen-sections')).toHaveAttribute('data-tour-highlight', '');
  await tour.getByRole('button', { name: ADMIN_TOUR_TEXT.skip }).click();
  await expect(tour).toBeHidden();
  await expect(page.locator('[data-tour-highlight]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('runAdminCoach'))).toBe('no');
  await page.reload();
  await expect(page.locator('#admin-screen-sections')).toBeVisible();
  await expect(tour).toBeHidden();

  // The account card: the user's name and username, linking to /me.
  const card = page.getByTestId('account-card');
  await expect(card).toContainText('@owner');
  await expect(card).toHaveAttribute('href', '/me');
});

test('the tour walks every screen in order once through, then stays off', async ({ page }) => {
  const fx = await ownersMenu();
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/items`);
  const tour = page.getByTestId('admin-tour');
  for (const [index, screen] of ADMIN_SCREENS.entries()) {
    await expect(page).toHaveURL(new RegExp(`/admin/${screen}$`));
    await expect(tour).toHaveAttribute('data-step', screen);
    await expect(tour).toContainText(ADMIN_TOUR_TEXT.step(index + 1, ADMIN_SCREENS.length));
    // The three screens of part 1 are highlighted here; the others once their screens exist (same ids).
    if (index < 3) await expect(page.locator(`#admin-screen-${screen}`)).toHaveAttribute('data-tour-highlight', '');
    const last = index === ADMIN_SCREENS.length - 1;
    await tour.getByRole('button', { name: last ? ADMIN_TOUR_TEXT.finish : ADMIN_TOUR_TEXT.next }).click();
  }
  await expect(tour).toBeHidden();
  // The tour ends where the owner can start working.
  await expect(page).toHaveURL(new RegExp(`/m/${fx.menuId}/admin/sections$`));
  await expect(page.locator('#admin-screen-sections')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('runAdminCoach'))).toBe('no');
});

test('the tour skipped at its first step gives back the screen the owner opened', async ({ page }) => {
  const fx = await ownersMenu();
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/items`);
  const tour = page.getByTestId('admin-tour');
  await expect(tour).toHaveAttribute('data-step', 'review');
  await expect(page).toHaveURL(/\/admin\/review$/);
  await tour.getByRole('button', { name: ADMIN_TOUR_TEXT.skip }).click();
  await expect(tour).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/m/${fx.menuId}/admin/items$`));
  await expect(page.locator('#admin-screen-items')).toBeVisible();
});

test('someone who is not the menu’s admin gets a clear page, not the shell', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: ['somebody-else'] });
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/items`);
  await expect(page.getByRole('heading', { name: ADMIN_SHELL_TEXT.deniedTitle })).toBeVisible();
  await expect(page.locator('#admin-screen-items')).toHaveCount(0);
});

// The browser fires a dialog's 'close' in a task of its own: a click that comes before it (a quick owner) asked for the
// next panel and lost it to that late close, or did nothing on the item just closed.
test('a click on an item right after its panel closes opens that item\'s panel, and it stays open', async ({ page }) => {
  const fx = await ownersMenu();
  await tourOff(page);
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/items`);
  const openButton = (itemname: string, title: string) => page.locator(`[data-itemname="${itemname}"]`).getByRole('button', { name: ADMIN_ITEMS_TEXT.open(title) });
  const panel = page.getByTestId('item-edit-panel');
  await openButton('mansaf', 'منسف أردني').click();
  // Another item, then the same item again: each time the close and the click in one task, before the close event's.
  for (const [itemname, title] of [['water', 'مياه معدنية'], ['water', 'مياه معدنية']] as const) {
    await expect(panel).toBeVisible();
    await clickBeforeDialogCloseEvent(openButton(itemname, title));
    await expect(panel.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true })).toHaveValue(title);
    await expect(panel).toBeVisible();
  }
});

/** The owner's items screen of a fresh menu with the mansaf's edit panel open. */
/** The owner's items screen of a menu of their own, the tour off. */
async function openOwnersItems(page: Page): Promise<MenuFixture> {
  const fx = await ownersMenu();
  await tourOff(page);
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/items`);
  return fx;
}

async function openMansafPanel(page: Page) {
  await openOwnersItems(page);
  await page.locator('[data-itemname="mansaf"]').getByRole('button', { name: ADMIN_ITEMS_TEXT.open('منسف أردني') }).click();
  return { panel: page.getByTestId('item-edit-panel') };
}

test('the item panel and the section form save every field', async ({ page }) => {
  const { panel } = await openMansafPanel(page);
  await panel.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true }).fill('منسف ملكي');
  // Typed as an Arabic keyboard types numbers ('٧٫٢٥' is 7.25): a number field once dropped them and said the price was missing.
  await panel.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).clear();
  await panel.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).pressSequentially('٧٫٢٥');
  await panel.getByLabel(ADMIN_ITEMS_TEXT.pin, { exact: true }).check();
  await panel.getByLabel(ADMIN_ITEMS_TEXT.displayType, { exact: true }).selectOption('large-image');
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.addSubItem }).click();
  await panel.getByLabel(ADMIN_ITEMS_TEXT.subItemTitle, { exact: true }).fill('نفرين');
  await panel.getByLabel(ADMIN_ITEMS_TEXT.subItemPrice, { exact: true }).pressSequentially('١٣');
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();
  await expect(panel.getByTestId('item-panel-status')).toHaveText(ADMIN_NOTICES.edited);
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.closePanel }).click();
  await expect(toast(page, ADMIN_NOTICES.edited)).toBeVisible();
  const row = page.locator('[data-itemname="mansaf"]');
  await expect(row).toContainText('منسف ملكي');
  await expect(row).toContainText('7.25 JD');
  await expect(row).toContainText('نفرين: 13.00 JD');
  await expect(row).toContainText(ADMIN_ITEMS_TEXT.pinned);

  await openScreen(page, 'sections');
  await page.getByTestId('sections-table').locator('tbody tr').nth(1).click();
  const form = page.getByTestId('edit-section-form');
  await form.getByLabel(ADMIN_SECTIONS_TEXT.name, { exact: true }).fill('مشروبات باردة');
  await form.getByLabel(ADMIN_SECTIONS_TEXT.primeLabel, { exact: true }).check();
  await form.getByRole('button', { name: ADMIN_SECTIONS_TEXT.save }).click();
  await expect(toast(page, ADMIN_NOTICES.edited)).toBeVisible();
  await expect(page.getByTestId('sections-table').locator('tbody tr').nth(1)).toContainText('مشروبات باردة');
});

test('at 390 px a dish\'s description is read whole in its panel, over several lines, and saved as typed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { panel } = await openMansafPanel(page);
  const description = panel.getByLabel(ADMIN_ITEMS_TEXT.description, { exact: true });
  const text = 'لحم بلدي مطبوخ بالجميد الكركي على أرز وشراك، مزيّن باللوز والصنوبر، يقدّم مع لبن الجميد الساخن. ' + 'وجبة تكفي شخصين.';
  await description.fill(text);
  // The whole text is in view (a one-line box showed its first few words): nothing hidden to scroll to inside it.
  const box = await description.evaluate((el) => ({ w: [el.scrollWidth, el.clientWidth], h: [el.scrollHeight, el.clientHeight], width: el.getBoundingClientRect().width }));
  expect(box.w[0]).toBeLessThanOrEqual(box.w[1] + 1);
  expect(box.h[0]).toBeLessThanOrEqual(box.h[1] + 1);
  expect(box.width).toBeGreaterThan(250);
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();
  await expect(panel.getByTestId('item-panel-status')).toHaveText(ADMIN_NOTICES.edited);
  await expect(page.locator('[data-itemname="mansaf"]')).toContainText('وجبة تكفي شخصين.');
});

test('at 390 px an item added with its title only gets a unique name from it, the owner\'s own name kept', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOwnersItems(page);
  const add = page.getByTestId('add-item-form');
  const title = add.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true });
  const itemname = add.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true });
  const addOne = async (name: string) => {
    await title.fill(name);
    await add.getByLabel(ADMIN_ITEMS_TEXT.description, { exact: true }).fill('تقدّم ساخنة');
    await add.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).fill('1.5');
  };
  await addOne('قهوة (تركية)!');
  await expect(itemname).toHaveValue('قهوة تركية');
  await add.getByRole('button', { name: ADMIN_ITEMS_TEXT.add, exact: true }).click();
  await expect(toast(page, ADMIN_NOTICES.created)).toBeVisible();
  await expect(page.locator('[data-itemname="قهوة تركية"]')).toContainText('قهوة (تركية)!');
  // The same title again: the name takes the next number; the form was emptied, so it follows the title again.
  await expect(itemname).toHaveValue('');
  await addOne('قهوة (تركية)!');
  await expect(itemname).toHaveValue('قهوة تركية 2');
  // A name the owner writes stays when the title changes after it.
  await itemname.fill('turkish-double');
  await title.fill('قهوة تركية دبل');
  await expect(itemname).toHaveValue('turkish-double');
  await add.getByRole('button', { name: ADMIN_ITEMS_TEXT.add, exact: true }).click();
  await expect(toast(page, ADMIN_NOTICES.created)).toBeVisible();
  await expect(page.locator('[data-itemname="turkish-double"]')).toContainText('قهوة تركية دبل');

  // Bulk add: the names avoid the menu's items and the rows already queued.
  const bulk = page.getByTestId('bulk-add');
  for (const expected of ['قهوة تركية 2', 'قهوة تركية 3']) {
    await bulk.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true }).fill('قهوة تركية');
    await expect(bulk.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true })).toHaveValue(expected);
    await bulk.getByLabel(ADMIN_ITEMS_TEXT.description, { exact: true }).fill('تقدّم ساخنة');
    await bulk.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).fill('1.5');
    await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueAdd }).click();
  }
  await expect(bulk.getByTestId('bulk-row')).toHaveCount(2);
});

test('at 390 px the owner finds an item by a word of it, without the reorder arrows, and jumps to the add form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOwnersItems(page);
  const find = page.getByRole('searchbox', { name: ADMIN_ITEMS_TEXT.findLabel });
  const status = page.getByTestId('items-filter-status');
  const rows = page.locator('[data-itemname]');
  await expect(page.locator('[data-itemname="mansaf"]')).toBeVisible();
  const all = await rows.count();
  expect(all).toBeGreaterThan(4);
  // A word of its name with a letter missing: the diners' search, for the owner.
  await find.fill('ليمن');
  await expect(rows).toHaveCount(1);
  await expect(page.locator('[data-itemname="lemonade"]')).toBeVisible();
  await expect(status).toHaveText(ADMIN_ITEMS_TEXT.found(1));
  // Its section alone is left; moving waits until the search is cleared.
  await expect(page.getByRole('heading', { name: 'الأطباق الرئيسية' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ADMIN_ITEMS_TEXT.moveUp('عصير ليمون بالنعناع') })).toHaveCount(0);
  // By its unique name.
  await find.fill('mansaf');
  await expect(rows).toHaveCount(1);
  await expect(page.locator('[data-itemname="mansaf"]')).toBeVisible();
  await find.fill('بيتزا');
  await expect(rows).toHaveCount(0);
  await expect(status).toHaveText(ADMIN_ITEMS_TEXT.noneFound('بيتزا'));
  await find.press('Escape');
  await expect(find).toHaveValue('');
  await expect(rows).toHaveCount(all);
  await expect(status).toHaveText('');
  // The add form is below the whole list on a phone: one link away.
  const addTitle = page.getByRole('heading', { name: ADMIN_ITEMS_TEXT.addTitle, exact: true });
  await expect(addTitle).not.toBeInViewport();
  await page.getByRole('link', { name: ADMIN_ITEMS_TEXT.toAddForm }).click();
  await expect(addTitle).toBeInViewport();
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('sections and items: create, sub-items, sale in the deals section, images, bulk add, reorder, delete', async ({ page }) => {
      test.setTimeout(120_000);
      const fx = await ownersMenu();
      await tourOff(page);
      await signInAs(page, 'owner');
      await page.goto(`/m/${fx.menuId}/admin`);
      await openScreen(page, 'sections');

      // Create a section.
      const create = page.getByTestId('create-section-form');
      await create.getByRole('button', { name: ADMIN_SECTIONS_TEXT.create }).click();
      await expect(create.getByText('اسم المصنف مطلوب')).toBeVisible();
      await create.getByLabel(ADMIN_SECTIONS_TEXT.name, { exact: true }).fill('حلويات شرقية');
      await create.getByRole('button', { name: ADMIN_SECTIONS_TEXT.create }).click();
      await expect(toast(page, ADMIN_NOTICES.created)).toBeVisible();
      const rows = page.getByTestId('sections-table').locator('tbody tr');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(2)).toContainText('حلويات شرقية');

      // A click copies the id and selects the section.
      await rows.nth(2).click();
      await expect(toast(page, ADMIN_NOTICES.sectionIdCopied)).toBeVisible();
      const sectionId = await rows.nth(2).getAttribute('data-section-id');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sectionId);
      await expect(page.getByTestId('edit-section-form').getByLabel(ADMIN_SECTIONS_TEXT.name, { exact: true })).toHaveValue('حلويات شرقية');

      // Add an item with two sub-items to it.
      await openScreen(page, 'items');
      const add = page.getByTestId('add-item-form');
      await add.getByLabel(ADMIN_ITEMS_TEXT.section, { exact: true }).selectOption(sectionId!);
      await add.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true }).fill('كنافة نابلسية');
      await add.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true }).fill('kunafa');
      await add.getByLabel(ADMIN_ITEMS_TEXT.description, { exact: true }).fill('جبنة نابلسية وقطر');
      await add.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).fill('4');
      await add.getByRole('button', { name: ADMIN_ITEMS_TEXT.addSubItem }).click();
      await add.getByRole('button', { name: ADMIN_ITEMS_TEXT.addSubItem }).click();
      const subRows = add.getByTestId('sub-item-row');
      await subRows.nth(0).getByLabel(ADMIN_ITEMS_TEXT.subItemTitle, { exact: true }).fill('صحن');
      await subRows.nth(0).getByLabel(ADMIN_ITEMS_TEXT.subItemPrice, { exact: true }).fill('4');
      await subRows.nth(1).getByLabel(ADMIN_ITEMS_TEXT.subItemTitle, { exact: true }).fill('نصف كيلو');
      await subRows.nth(1).getByLabel(ADMIN_ITEMS_TEXT.subItemPrice, { exact: true }).fill('9');
      await add.getByRole('button', { name: ADMIN_ITEMS_TEXT.add, exact: true }).click();
      await expect(toast(page, ADMIN_NOTICES.created)).toBeVisible();
      const kunafa = page.locator('[data-itemname="kunafa"]');
      await expect(kunafa).toContainText('كنافة نابلسية');
      await expect(kunafa).toContainText('4.00 JD');
      await expect(kunafa).toContainText('نصف كيلو: 9.00 JD');

      // A sale on it (and on the water), shown with the discounted price.
      const sale = page.getByTestId('sale-form');
      await sale.getByLabel('كنافة نابلسية').check();
      await sale.getByLabel('مياه معدنية').check();
      await sale.getByLabel(ADMIN_ITEMS_TEXT.offPrice, { exact: true }).fill('0.25');
      await sale.getByRole('button', { name: ADMIN_ITEMS_TEXT.createSale }).click();
      await expect(toast(page, ADMIN_NOTICES.saleAdded)).toBeVisible();
      await expect(kunafa).toContainText('تخفيض بنسبة 25%');
      await expect(kunafa.getByTestId('admin-sale-price')).toHaveText('3.00 JD');
      // Written as the diners' menu writes a price on the Arabic page: 'JD 3.00'.
      expect(await currencyLeftOfNumber(kunafa.getByTestId('admin-sale-price'))).toBe(true);

      // One image for two items: none chosen is refused, then both get it with a progress bar.
      const images = page.getByTestId('multi-image-form');
      await images.getByLabel('الصورة').setInputFiles({ name: 'kunafa.png', mimeType: 'image/png', buffer: await png('#d68910') });
      await images.getByRole('button', { name: 'رفع الصورة' }).click();
      await expect(images.getByText(ADMIN_NOTICES.selectOneItem)).toBeVisible();
      await images.getByLabel('كنافة نابلسية').check();
      await images.getByLabel('مياه معدنية').check();
      await images.getByRole('button', { name: 'رفع الصورة' }).click();
      await expect(toast(page, ADMIN_NOTICES.imagesAdded)).toBeVisible();
      await expect(kunafa.locator('img')).toHaveCount(1);
      await expect(page.locator('[data-itemname="water"] img')).toHaveCount(1);
      await expect.poll(() => kunafa.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // Each row's image switch is named with its item (a screen reader lists a dozen of them), its words first.
      await expect(kunafa.locator('summary')).toHaveAccessibleName(`${ADMIN_ITEMS_TEXT.replaceImage}: كنافة نابلسية`);

      // A failure for one item names it, and the other still gets the image: the fatteh is deleted (as by another
      // admin) after it was chosen.
      const grill = page.locator('[data-itemname="mixed-grill"] img');
      const grillBefore = await grill.getAttribute('src');
      await images.getByLabel('الصورة').setInputFiles({ name: 'grill.png', mimeType: 'image/png', buffer: await png('#2e86c1') });
      await images.getByLabel('مشاوي مشكلة').check();
      await images.getByLabel('فتة حمص').check();
      const gone = await page.request.put(`/api/v1/quickmenu/${fx.menuId}?op=mitem&sectionId=${fx.sectionIds.main}&itemId=${fx.itemIds.sale50}`, { data: {} });
      expect(gone.ok()).toBe(true);
      await images.getByRole('button', { name: 'رفع الصورة' }).click();
      await expect(toast(page, ADMIN_NOTICES.itemImageFailed('فتة حمص'))).toBeVisible();
      await expect(toast(page, ADMIN_NOTICES.imagesAdded)).toBeVisible();
      await expect(grill).not.toHaveAttribute('src', grillBefore!);

      // Bulk add: three good rows (one with two sub-items) and one with a taken name; the failed row stays for a retry.
      const bulk = page.getByTestId('bulk-add');
      await bulk.getByLabel(ADMIN_ITEMS_TEXT.section, { exact: true }).selectOption(sectionId!);
      const queued = [
        ['بسبوسة', 'basbousa', '2'],
        ['هريسة', 'harissa', '2.5'],
        ['قطايف', 'qatayef', '3'],
        ['منسف مكرر', 'mansaf', '5'],
      ];
      const subRow = bulk.getByTestId('bulk-row-form').getByTestId('sub-item-row');
      for (const [title, itemname, price] of queued) {
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true }).fill(title);
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true }).fill(itemname);
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.description, { exact: true }).fill(`${title} طازجة`);
        await bulk.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).fill(price);
        if (itemname === 'qatayef') {
          // Sub-items added and removed in place from the keyboard, checked like the add-item form's before the row
          // is queued: each new one takes the focus, and a removed one hands it to 'add'.
          const addSub = bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.addSubItem });
          for (let n = 0; n < 3; n++) {
            await addSub.press('Enter');
            await expect(subRow.nth(n).getByLabel(ADMIN_ITEMS_TEXT.subItemTitle, { exact: true })).toBeFocused();
          }
          await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueAdd }).click();
          await expect(subRow.nth(0).getByText('اسم النوع مطلوب')).toBeVisible();
          await expect(subRow.nth(0).getByText('سعر النوع مطلوب')).toBeVisible();
          await expect(bulk.getByTestId('bulk-row')).toHaveCount(2);
          // The refused row puts the focus on its first error, at once and again a task later (react-hook-form's
          // handleSubmit): that second move lands before the next key, as it does for a person typing.
          await expect(subRow.nth(0).getByLabel(ADMIN_ITEMS_TEXT.subItemTitle, { exact: true })).toBeFocused();
          await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
          await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.removeSubItem(3) }).press('Enter');
          await expect(subRow).toHaveCount(2);
          await expect(addSub).toBeFocused();
          await subRow.nth(0).getByLabel(ADMIN_ITEMS_TEXT.subItemTitle, { exact: true }).fill('محشي جوز');
          await subRow.nth(0).getByLabel(ADMIN_ITEMS_TEXT.subItemPrice, { exact: true }).fill('3.25');
          await subRow.nth(1).getByLabel(ADMIN_ITEMS_TEXT.subItemTitle, { exact: true }).fill('محشي قشطة');
          await subRow.nth(1).getByLabel(ADMIN_ITEMS_TEXT.subItemPrice, { exact: true }).fill('3.75');
        }
        await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueAdd }).click();
        await expect(subRow).toHaveCount(0); // the form is empty again for the next row
      }
      const bulkRows = bulk.getByTestId('bulk-row');
      await expect(bulkRows).toHaveCount(4);
      await expect(bulkRows.filter({ hasText: 'قطايف' })).toContainText('محشي قشطة: 3.75 JD');
      await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueSend(4) }).click();
      await expect(bulk.getByTestId('upload-progress')).toContainText(ADMIN_ITEMS_TEXT.queueProgress(4, 4));
      await expect(bulk.locator('[data-testid="bulk-row"][data-status="done"]')).toHaveCount(3);
      const failed = bulk.locator('[data-testid="bulk-row"][data-status="failed"]');
      await expect(failed).toHaveCount(1);
      await expect(failed).toContainText('mansaf');
      await expect(bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueRetry })).toBeVisible();
      const newSection = page.locator(`ol[data-section-id="${sectionId}"] > li`);
      await expect(newSection).toHaveCount(4);
      // The sub-items went in the same pitem call: the new item lists them.
      const qatayef = page.locator('[data-itemname="qatayef"]');
      await expect(qatayef).toContainText('محشي جوز: 3.25 JD');
      await expect(qatayef).toContainText('محشي قشطة: 3.75 JD');

      // The failed row goes back into the form, gets a free name, and the retry adds it.
      await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueEdit('منسف مكرر') }).click();
      await expect(bulk.getByLabel(ADMIN_ITEMS_TEXT.itemTitle, { exact: true })).toBeFocused();
      await expect(bulk.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true })).toHaveValue('mansaf');
      await bulk.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true }).fill('mansaf-2');
      await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueAdd }).click();
      await bulk.getByRole('button', { name: ADMIN_ITEMS_TEXT.queueSend(1) }).click();
      await expect(bulk.locator('[data-testid="bulk-row"][data-status="done"]')).toHaveCount(1);
      await expect(newSection).toHaveCount(5);

      // Reorder from the keyboard's buttons: qatayef moves up one.
      const itemnames = () => newSection.locator('[data-itemname]').evaluateAll((els) => els.map((e) => e.getAttribute('data-itemname')));
      expect(await itemnames()).toEqual(['kunafa', 'basbousa', 'harissa', 'qatayef', 'mansaf-2']);
      await page.getByRole('button', { name: ADMIN_ITEMS_TEXT.moveUp('قطايف') }).click();
      await expect.poll(itemnames).toEqual(['kunafa', 'basbousa', 'qatayef', 'harissa', 'mansaf-2']);

      // The public menu shows the sale in the deals section with the discounted price.
      const publicPage = await page.context().newPage();
      await publicPage.goto(`/m/${fx.menuId}`);
      const deals = publicPage.getByTestId('menu-section').first();
      await expect(deals.locator('h2')).toHaveText('العروض');
      const card = deals.getByTestId('menu-item').filter({ hasText: 'كنافة نابلسية' });
      await expect(card.getByTestId('sale-price')).toHaveText('3.00 JD');
      await expect(card.getByTestId('sale-text')).toHaveText('تخفيض بنسبة 25%');
      // The bulk-added item's popup offers its two sub-items with their prices.
      await publicPage.getByRole('button', { name: 'قطايف', exact: true }).click();
      const dialog = publicPage.getByTestId('item-dialog');
      await expect(dialog.getByRole('heading', { name: 'قطايف' })).toBeVisible();
      await expect(dialog.getByText('محشي جوز')).toBeVisible();
      await expect(dialog.getByText('3.25 JD')).toBeVisible();
      await expect(dialog.getByText('محشي قشطة')).toBeVisible();
      await expect(dialog.getByText('3.75 JD')).toBeVisible();
      await publicPage.close();

      // Delete an item from its edit panel, with confirmation.
      await page.locator('[data-itemname="harissa"]').getByRole('button', { name: ADMIN_ITEMS_TEXT.open('هريسة') }).click();
      const panel = page.getByTestId('item-edit-panel');
      await expect(panel.getByLabel(ADMIN_ITEMS_TEXT.itemname, { exact: true })).toHaveValue('harissa');
      await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.remove }).click();
      await expect(page.getByText(ADMIN_ITEMS_TEXT.removeConfirm('هريسة'))).toBeVisible();
      await page.getByRole('button', { name: COMMON_TEXT.yes }).click();
      await expect(toast(page, ADMIN_NOTICES.deleted)).toBeVisible();
      await expect(page.locator('[data-itemname="harissa"]')).toHaveCount(0);
      await expect(panel).toBeHidden();

      // Reorder sections by drag and drop: the new section goes first.
      await openScreen(page, 'sections');
      await rows.nth(2).dragTo(rows.nth(0));
      await expect(rows.nth(0)).toContainText('حلويات شرقية');
      await expect(rows.nth(1)).toContainText('الأطباق الرئيسية');

      // Delete the section: the confirmation says its items go with it.
      await rows.filter({ hasText: 'حلويات شرقية' }).click();
      await page.getByTestId('edit-section-form').getByRole('button', { name: ADMIN_SECTIONS_TEXT.remove }).click();
      const confirmText = page.getByText(ADMIN_SECTIONS_TEXT.removeConfirm('حلويات شرقية', 4));
      await expect(confirmText).toBeVisible();
      await expect(confirmText).toContainText(COMMON_TEXT.confirm);
      await page.getByRole('button', { name: COMMON_TEXT.yes }).click();
      await expect(toast(page, ADMIN_NOTICES.deleted)).toBeVisible();
      await expect(rows).toHaveCount(2);
    });

    test('the review tab: the menu in a 390×600 frame, or the phone message', async ({ page }) => {
      const fx = await ownersMenu();
      await tourOff(page);
      await signInAs(page, 'owner');
      await page.goto(`/m/${fx.menuId}/admin`);
      await expect(page).toHaveURL(/\/admin\/review$/);
      if (viewport.width <= 455) {
        await expect(page.getByTestId('review-phone-message')).toContainText(ADMIN_REVIEW_TEXT.phoneMessage);
        await expect(page.getByRole('link', { name: ADMIN_REVIEW_TEXT.openMenu })).toHaveAttribute('href', `/m/${fx.menuId}`);
        await expect(page.getByTestId('review-frame')).toHaveCount(0);
        // The daily screens a tap away from this first screen: the orders screen opens from it.
        const shortcuts = page.getByRole('navigation', { name: ADMIN_REVIEW_TEXT.shortcuts });
        await expect(shortcuts.getByRole('link')).toHaveText([ADMIN_SHELL_TEXT.screens.orders, ADMIN_SHELL_TEXT.screens.items, ADMIN_SHELL_TEXT.screens.tables, ADMIN_SHELL_TEXT.screens.workingDays]);
        await shortcuts.getByRole('link', { name: ADMIN_SHELL_TEXT.screens.orders }).click();
        await expect(page).toHaveURL(/\/admin\/orders$/);
        await expect(page.locator('#admin-screen-orders')).toBeVisible();
      } else {
        const frame = page.getByTestId('review-frame');
        const box = await frame.boundingBox();
        expect({ w: Math.round(box!.width), h: Math.round(box!.height) }).toEqual({ w: 410, h: 620 }); // 390×600 inside a 10 px bezel
        await expect(page.frameLocator('[data-testid="review-frame"]').getByRole('heading', { level: 1 })).toHaveText('مطعم السنابل');
      }
    });
  });
}
