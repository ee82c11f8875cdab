/**
 * The diner's search on the demo menu at a phone's width. It matches as the diner types (no request per
 * keystroke), folds Arabic spellings ('شاورمه' finds 'شاورما'), names each result's section, opens the chosen item,
 * and is usable from the keyboard with no axe violation.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('search finds shawarma typed as شاورمه, names its section and opens it, without a request per keystroke', async ({ page }) => {
  await page.goto('/m/zaytoon');
  await page.getByTestId('menu-search-open').click();
  const field = page.getByRole('searchbox', { name: 'ابحث عن صنف بالاسم أو المكونات' });
  await expect(field).toBeFocused();

  const requests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) requests.push(r.url());
  });
  await field.pressSequentially('شاورمه');
  const results = page.getByRole('list', { name: 'ابحث في المنيو' }).getByRole('button');
  await expect(results).toHaveCount(2);
  await expect(results.first()).toContainText('شاورما');
  await expect(results.first()).toContainText('في قسم الساندويشات');
  await expect(page.getByRole('status').filter({ hasText: 'صنفان يطابقان بحثك' })).toBeVisible();
  expect(requests).toEqual([]);

  await expectNoAxeViolations(page);

  // The keyboard: ↓ into the results, Enter opens the item's popup, Esc closes it.
  await field.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  const title = (await results.first().locator('span').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Nothing found: said so; Esc in the field closes the search.
  await field.fill('بيتزا هاواي');
  await expect(page.getByRole('status').filter({ hasText: 'لا توجد أصناف تطابق بحثك' })).toBeVisible();
  await field.press('Escape');
  await expect(page.getByTestId('menu-search-open')).toBeFocused();
});

test('what the diner types at once is kept while the results still load, and then matched', async ({ page }) => {
  await page.goto('/m/zaytoon');
  const open = page.getByTestId('menu-search-open');
  // The page's scripts have taken over the button (React's own mark on the node): a tap goes to it, not to the
  // early-tap capture. From now on every script the page asks for comes 1.5 s late, the results' code among them.
  await expect.poll(() => open.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(true);
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await open.click();
  await page.keyboard.type('شاورمه');
  const field = page.getByRole('searchbox', { name: 'ابحث عن صنف بالاسم أو المكونات' });
  await expect(field).toHaveValue('شاورمه');
  await expect(page.getByRole('list', { name: 'ابحث في المنيو' }).getByRole('button')).toHaveCount(2);
});
