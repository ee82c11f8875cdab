/** Initialising a fresh menu (spec §2 Init form, §5): /me leads to the form, its messages, the taken short name, success. */
import { expect, test } from '@playwright/test';
import { ObjectId } from 'mongodb';
import { INIT_TEXT } from '../lib/i18n/ar';
import { withTestDb } from '../tests/support/accounts';
import { signInAs } from './support/login';
import { closeTestDb } from '../tests/support/menu-fixture';

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

    await page.goto('/me');
    await expect(page.locator(`a[href="/m/${menuId}/admin"]`)).toBeVisible();
    await page.goto(`/m/${short}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مقهى الياسمين');
  });
}
