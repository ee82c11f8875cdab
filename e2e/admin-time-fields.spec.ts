import { expect, test, type Locator } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { ADMIN_ITEMS_TEXT as T } from '../lib/i18n/ar';
import { openOwnersScreen } from './support/admin-screen';

/**
 * The time fields of the admin show their whole time ('11:30 AM', not '11:30 A'): each is at least as wide as the
 * browser draws that field's content when left to its own width. Measured in the item forms' available hours (beside
 * the item list on a desktop) and on the working-days screen, at 390, 1024 and 1280 px, with a 12-hour clock.
 */
test.use({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.47' } });

let fx: MenuFixture;
test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'] });
});
test.afterAll(closeTestDb);

/** Each time field of `scope`: its width and the width its content needs (the same field at its own width). */
async function clipped(scope: Locator) {
  return scope.locator('input[type="time"]').evaluateAll((inputs) =>
    inputs
      .map((input) => {
        const probe = input.cloneNode(true) as HTMLInputElement;
        probe.value = (input as HTMLInputElement).value;
        probe.style.cssText = 'position:absolute;inline-size:auto;visibility:hidden';
        input.parentElement!.appendChild(probe);
        const needs = probe.getBoundingClientRect().width;
        probe.remove();
        return { id: input.id, has: Math.round(input.getBoundingClientRect().width), needs: Math.round(needs) };
      })
      .filter((f) => f.has < f.needs),
  );
}

for (const [width, height] of [
  [1280, 800],
  [1024, 768],
  [390, 844],
] as const) {
  test(`at ${width} px the time fields show the whole time`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openOwnersScreen(page, fx.menuId, 'items');
    for (const testId of ['add-item-form', 'bulk-add']) {
      const form = page.getByTestId(testId);
      await form.getByRole('button', { name: T.addAvailability }).click();
      await form.getByLabel(T.availableTo, { exact: true }).fill('11:30');
      await expect(form.locator('input[type="time"]')).toHaveCount(2);
      expect(await clipped(form), testId).toEqual([]);
    }
    await page.getByTestId('add-item-form').locator('input[type="time"]').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`item-hours-${width}.png`) });

    await page.goto(`/m/${fx.menuId}/admin/workingDays`);
    const form = page.locator('#working-day-form');
    await expect(form.locator('input[type="time"]')).toHaveCount(2);
    expect(await clipped(form), 'working days').toEqual([]);
  });
}
