/**
 * The owner's side at 1280 px: the item's edit panel has its English title and description beside the
 * Arabic ones; the items screen counts how many texts of the sections and items read in English, and the count rises
 * when the owner fills one. The English side is saved and served in the menu's public read.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES, PUBLIC_INFO_TEXT } from '../lib/i18n/ar';
import { translationCoverage } from '../lib/menus/translation-coverage';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';
import { storedMenu } from '../tests/support/admin-edits';
import { signInAs } from './support/login';

test.use({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': `10.251.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });
test.afterAll(() => closeTestDb());

/** A fresh menu of the demo owner, its count of translated texts, and the owner signed in on one of its screens. */
async function ownerOn(page: Page, screen: 'items' | 'publicInfo') {
  const fx = await insertMenuFixture({ admins: ['owner'] });
  const before = translationCoverage(await storedMenu(fx.menuId));
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/${screen}`);
  return { fx, before };
}

test('the owner fills an English title in the item panel and the translation count rises', async ({ page }) => {
  const { fx, before } = await ownerOn(page, 'items');
  const coverage = page.getByTestId('translation-coverage');
  await expect(coverage).toHaveText(ADMIN_ITEMS_TEXT.translationCoverage(before.translated, before.total));

  await page.getByRole('button', { name: ADMIN_ITEMS_TEXT.open('مقلوبة دجاج') }).click();
  const panel = page.getByTestId('item-edit-panel');
  const english = panel.getByLabel(ADMIN_ITEMS_TEXT.englishTitle, { exact: true });
  await expect(english).toHaveAttribute('dir', 'ltr');
  await english.fill('Chicken maqluba');
  await panel.getByLabel(ADMIN_ITEMS_TEXT.englishDescription, { exact: true }).fill('Rice, chicken and fried vegetables, turned upside down');
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();
  await expect(page.getByTestId('toast').filter({ hasText: ADMIN_NOTICES.edited })).toBeVisible();
  await expect(coverage).toHaveText(ADMIN_ITEMS_TEXT.translationCoverage(before.translated + 2, before.total));

  const read = await page.request.get(`/api/v1/quickmenu/${fx.menuId}`);
  const item = (await read.json()).data.data.sections.flatMap((s: { items: unknown[] }) => s.items).find((i: { title: string }) => i.title === 'مقلوبة دجاج');
  expect(item.translations).toEqual({ en: { title: 'Chicken maqluba', description: 'Rice, chicken and fried vegetables, turned upside down' } });

  // Closed and opened again, the panel shows what was saved.
  await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.closePanel, exact: true }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: ADMIN_ITEMS_TEXT.open('مقلوبة دجاج') }).click();
  await expect(panel.getByLabel(ADMIN_ITEMS_TEXT.englishTitle, { exact: true })).toHaveValue('Chicken maqluba');
});

test('the owner gives the restaurant’s English name and offers the menu in English; both are saved and the count rises', async ({ page }) => {
  const { fx, before } = await ownerOn(page, 'publicInfo');
  const appearance = page.locator('#form-main-appearance');
  await appearance.getByLabel(PUBLIC_INFO_TEXT.nameEn, { exact: true }).fill('Abu Sami Restaurant');
  await appearance.getByRole('button', { name: PUBLIC_INFO_TEXT.save }).click();
  await expect(page.getByTestId('toast').filter({ hasText: ADMIN_NOTICES.edited })).toBeVisible();
  const settings = page.locator('#form-private-settings');
  await settings.getByLabel(PUBLIC_INFO_TEXT.english, { exact: true }).selectOption('enable');
  // The first save's toast may still be showing: wait for this save's own answer, not for a toast.
  const saved = page.waitForResponse((r) => r.url().includes(`/api/v1/quickmenu/${fx.menuId}`) && r.request().method() === 'PUT');
  await settings.getByRole('button', { name: PUBLIC_INFO_TEXT.save }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByTestId('toast').filter({ hasText: ADMIN_NOTICES.edited }).last()).toBeVisible();

  // As the owner's screens read it: saved.
  const stored = (await (await page.request.get(`/api/v1/quickmenu/${fx.menuId}`)).json()).data.data;
  expect(stored.settings.english).toBe(true);
  expect(stored.translations.en.name).toBe('Abu Sami Restaurant');
  await page.goto(`/m/${fx.menuId}/admin/items`);
  await expect(page.getByTestId('translation-coverage')).toHaveText(ADMIN_ITEMS_TEXT.translationCoverage(before.translated + 1, before.total));
});
