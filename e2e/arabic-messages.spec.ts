/**
 * One language per screen: on the Arabic screens a client-side validation message and a server refusal are
 * Arabic and name the field by its label, even when the browser prefers English (the pages' own calls ask for Arabic);
 * the file fields show the Arabic picker instead of the browser's 'Choose File'; the staff page asks for English.
 * Looked at as pictures at 390 and 1280 px (screenshots in test-results/arabic-messages/).
 */
import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';

// A diner or owner whose browser prefers English: the Arabic screens must still speak Arabic.
test.use({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': '10.77.16.4' } });

/** A field key or any English word of 3+ letters (the messages checked here hold none). */
const ASCII_WORD = /[A-Za-z]{3,}/;
let fx: MenuFixture;


test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner'], plan: 2, workingDays: [] });
});
test.afterAll(closeTestDb);

for (const width of [390, 1280]) {
  test(`admin at ${width} px: Arabic field message before sending, Arabic server refusal, Arabic file picker`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
    await signInAs(page, 'owner');

    // Client side: the branch form refuses an empty address and a bad phone before anything is sent.
    await page.goto(`/m/${fx.menuId}/admin/branches`);
    const form = page.locator('#branch-create');
    await form.getByLabel('رقم الهاتف').fill('12');
    const sent: string[] = [];
    page.on('request', (r) => (r.method() === 'POST' && r.url().includes('/branches') ? sent.push(r.url()) : undefined));
    await form.getByRole('button', { name: 'إضافة' }).click();
    await expect(form.getByText('العنوان مطلوب')).toBeVisible();
    await expect(form.getByText('رقم الهاتف غير صحيح')).toBeVisible();
    for (const alert of await form.getByRole('alert').allTextContents()) expect(alert).not.toMatch(ASCII_WORD);
    expect(sent).toEqual([]);
    await page.screenshot({ path: `test-results/arabic-messages/branch-form-${width}.png`, fullPage: false });

    // A colour the server would refuse is flagged at its field, in Arabic and by its label, before anything is sent.
    await page.goto(`/m/${fx.menuId}/admin/publicInfo`);
    const colours = page.locator('#form-colors');
    let puts = 0;
    page.on('request', (r) => (r.method() === 'PUT' && r.url().includes(`/api/v1/quickmenu/${fx.menuId}`) ? puts++ : undefined));
    await colours.getByLabel('اللون الرئيسي').fill('red;}');
    await colours.getByRole('button', { name: 'حفظ' }).click();
    const colourAlert = colours.getByRole('alert').filter({ hasText: 'اللون الرئيسي ليس لوناً صحيحاً' });
    await expect(colourAlert).toBeVisible();
    // The refused field takes the focus (the form's own move, which can come after its message shows): waited for
    // here, so it cannot take the focus back from the file picker below.
    await expect(colours.getByLabel('اللون الرئيسي')).toBeFocused();
    expect(await colourAlert.textContent()).not.toContain('mainColor');
    expect(puts).toBe(0);

    // The Arabic file picker: no 'Choose File', reachable from the keyboard, the chosen name shown, progress kept.
    const logo = page.locator('#upload-logo');
    await expect(logo.getByText('اختر صورة')).toBeVisible();
    await expect(logo.getByText('لم يتم اختيار أي صورة')).toBeVisible();
    const input = logo.getByLabel('الشعار');
    await input.focus();
    await expect(input).toBeFocused();
    await logo.getByRole('button', { name: 'رفع' }).click();
    await expect(logo.getByText('الصورة مطلوبة')).toBeVisible();
    await input.setInputFiles({ name: 'شعار.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await expect(logo.getByText('شعار.png')).toBeVisible();
    await expect(logo.getByText('تغيير الصورة')).toBeVisible();
    await logo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/arabic-messages/file-picker-${width}.png`, fullPage: false });
    // A broken image: the server's refusal, in Arabic, as a toast (the request asked for Arabic); the picker stays.
    const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/v1/upload'));
    await logo.getByRole('button', { name: 'رفع' }).click();
    expect((await upload).headers()['accept-language']).toBe('ar');
    await expect(page.getByTestId('toast').filter({ hasText: 'نوع الصورة غير مدعوم' })).toBeVisible();
  });
}

test('sign-up and login pages: Arabic messages, also for the server’s refusal', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByText('الاسم الكامل مطلوب')).toBeVisible();
  for (const alert of await page.getByRole('alert').allTextContents()) expect(alert).not.toMatch(ASCII_WORD);
  await page.screenshot({ path: 'test-results/arabic-messages/signup-390.png', fullPage: true });

  await page.goto('/login?username=owner&password=wrong-password-1');
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'اسم المستخدم أو كلمة المرور غير صحيحة' })).toBeVisible();
});

test('the staff page asks the server for English', async ({ page }) => {
  await signInAs(page, 'provider');
  const first = page.waitForRequest((r) => r.url().includes('/api/v1/orders'));
  await page.goto('/ordering-manager');
  expect((await first).headers()['accept-language']).toBe('en');
});
