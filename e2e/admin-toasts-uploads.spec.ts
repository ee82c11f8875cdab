/**
 * The owner's admin: toasts show above an open dialog without covering the top bar's menu button or the
 * screen's heading, and are cleared when the owner moves to another screen; a file over the upload limit that the
 * browser cannot make smaller is refused at the field, in Arabic, before any request leaves the page (a photo over it
 * is made smaller and sent). At 390 and 1280 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_ITEMS_TEXT, ADMIN_NOTICES, ADMIN_SHELL_TEXT, ADMIN_UPLOAD_TEXT } from '../lib/i18n/ar';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { TABLE_TEXT } from '../lib/i18n/diner-ar';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.247.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });
test.afterAll(() => closeTestDb());

async function openItems(page: Page): Promise<MenuFixture> {
  const fx = await insertMenuFixture({ admins: ['owner'] });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  await page.goto(`/m/${fx.menuId}/admin/items`);
  await expect(page.locator('#admin-screen-items')).toBeVisible();
  return fx;
}

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('a toast shows above the open edit panel, clear of the menu button and heading, and is gone on the next screen', async ({ page }) => {
      await openItems(page);
      await page.getByRole('button', { name: ADMIN_ITEMS_TEXT.open('منسف أردني') }).click();
      const panel = page.getByTestId('item-edit-panel');
      await expect(panel).toBeVisible();
      await panel.getByLabel(ADMIN_ITEMS_TEXT.price, { exact: true }).fill('4.75');
      await panel.getByRole('button', { name: ADMIN_ITEMS_TEXT.save }).click();

      const toast = page.getByTestId('toast').filter({ hasText: ADMIN_NOTICES.edited }).first();
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('lang', 'ar');
      await expect(toast).toHaveCSS('direction', 'rtl');
      await expect(panel).toBeVisible();
      // Above the modal dialog: the pixels drawn where the toast is are the toast's green, not the dialog's white.
      const box = (await toast.boundingBox())!;
      const shot = await page.screenshot({ clip: { x: box.x + 4, y: box.y + 4, width: 8, height: 8 } });
      const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const [r, g, b] = [data[0], data[1], data[2]];
      expect(g).toBeGreaterThan(r + 40);
      expect(g).toBeGreaterThan(b + 40);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      const heading = page.locator('#admin-screen-items h2, #admin-screen-items h1').first();
      expect(await overlaps(toast, heading)).toBe(false);
      const menuButton = page.getByRole('button', { name: ADMIN_SHELL_TEXT.openNav });
      if (await menuButton.isVisible()) expect(await overlaps(toast, menuButton)).toBe(false);

      // Moving to another screen clears the toasts of the one left behind (a toast younger than 1.5 s belongs to
      // the action that moved, so the move waits that long first).
      await page.waitForTimeout(1600);
      if (await menuButton.isVisible()) await menuButton.click();
      await page.getByRole('navigation', { name: ADMIN_SHELL_TEXT.nav }).getByRole('link', { name: ADMIN_SHELL_TEXT.screens.sections }).click();
      await expect(page).toHaveURL(/\/admin\/sections$/);
      await expect(page.getByTestId('toast')).toHaveCount(0);
    });

    test('a file over the upload limit that is no readable image is refused at the field before any request is sent', async ({ page }) => {
      await openItems(page);
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/v1/upload')) uploads.push(r.url());
      });
      const form = page.getByTestId('multi-image-form');
      const big = Buffer.alloc(5 * 1024 * 1024 + 1024, 0x41);
      await form.getByLabel(ADMIN_UPLOAD_TEXT.file).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
      await form.getByLabel('مياه معدنية').check();
      await form.getByRole('button', { name: ADMIN_UPLOAD_TEXT.upload }).click();
      await expect(form.getByText(ADMIN_UPLOAD_TEXT.tooLarge('5'))).toBeVisible();
      expect(uploads).toEqual([]);
    });
  });
}

// A phone's photo is often over the upload limit (12 MP, ~6 MB, turned by its EXIF orientation): it is made smaller in
// the browser and sent, not refused; the server keeps it upright.
test('a phone photo over the upload limit is made smaller in the browser and added upright', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fx = await openItems(page);
  const [w, h] = [4032, 3024];
  const noise = Buffer.alloc(w * h * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 60 + (i % 3) * 60) | 0;
  const photo = await sharp(noise, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  const sent: Promise<string | null>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/upload') sent.push(r.headerValue('content-length'));
  });
  const form = page.getByTestId('multi-image-form');
  await form.getByLabel(ADMIN_UPLOAD_TEXT.file).setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByLabel('مياه معدنية').check();
  await form.getByRole('button', { name: ADMIN_UPLOAD_TEXT.upload }).click();
  await expect(page.getByTestId('toast').filter({ hasText: ADMIN_NOTICES.imagesAdded })).toBeVisible();
  expect(sent).toHaveLength(1);
  const bytes = Number(await sent[0]);
  expect(bytes).toBeGreaterThan(100 * 1024);
  expect(bytes).toBeLessThan(5 * 1024 * 1024);
  const menu = (await (await page.request.get(`/api/v1/quickmenu/${fx.menuId}`)).json()).data.data;
  const water = menu.sections.flatMap((s: { items: { _id: string; image?: string }[] }) => s.items).find((i: { _id: string }) => i._id === fx.itemIds.water);
  const stored = await sharp(Buffer.from(await (await page.request.get(`/public/uploads/${water.image}`)).body())).metadata();
  expect([stored.width, stored.height]).toEqual([900, 1200]); // upright (portrait), at the item's stored size
});

// The same message said again while the first was fading (a second copy, a second upload right after the first) was
// dropped as a duplicate and went with the fading one: now the toast there is renewed for another 5 s.
test('the same toast said again as the first fades is renewed, not lost', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const fx = await insertMenuFixture({ admins: ['owner'] });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  expect((await page.request.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { data: { name: '7' } })).status()).toBe(201);
  await page.clock.install();
  await page.goto(`/m/${fx.menuId}/admin/tables`);
  const copy = page.getByRole('button', { name: TABLE_TEXT.copyLink });
  const copied = page.getByTestId('toast').filter({ hasText: TABLE_TEXT.copied });
  await copy.click();
  await expect(copied).toHaveCount(1);
  await page.clock.runFor(4_800); // fading: its 5 s end in 200 ms
  await copy.click();
  await page.clock.runFor(1_000);
  await expect(copied).toHaveCount(1);
  await expect(copied).not.toHaveClass(/leaving/);
  await page.clock.runFor(5_000);
  await expect(copied).toHaveCount(0);
});
