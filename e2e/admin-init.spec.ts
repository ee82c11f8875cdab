/** Initialising a fresh menu (spec §2 Init form, §5): /me leads to the form, its messages, the taken short name, success. */
import { expect, test } from '@playwright/test';
import { ObjectId } from 'mongodb';
import { ADMIN_REVIEW_TEXT, INIT_TEXT, NO_SECTIONS_TEXT, PROVIDER_CONTACT_TEXT } from '../lib/i18n/ar';
import { MENU_TEXT } from '../lib/i18n/diner-ar';
import { expectProviderContact } from './support/provider-contact';
import { withTestDb } from '../tests/support/accounts';
import { signInAs } from './support/login';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';

test.afterAll(closeTestDb);

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.249.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a fresh menu is initialised from /me at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const menuId = new ObjectId();
    await withTestDb(async (db) =>
      db.collection('menus').insertOne({ _id: menuId, admins: [(await db.collection('users').findOne({ username: 'owner' }))!._id], plan: 0, active: true, initialized: false, sections: [], branches: [], workingDays: [] }),
    );
    await signInAs(page, 'owner');

    await page.goto('/me');
    await page.locator(`a[href="/m/${menuId}/init"]`).click();
    await expect(page.getByRole('heading', { name: INIT_TEXT.title })).toBeVisible();

    await page.getByLabel(INIT_TEXT.name).fill('مقهى الياسمين');
    await page.getByLabel(INIT_TEXT.description).fill('قهوة مختصة وحلويات بيتية');
    await page.getByLabel(INIT_TEXT.address).fill('عمّان، اللويبدة');
    await page.getByLabel(INIT_TEXT.phone).fill('12345');
    await page.getByRole('button', { name: INIT_TEXT.submit }).click();
    await expect(page.getByText(INIT_TEXT.phoneInvalid)).toBeVisible();

    // The demo's short name is taken: a clear message, nothing changes.
    await page.getByLabel(INIT_TEXT.phone).fill('+962791234567');
    await page.getByLabel(INIT_TEXT.username).fill('zaytoon');
    await page.getByRole('button', { name: INIT_TEXT.submit }).click();
    await expect(page.getByTestId('toast').filter({ hasText: INIT_TEXT.usernameTaken })).toBeVisible();

    const short = `yasmin-${viewport.width}-${Date.now().toString(36)}`;
    await page.getByLabel(INIT_TEXT.username).fill(short);
    await page.getByRole('button', { name: INIT_TEXT.submit }).click();
    await expect(page.getByTestId('init-done')).toContainText(INIT_TEXT.done);

    // The new menu's items screen leads to the sections screen (items live in a section). The first visit's tour aside.
    await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
    await page.goto(`/m/${menuId}/admin/items`);
    await page.getByTestId('no-sections').getByRole('link', { name: NO_SECTIONS_TEXT.create }).click();
    await expect(page.locator('#admin-screen-sections')).toBeVisible();

    await page.goto('/me');
    await expect(page.locator(`a[href="/m/${menuId}/admin"]`)).toBeVisible();
    await page.goto(`/m/${short}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مقهى الياسمين');
  });
}

test('a menu not active yet: the review says what diners see, offers the provider, and previews the menu', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: ['owner'], active: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  // The preview counts no visit (the menu's statistics are its diners').
  const visits: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/visits')) visits.push(r.url());
  });
  // The preview's code is held back until the item has been tapped: a tap before it loads is answered once it has.
  let releaseFrameCode = () => {};
  const frameCodeHeld = new Promise<void>((resolve) => (releaseFrameCode = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (route.request().frame() !== page.mainFrame()) await frameCodeHeld;
    await route.continue();
  });
  await page.goto(`/m/${fx.menuId}/admin/review`);
  const notice = page.getByTestId('review-inactive');
  await expect(notice).toContainText(ADMIN_REVIEW_TEXT.inactive);
  await expectProviderContact(notice.getByTestId('provider-contact'), PROVIDER_CONTACT_TEXT.activateSubject, PROVIDER_CONTACT_TEXT.activateMessage('مطعم السنابل', fx.menuId, 'owner'));
  const frame = page.frameLocator('[data-testid="review-frame"]');
  await expect(frame.getByTestId('preview-banner')).toHaveText(ADMIN_REVIEW_TEXT.previewBanner);
  await expect(frame.getByRole('button', { name: 'منسف أردني' })).toBeVisible();
  await frame.getByRole('button', { name: 'منسف أردني' }).click();
  releaseFrameCode();
  await expect(frame.getByTestId('item-dialog')).toBeVisible(); // the runtime is there (its islands work)
  expect(visits).toEqual([]);
  // Diners meanwhile: 'not active'.
  const diner = await page.context().browser()!.newPage();
  await diner.goto(new URL(`/m/${fx.menuId}`, page.url()).href);
  await expect(diner.getByTestId('menu-unavailable')).toContainText(MENU_TEXT.inactiveTitle);
  await diner.close();
  // The owner opening their own link meanwhile finds the way back to this preview.
  await page.goto(`/m/${fx.menuId}`);
  await page.getByRole('link', { name: MENU_TEXT.inactiveOwner }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${fx.menuId}/admin/review$`));
  await expect(page.getByTestId('review-inactive')).toBeVisible();
});
