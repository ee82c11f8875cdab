import { expect, test, type Locator } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { ADMIN_ITEMS_TEXT as T } from '../lib/i18n/ar';
import { openOwnersScreen } from './support/admin-screen';

/**
 * The option groups of the add-item and bulk-add forms at desktop and tablet widths, where those forms sit in a narrow
 * column beside the item list: every field of a group and of its options is wide enough to read what is typed in it,
 * and no two labels of one row overlap. Measured in the browser at 1280, 1024 and 390 px.
 */

let fx: MenuFixture;
test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'] });
});
test.afterAll(closeTestDb);

/** The width of every text field in the form's first option group, and the labels that overlap another one. */
async function measure(form: Locator) {
  const group = form.getByTestId('option-group-fields').first();
  return group.evaluate((root) => {
    const fields = [...root.querySelectorAll<HTMLInputElement>('input:not([type="checkbox"])')].map((input) => ({
      label: root.querySelector(`label[for="${input.id}"]`)?.textContent ?? input.id,
      width: Math.round(input.getBoundingClientRect().width),
    }));
    const labels = [...root.querySelectorAll('label')].map((l) => ({ text: l.textContent, box: l.getBoundingClientRect() }));
    const overlapping: string[] = [];
    labels.forEach((a, i) =>
      labels.slice(i + 1).forEach((b) => {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) overlapping.push(`${a.text} / ${b.text}`);
      }),
    );
    return { fields, overlapping };
  });
}

for (const [width, height] of [
  [1280, 800],
  [1024, 768],
  [390, 844],
] as const) {
  test(`at ${width} px the option fields of the add and bulk-add forms can be read`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openOwnersScreen(page, fx.menuId, 'items');
    for (const testId of ['add-item-form', 'bulk-add']) {
      const form = page.getByTestId(testId);
      await form.getByRole('button', { name: T.addOptionGroup }).click();
      await form.getByLabel(T.optionGroupTitle, { exact: true }).fill('الصوص الإضافي');
      await form.getByLabel(T.optionTitle, { exact: true }).fill('ثوم مع ليمون');
      await form.getByLabel(T.optionPrice, { exact: true }).fill('0.250');
      const { fields, overlapping } = await measure(form);
      expect(fields).toHaveLength(7); // the group's title, least, most, English title; the option's title, English title, price
      for (const field of fields) expect(field.width, `${testId}: ${field.label}`).toBeGreaterThanOrEqual(100);
      expect(overlapping, testId).toEqual([]);
      await form.getByTestId('option-group-fields').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${testId}-options-${width}.png`) });
    }
  });
}
