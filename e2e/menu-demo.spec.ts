/**
 * The demo restaurant that `npm start` seeds (lib/seed), as a diner sees it on a phone: by short name and by id, with
 * its images actually served, its deals and its branches.
 */
import { expect, test } from '@playwright/test';

const NAME = 'مطعم بيت الزيتون';

test('the demo menu opens by short name and by id, with every section, item and image', async ({ page }) => {
  await page.goto('/m/zaytoon');
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const menuId = await page.locator('[data-menu-id]').first().getAttribute('data-menu-id');
  expect(menuId).toMatch(/^[0-9a-f]{24}$/);

  const sections = page.getByTestId('menu-section');
  // The deals section first, then the seven sections of the demo.
  await expect(sections.first().locator('h2')).toHaveText('العروض');
  expect(await sections.count()).toBeGreaterThanOrEqual(6);
  // 38 items in their sections, plus the two on sale repeated in the deals section.
  await expect(page.getByTestId('menu-item')).toHaveCount(40);
  await expect(sections.first().getByTestId('menu-item')).toHaveCount(2);
  await expect(sections.first().getByText('تخفيض بنسبة 20%')).toBeVisible();

  // Images are real files served by the app: the first item image decodes.
  const firstImage = sections.first().getByTestId('menu-item').first().locator('img').first();
  await firstImage.scrollIntoViewIfNeeded();
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.goto(`/m/${menuId}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('الفروع')).toBeVisible();
});
