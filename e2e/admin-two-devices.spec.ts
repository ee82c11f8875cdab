/**
 * The owner on two devices (a phone left on the items screen, a laptop): a save from an item panel, a section form or a settings card opened before
 * another edit writes only what the panel changed, and a tab back from the background reads the menu again.
 * Each test edits its own menu (the demo owner is made its admin); the other device is the API with the same session.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES, ADMIN_SECTIONS_TEXT, PUBLIC_INFO_TEXT } from '../lib/i18n/ar';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { openOwnersScreen } from './support/admin-screen';
import { setVisibility } from './support/visibility';

const OWNER = { username: 'owner' };

test.afterAll(() => closeTestDb());

const openItems = (page: Page, fx: MenuFixture) => openOwnersScreen(page, fx.menuId, 'items');

/** Edits an item from 'the other device' (this browser's session, through the API). */
async function editElsewhere(page: Page, fx: MenuFixture, itemId: string, body: Record<string, unknown>) {
  const res = await page.request.put(`/api/v1/quickmenu/${fx.menuId}?op=eitem&sectionId=${fx.sectionIds.main}&itemId=${itemId}`, { data: body });
  expect(res.status()).toBe(200);
}


test('a save from a panel opened earlier writes only what it changed: an edit made meanwhile elsewhere stays', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: [OWNER.username] });
  await openItems(page, fx);
  await page.getByRole('button', { name: ADMIN_ITEMS_TEXT.open('مقلوبة دجاج') }).click();
  const panel = page.getByTestId('item-edit-panel');
  await expect(panel.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true })).toHaveValue('5');

  // Meanwhile, in another tab (or by another admin of the menu), the description changes.
  await editElsewhere(page, fx, fx.itemIds.sale20, { description: 'أرز بالباذنجان، تقدّم مع اللبن' });

  // Saved with nothing changed, the panel says so and sends nothing; then the price, its only change.
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();
  await expect(panel.getByText(ADMIN_ITEMS_TEXT.nothingChanged)).toBeVisible();
  await panel.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).fill('5.5');
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('op=eitem'));
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();
  expect((await saved).postDataJSON()).toEqual({ price: 5.5 });
  await expect(panel.getByText(ADMIN_NOTICES.edited)).toBeVisible();

  const stored = (await (await page.request.get(`/api/v1/quickmenu/${fx.menuId}`)).json()).data.data;
  const dish = stored.sections.flatMap((s: { items: { _id: string }[] }) => s.items).find((i: { _id: string }) => i._id === fx.itemIds.sale20);
  expect(dish).toMatchObject({ title: 'مقلوبة دجاج', price: 5.5, description: 'أرز بالباذنجان، تقدّم مع اللبن' });
});

test('a tab back after a while in the background shows what was changed meanwhile on another device', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: [OWNER.username] });
  await page.clock.install();
  await openItems(page, fx);
  const list = page.locator(`ol[data-section-id="${fx.sectionIds.main}"]`);
  await expect(list).toContainText('مقلوبة دجاج');
  let reads = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().endsWith(`/api/v1/quickmenu/${fx.menuId}`)) reads++;
  });
  await setVisibility(page, 'hidden');
  await editElsewhere(page, fx, fx.itemIds.sale20, { title: 'مقلوبة دجاج بالزهرة' });
  // Back within half a minute: nothing is read again (the screen is as it was).
  await page.clock.fastForward('00:10');
  await setVisibility(page, 'visible');
  await page.waitForTimeout(500);
  expect(reads).toBe(0);
  await expect(list).not.toContainText('بالزهرة');
  await setVisibility(page, 'hidden');
  await page.clock.fastForward('00:31');
  const read = page.waitForResponse((r) => r.url().endsWith(`/api/v1/quickmenu/${fx.menuId}`) && r.request().method() === 'GET');
  await setVisibility(page, 'visible');
  await read;
  await expect(list).toContainText('مقلوبة دجاج بالزهرة');
});

test('a public-info card saved from a tab opened earlier sends only its changed field: the address changed meanwhile stays', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: [OWNER.username] });
  await openOwnersScreen(page, fx.menuId, 'publicInfo');
  const card = page.locator('#form-main-appearance');
  await expect(card.getByLabel(PUBLIC_INFO_TEXT.description, { exact: true })).not.toHaveValue('');
  // Meanwhile, on the laptop: the address.
  const other = await page.request.put(`/api/v1/quickmenu/${fx.menuId}`, { data: { institution: { location: { address: 'عمّان، الشميساني' } } } });
  expect(other.status()).toBe(200);

  await card.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: PUBLIC_INFO_TEXT.nothingChanged })).toBeVisible();
  await card.getByLabel(PUBLIC_INFO_TEXT.description, { exact: true }).fill('مشاوي على الفحم كل يوم');
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/v1/quickmenu/${fx.menuId}`));
  await card.getByRole('button', { name: 'حفظ' }).click();
  expect((await sent).postDataJSON()).toEqual({ institution: { description: 'مشاوي على الفحم كل يوم' } });
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();
  const stored = (await (await page.request.get(`/api/v1/quickmenu/${fx.menuId}`)).json()).data.data;
  expect(stored.institution).toMatchObject({ description: 'مشاوي على الفحم كل يوم', location: { address: 'عمّان، الشميساني' } });
});

test('a section form opened earlier sends only what it changed: the English title changed meanwhile elsewhere stays', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: [OWNER.username] });
  await openOwnersScreen(page, fx.menuId, 'sections');
  await page.getByTestId('sections-table').locator('tbody tr').filter({ hasText: 'المشروبات' }).click();
  const form = page.getByTestId('edit-section-form');
  await expect(form.getByLabel(ADMIN_SECTIONS_TEXT.name, { exact: true })).toHaveValue('المشروبات');

  // Meanwhile, on the laptop: the section's English title.
  const other = await page.request.put(`/api/v1/quickmenu/${fx.menuId}?op=esection&sectionId=${fx.sectionIds.drinks}`, { data: { translations: { en: { title: 'Drinks' } } } });
  expect(other.status()).toBe(200);

  // Saved with nothing changed, the form says so and sends nothing; then the type, its only change.
  await form.getByRole('button', { name: ADMIN_SECTIONS_TEXT.save }).click();
  await expect(page.getByTestId('toast').filter({ hasText: ADMIN_SECTIONS_TEXT.nothingChanged })).toBeVisible();
  await form.getByLabel(ADMIN_SECTIONS_TEXT.primeLabel, { exact: true }).check();
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('op=esection'));
  await form.getByRole('button', { name: ADMIN_SECTIONS_TEXT.save }).click();
  expect((await sent).postDataJSON()).toEqual({ prime: true });
  await expect(page.getByTestId('toast').filter({ hasText: ADMIN_NOTICES.edited })).toBeVisible();

  const stored = (await (await page.request.get(`/api/v1/quickmenu/${fx.menuId}`)).json()).data.data;
  const drinks = stored.sections.find((s: { _id: string }) => s._id === fx.sectionIds.drinks);
  expect(drinks).toMatchObject({ title: 'المشروبات', prime: true, translations: { en: { title: 'Drinks' } } });
});
