/**
 * The owner's side, part 2, in a real browser as the demo owner, on a menu of their own (so the demo menu
 * the other specs read stays as seeded): images with upload progress, colours → the public theme, a branch with
 * coordinates → the public branches panel, working days → the open badge under a fixed clock, a gallery with two
 * images in both display modes, the short-name change, the QR PNG decoded back to the short link, the table-card PDF.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { expect, test } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { MAP_LOCATION_TEXT, STATS_TEXT, WORKING_DAYS_TEXT } from '../lib/i18n/ar';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.9.2' } });

let fx: MenuFixture;
const admin = (screen: string) => `/m/${fx.menuId}/admin/${screen}`;

async function pngFile(width: number, height: number, color: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  // Random noise does not compress: 600×400 is about 720 KB, a couple of seconds under the throttled upload below.
  const noise = crypto.randomBytes(width * height * 3);
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } }).composite([{ input: { create: { width: width / 2, height: height / 2, channels: 3, background: color } } }]).png().toBuffer();
  return { name: `${color.slice(1)}.png`, mimeType: 'image/png', buffer };
}

async function decodeQr(file: string): Promise<string | undefined> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

test.beforeAll(async () => {
  fx = await insertMenuFixture({ admins: ['owner', 'provider'], plan: 2, workingDays: [] });
});
test.afterAll(closeTestDb);

test.beforeEach(async ({ page }) => {
  // The shell's guided tour stays out of the way (spec §4: it does not run when runAdminCoach is 'no').
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
});

test('public info: logo and header image upload with progress and show on the public page', async ({ page, context }) => {
  await page.goto(admin('publicInfo'));
  await expect(page.locator('#admin-screen-publicInfo')).toBeVisible();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });

  for (const [formId, color] of [['#upload-logo', '#e74c3c'], ['#upload-main-image', '#27ae60']] as const) {
    const form = page.locator(formId);
    await form.locator('input[type=file]').setInputFiles(await pngFile(600, 400, color));
    await expect(form.getByRole('img')).toHaveAttribute('src', /^blob:/); // the preview of the chosen file
    await form.getByRole('button', { name: 'رفع' }).click();
    await expect(form.locator('progress')).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'تمت إضافة الصورة' }).first()).toBeVisible({ timeout: 30_000 });
    await expect(form.getByRole('img')).toHaveAttribute('src', /\/public\/uploads\/[a-f0-9]{32}\.webp/);
  }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const logoSrc = await page.locator('#upload-logo img').getAttribute('src');
  const stored = logoSrc!.match(/([a-f0-9]{32})\.webp/)![1];
  const publicPage = await (await page.request.get(`/m/${fx.menuId}`)).text();
  expect(publicPage.includes(`/public/uploads/${stored}`)).toBe(true); // the logo (its small variant on the page)
});

test('public info: colours have live swatches, a non-colour is flagged at its field before sending, the public theme changes', async ({ page }) => {
  await page.goto(admin('publicInfo'));
  const form = page.locator('#form-colors');
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/v1/quickmenu/')) puts++;
  });
  await form.getByLabel('اللون الرئيسي').fill('red;}');
  await expect(page.getByTestId('swatch-mainColor')).toBeVisible();
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'اللون الرئيسي ليس لوناً صحيحاً' })).toBeVisible();
  await expect(form.getByLabel('اللون الرئيسي')).toHaveAttribute('aria-invalid', 'true');
  expect(puts).toBe(0);

  await form.getByLabel('اللون الرئيسي').fill('#1a5276');
  await expect(page.getByTestId('swatch-mainColor')).toHaveCSS('background-color', 'rgb(26, 82, 118)');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();
  const html = await (await page.request.get(`/m/${fx.username}`)).text();
  expect(html).toContain('--menu-main:#1a5276');
});

test('public info: the currency (nine to choose from), the tax and service and the Moyasar keys are saved (the secret never shown again); bad values are flagged before sending; the menu prices in the new currency', async ({ page }) => {
  // A menu of its own: the other tests of this file read prices in dinars.
  const own = await insertMenuFixture({ admins: ['owner'], plan: 2 });
  await page.goto(`/m/${own.menuId}/admin/publicInfo`);
  const appearance = page.locator('#form-main-appearance');
  const currency = appearance.getByLabel('العملة');
  await expect(currency.locator('option')).toHaveText([
    'دينار أردني (JOD)', 'ريال سعودي (SAR)', 'درهم إماراتي (AED)', 'دينار كويتي (KWD)', 'دينار بحريني (BHD)',
    'ريال قطري (QAR)', 'ريال عماني (OMR)', 'جنيه مصري (EGP)', 'دولار أمريكي (USD)',
  ]);
  await currency.selectOption({ label: 'ريال سعودي (SAR)' });
  await appearance.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();

  const tax = page.locator('#form-tax-service');
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes(`/api/v1/quickmenu/${own.menuId}`)) puts++;
  });
  await tax.getByLabel('نسبة الضريبة (%)').fill('150');
  await tax.getByRole('button', { name: 'حفظ' }).click();
  await expect(tax.getByRole('alert').filter({ hasText: 'نسبة الضريبة يجب أن تكون رقماً من 0 إلى 100' })).toBeVisible();
  expect(puts).toBe(0);

  await tax.getByLabel('دولة المطعم').selectOption('SA');
  await tax.getByLabel('نسبة الضريبة (%)').fill('١٥');
  await tax.getByLabel('أسعار المنيو شاملة الضريبة').uncheck();
  await tax.getByLabel('الرقم الضريبي').fill('300000000000003');
  await tax.getByLabel('رسوم الخدمة (%)').fill('10');
  await tax.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();
  await expect(tax.getByRole('alert')).toHaveCount(0);
  const card = page.getByRole('region', { name: 'الضريبة ورسوم الخدمة' });
  await card.screenshot({ path: test.info().outputPath('tax-service-1280.png') });

  // Saved: a fresh visit shows what was chosen, at a phone's width too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('#form-main-appearance').getByLabel('العملة').locator('option:checked')).toHaveText('ريال سعودي (SAR)');
  await expect(tax.getByLabel('دولة المطعم').locator('option:checked')).toHaveText('المملكة العربية السعودية');
  await expect(tax.getByLabel('نسبة الضريبة (%)')).toHaveValue('15');
  await expect(tax.getByLabel('أسعار المنيو شاملة الضريبة')).not.toBeChecked();
  await expect(tax.getByLabel('الرقم الضريبي')).toHaveValue('300000000000003');
  await expect(tax.getByLabel('رسوم الخدمة (%)')).toHaveValue('10');
  await card.screenshot({ path: test.info().outputPath('tax-service-390.png') });

  // The Moyasar keys: saved, the secret never shown again, not even in the page's data.
  const keys = page.locator('#form-payment-keys');
  await expect(keys.getByTestId('payment-keys-state')).toHaveText(/لا مفاتيح محفوظة/);
  await keys.getByLabel(/المفتاح العام/).fill('pk_test_e2eKey0123456789');
  await keys.getByLabel(/المفتاح السري/).fill('sk_live_e2eSecret0123456789');
  await keys.getByRole('button', { name: 'حفظ' }).click();
  await expect(keys.getByRole('alert').filter({ hasText: 'المفتاحان يجب أن يكونا معاً للتجربة' })).toBeVisible();
  await keys.getByLabel(/المفتاح السري/).fill('sk_test_e2eSecret0123456789');
  await keys.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();
  await expect(keys.getByTestId('payment-keys-state')).toHaveText(/المفاتيح محفوظة منذ/);
  await page.reload();
  await expect(keys.getByTestId('payment-keys-state')).toHaveText(/المفاتيح محفوظة منذ/);
  await expect(keys.getByLabel(/المفتاح العام/)).toHaveValue('pk_test_e2eKey0123456789');
  await expect(keys.getByLabel(/المفتاح السري/)).toHaveValue('');
  expect(await page.content()).not.toContain('e2eSecret');
  await page.getByRole('region', { name: 'الدفع بالبطاقة (ميسّر)' }).screenshot({ path: test.info().outputPath('payment-keys-390.png') });

  // The public menu prices in riyals, in Arabic.
  const html = await (await page.request.get(`/m/${own.username}`)).text();
  expect(html).toMatch(/4\.50\s*\u200f?ر\.س/);
});

test('branches: a branch with coordinates appears in the public panel with a distance', async ({ page, browser }) => {
  await page.goto(admin('branches'));
  const form = page.locator('#branch-create');
  await form.getByLabel('العنوان', { exact: true }).fill('السلط، شارع الميدان');
  await form.getByLabel('رقم الهاتف').fill('12');
  await form.getByRole('button', { name: 'إضافة' }).click();
  await expect(form.getByText('رقم الهاتف غير صحيح')).toBeVisible();
  await form.getByLabel('رقم الهاتف').fill('+962795550000');
  await form.getByLabel('خط العرض', { exact: true }).fill('32.0392');
  await form.getByLabel('خط الطول', { exact: true }).fill('35.7272');
  await form.getByRole('button', { name: 'إضافة' }).click();
  const row = page.getByTestId('branch-list').locator('li').filter({ hasText: 'السلط، شارع الميدان' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: '+962 7 9555 0000' })).toHaveAttribute('href', 'tel:+962795550000');
  // Chosen for an edit, the number is written as a local one beside Jordan's +962 (stored as +962795550000).
  await row.getByRole('button', { name: 'السلط، شارع الميدان', exact: true }).click();
  await expect(page.locator('#branch-edit').getByLabel('رقم الهاتف')).toHaveValue('07 9555 0000');

  const diner = await browser.newContext({ geolocation: { longitude: 35.7272, latitude: 32.0392 }, permissions: ['geolocation'], viewport: { width: 390, height: 844 } });
  const phone = await diner.newPage();
  await phone.goto(`/m/${fx.menuId}`);
  await phone.getByTestId('branches-toggle').click();
  const entry = phone.getByTestId('branch').filter({ hasText: 'السلط، شارع الميدان' });
  await expect(entry.getByTestId('branch-distance')).toHaveText('0.0 كم');
  await diner.close();
});

test('a place at 390 px: a pasted map link gives its point, the owner\'s phone its own; a refused location says what to do', async ({ page, browser }) => {
  const shop = await insertMenuFixture({ admins: ['owner'] });
  const phoneAt = { latitude: 31.9539494, longitude: 35.910635 };
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, geolocation: phoneAt, permissions: ['geolocation'] });
  const owner = await ctx.newPage();
  await owner.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(owner, 'owner');
  await owner.goto(`/m/${shop.menuId}/admin/branches`);
  const form = owner.locator('#branch-create');
  const lat = form.getByLabel(MAP_LOCATION_TEXT.lat, { exact: true });
  const long = form.getByLabel(MAP_LOCATION_TEXT.long, { exact: true });
  // West of Greenwich (Casablanca: -7.6) a longitude is negative: the fields get the phone's full keyboard, since an
  // iPhone's decimal pad has no '-'.
  for (const field of [lat, long]) expect(await field.getAttribute('inputmode')).toBeNull();
  await form.getByLabel('العنوان', { exact: true }).fill('عمّان، شارع الرينبو');
  await form.getByLabel('رقم الهاتف').fill('0795550000');
  await form.getByLabel(MAP_LOCATION_TEXT.googleMaps).fill('https://www.google.com/maps/place/Rainbow+St/@31.95,35.90,17z/data=!3m1!4b1!4m6!3m5!8m2!3d31.9539494!4d35.910635');
  await expect(lat).toHaveValue('31.953949');
  await expect(long).toHaveValue('35.910635');
  await expect(form.getByTestId('map-location-status')).toHaveText(MAP_LOCATION_TEXT.fromLink);
  // A point the owner types is theirs: a link pasted after it does not replace it.
  await lat.fill('31.9');
  await long.fill('35.9');
  await form.getByLabel(MAP_LOCATION_TEXT.googleMaps).fill('https://maps.google.com/?q=29.5321,35.0063');
  await expect(lat).toHaveValue('31.9');
  // The phone's own position, asked for by the button.
  await form.getByRole('button', { name: MAP_LOCATION_TEXT.useMyLocation }).click();
  await expect(lat).toHaveValue('31.953949');
  await expect(long).toHaveValue('35.910635');
  await expect(form.getByTestId('map-location-status')).toContainText('تم تحديد موقعك');
  await form.getByRole('button', { name: 'إضافة' }).click();
  await expect(owner.getByTestId('branch-list').locator('li').filter({ hasText: 'شارع الرينبو' })).toBeVisible();
  const stored = (await (await owner.request.get(`/api/v1/quickmenu/${shop.menuId}`)).json()).data.data.branches as { location: { geoLocation: { coordinates: number[] } } }[];
  expect(stored.at(-1)?.location.geoLocation.coordinates).toEqual([35.910635, 31.953949]);
  await ctx.close();

  // The restaurant's own place (public info), in a browser that was refused the location.
  await page.goto(`/m/${shop.menuId}/admin/publicInfo`);
  const google = page.locator('#form-google');
  // Its saved point stays when a link is pasted; emptied, the link gives it.
  await expect(google.getByLabel(MAP_LOCATION_TEXT.lat, { exact: true })).not.toHaveValue('');
  await google.getByLabel(MAP_LOCATION_TEXT.googleMaps).fill('https://www.google.com/maps/@32.0392,35.7272,15z');
  await expect(google.getByLabel(MAP_LOCATION_TEXT.lat, { exact: true })).not.toHaveValue('32.0392');
  await google.getByLabel(MAP_LOCATION_TEXT.lat, { exact: true }).fill('');
  await google.getByLabel(MAP_LOCATION_TEXT.long, { exact: true }).fill('');
  await google.getByLabel(MAP_LOCATION_TEXT.googleMaps).fill('https://www.google.com/maps/@32.0392,35.7272,15z');
  await expect(google.getByLabel(MAP_LOCATION_TEXT.lat, { exact: true })).toHaveValue('32.0392');
  await expect(google.getByLabel(MAP_LOCATION_TEXT.long, { exact: true })).toHaveValue('35.7272');
  await google.getByRole('button', { name: MAP_LOCATION_TEXT.useMyLocation }).click();
  await expect(google.getByTestId('map-location-status')).toHaveText(MAP_LOCATION_TEXT.denied);
  await expect(google.getByLabel(MAP_LOCATION_TEXT.lat, { exact: true })).toHaveValue('32.0392');
});

test('working days: saving today flips the public badge to open under a fixed clock; the floating delete removes it', async ({ page, browser }) => {
  const wednesdayNoonAmman = new Date('2026-11-18T09:00:00Z'); // 12:00 in Asia/Amman (UTC+3), a Wednesday
  /** The public badge's status; null: no badge (and no opening hours in the side menu). */
  const expectBadge = async (status: 'Opened' | 'Closed' | null) => {
    const ctx = await browser.newContext({ timezoneId: 'UTC' }); // the phone's zone must not matter, only the menu's
    const p = await ctx.newPage();
    await p.clock.setFixedTime(wednesdayNoonAmman);
    await p.goto(`/m/${fx.menuId}`);
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    if (status) await expect(p.getByTestId('open-badge')).toHaveAttribute('data-status', status);
    else {
      await expect(p.getByTestId('open-badge')).toHaveCount(0);
      await p.getByTestId('open-side-nav').click();
      await expect(p.getByTestId('side-nav')).toBeVisible();
      await expect(p.getByTestId('working-days-button')).toHaveCount(0);
    }
    await ctx.close();
  };
  // No hours set yet: diners are not told 'مغلق الآن' (nor 'مغلق' for every day in the hours list).
  await expectBadge(null);

  await page.goto(admin('workingDays'));
  const form = page.locator('#working-day-form');
  await form.getByLabel('اليوم').selectOption('wed');
  // Time fields: a phone offers its time picker (a text field with a digits keypad has no ':' on an iPhone). An hour
  // the field cannot hold ('25:00') is refused by the API and the schema (tests/api/admin-working-days.test.ts).
  await expect(form.getByLabel('من')).toHaveAttribute('type', 'time');
  await expect(form.getByLabel('إلى')).toHaveAttribute('type', 'time');
  // Half typed on a computer ('10:--' reads as no hour): said so, nothing saved.
  await form.getByLabel('من').click();
  await form.getByLabel('من').pressSequentially('10');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByLabel('من')).toHaveAccessibleDescription(/أكمل الساعة والدقائق/);
  await expect(page.locator('tr[data-day="wed"]')).toHaveCount(0);
  await form.getByLabel('من').fill('10:00');
  await form.getByLabel('إلى').fill('22:00');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل/الإنشاء' })).toBeVisible();
  await expect(page.locator('tr[data-day="wed"]')).toContainText('10:00');
  await expect(page.locator('tr[data-day="wed"]')).not.toContainText('بعد منتصف الليل');
  // A night that ends after midnight: the form says how to write it, the list says so beside the end.
  await expect(form.getByText('لساعات بعد منتصف الليل: اختر ساعة الإغلاق صباحاً حتى 04:59')).toBeVisible();
  await form.getByLabel('اليوم').selectOption('thu');
  await form.getByLabel('من').fill('18:00');
  // 06:00 is not past midnight by that rule: the day would never show open, so it is refused under the end field.
  await form.getByLabel('إلى').fill('06:00');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByLabel('إلى')).toHaveAccessibleDescription(/ساعة الإغلاق يجب أن تأتي بعد ساعة الفتح/);
  await expect(page.locator('tr[data-day="thu"]')).toHaveCount(0);
  await form.getByLabel('إلى').fill('01:00');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.locator('tr[data-day="thu"]')).toContainText('01:00بعد منتصف الليل');
  await expectBadge('Opened');

  // The menu's time zone decides: at 09:00 UTC it is 04:00 in New York, before opening.
  await page.goto(admin('publicInfo'));
  const appearance = page.locator('#form-main-appearance');
  // Arabic words on the Arabic screen: the currency's name, and each zone's Arabic name and offset beside its IANA name.
  await expect(appearance.getByLabel('العملة').locator('option:checked')).toHaveText('دينار أردني (JOD)');
  await expect(appearance.getByLabel(/المنطقة الزمنية/).locator('option[value="Asia/Amman"]')).toHaveText('توقيت الأردن، غرينتش+3 — \u2066Asia/Amman\u2069');
  await appearance.getByLabel(/المنطقة الزمنية/).selectOption('America/New_York');
  await appearance.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();
  await expectBadge('Closed');
  await appearance.getByLabel(/المنطقة الزمنية/).selectOption('Asia/Amman');
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/v1/quickmenu/${fx.menuId}`) && r.ok()),
    appearance.getByRole('button', { name: 'حفظ' }).click(),
  ]);
  await expectBadge('Opened');

  await page.goto(admin('workingDays'));

  await page.locator('tr[data-day="wed"]').click();
  await expect(page.getByTestId('floating-delete-day')).toBeVisible();
  await page.locator('#admin-screen-workingDays h1').click(); // an outside click dismisses it
  await expect(page.getByTestId('floating-delete-day')).toHaveCount(0);
  await page.locator('tr[data-day="wed"]').click();
  await page.getByTestId('floating-delete-day').click();
  // It asks first: 'cancel' keeps the day.
  await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.locator('tr[data-day="wed"]')).toHaveCount(1);
  await page.locator('tr[data-day="wed"]').click();
  await page.getByTestId('floating-delete-day').click();
  await page.getByRole('dialog').getByRole('button', { name: 'نعم' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم حذف اليوم' })).toBeVisible();
  await expect(page.locator('tr[data-day="wed"]')).toHaveCount(0);
  await expectBadge('Closed');
});

test('galleries: a gallery with two images shows in both display modes on the public page', async ({ page }) => {
  await page.goto(admin('galleries'));
  const section = page.getByTestId('gallery-section').filter({ hasText: 'المشروبات' });
  await section.getByLabel('عنوان المعرض').fill('ركن القهوة');
  await section.getByRole('button', { name: 'إنشاء' }).click();
  const row = section.getByTestId('gallery-row').filter({ hasText: 'ركن القهوة' });
  await expect(row).toBeVisible();
  await row.locator('summary', { hasText: 'إضافة صورة' }).click();
  for (const [note, color] of [['فنجان', '#6e2c00'], ['دلة', '#b9770e']]) {
    const quick = row.locator('form[id^="quick-add-"]');
    await quick.locator('input[type=file]').setInputFiles(await pngFile(320, 240, color));
    await quick.getByRole('button', { name: 'إضافة صورة', exact: true }).click();
    await expect(quick.getByText('الوصف مطلوب')).toBeVisible();
    await quick.getByLabel('الوصف').fill(note);
    await quick.getByRole('button', { name: 'إضافة صورة', exact: true }).click();
    await expect(row.getByRole('button', { name: new RegExp(`ركن القهوة \\(${note === 'فنجان' ? 1 : 2}\\)`) })).toBeVisible();
  }
  const publicGallery = async (display: string) => {
    const html = await (await page.request.get(`/m/${fx.menuId}`)).text();
    const at = html.indexOf('ركن القهوة');
    const start = html.lastIndexOf('data-testid="gallery"', at);
    expect(html.slice(start, at)).toContain(`data-display="${display}"`);
    expect(html).toContain('فنجان');
    expect(html).toContain('دلة');
  };
  await publicGallery('scroll');
  await row.getByRole('button', { name: 'ركن القهوة (2)', exact: true }).click();
  const panel = page.getByTestId('gallery-edit-panel');
  await panel.getByLabel('عرض الكل').check();
  await panel.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();
  await publicGallery('show-all');
  await expect(panel.getByTestId('gallery-image')).toHaveCount(2);
});

test('short name: a confirmed change moves the short link (the old one leads to it); the QR PNG decodes to it; the PDF holds name and link', async ({ page, baseURL }) => {
  await page.goto(admin('publicInfo'));
  const fresh = `e2e${Date.now().toString(36)}`;
  const old = fx.username;
  const form = page.locator('#form-private-settings');
  await form.getByLabel('الاسم المختصر للمنيو').fill(fresh);
  await form.getByRole('button', { name: 'حفظ' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: `/m/${old}` });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'نعم' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'تم التعديل' })).toBeVisible();
  await expect(page.getByTestId('copy-short-link-value')).toHaveText(`${baseURL}/m/${fresh}`);
  // The old short link (and a card printed with it) leads to the new one.
  const before = await page.request.get(`/m/${old}?table=x`, { maxRedirects: 0 });
  expect([before.status(), before.headers().location]).toEqual([307, `/m/${fresh}?table=x`]);
  expect((await page.request.get(`/m/${fresh}`)).status()).toBe(200);
  expect((await page.request.get(`/m/${fx.menuId}`)).status()).toBe(200);
  fx.username = fresh;

  const [png] = await Promise.all([page.waitForEvent('download'), page.locator('#qr-short-png').click()]);
  expect(await decodeQr(await png.path())).toBe(`${baseURL}/m/${fresh}`);

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.locator('#qr-table-cards').click()]);
  const text = execFileSync('pdftotext', [await pdf.path(), '-']).toString();
  expect(text).toContain('مطعم السنابل');
  expect(text).toContain(`${baseURL}/m/${fresh}`);
});

test('working days at 390 px: one save gives the whole week the same hours, then one day is changed alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cafe = await insertMenuFixture({ admins: ['owner'], workingDays: [] });
  await page.goto(`/m/${cafe.menuId}/admin/workingDays`);
  const form = page.locator('#working-day-form');
  await form.getByLabel('اليوم').selectOption('sat');
  const also = form.getByTestId('also-days');
  // The day chosen above is not offered again.
  await expect(also.getByLabel('السبت')).toBeDisabled();
  await also.getByRole('button', { name: WORKING_DAYS_TEXT.allDays }).click();
  await form.getByLabel('من').fill('09:00');
  await form.getByLabel('إلى').fill('23:00');
  // One call, one write: the week is saved whole or not at all.
  const saves: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith(`/api/v1/quickmenu/${cafe.menuId}`)) saves.push(r.postDataJSON());
  });
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: WORKING_DAYS_TEXT.savedDays(7) })).toBeVisible();
  expect(saves).toHaveLength(1);
  expect((saves[0] as { workingDays: { day: string }[] }).workingDays.map((d) => d.day)).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
  const rows = page.getByTestId('working-days').locator('tbody tr');
  await expect(rows).toHaveCount(7);
  for (const day of ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']) await expect(page.locator(`tr[data-day="${day}"]`)).toContainText('09:0023:00');
  // The other days are unticked after the save: Friday's later opening is Friday's alone.
  await expect(also.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await form.getByLabel('اليوم').selectOption('fri');
  await form.getByLabel('من').fill('13:00');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.locator('tr[data-day="fri"]')).toContainText('13:0023:00');
  await expect(page.locator('tr[data-day="thu"]')).toContainText('09:0023:00');
  // Stored as seven days, as the menu's readers take them.
  const stored = (await (await page.request.get(`/api/v1/quickmenu/${cafe.menuId}`)).json()).data.data.workingDays as { day: string; start: string }[];
  expect(stored.map((d) => `${d.day} ${d.start}`).sort()).toEqual(['fri 13:00', 'mon 09:00', 'sat 09:00', 'sun 09:00', 'thu 09:00', 'tue 09:00', 'wed 09:00']);
});

test('statistics: totals, the 30-day chart with its table, the orders and their revenue, by branch, items by interest', async ({ page }) => {
  // Two diners' orders today (water at 1.00: two, then one), in a menu of its own: its statistics are these alone.
  const shop = await insertMenuFixture({ admins: ['owner'] });
  // No diner has opened it yet: the visits say so rather than drawing an empty chart.
  await page.goto(`/m/${shop.menuId}/admin/stats`);
  await expect(page.getByTestId('no-visits')).toHaveText(STATS_TEXT.noVisits);
  await expect(page.getByTestId('visits-chart')).toHaveCount(0);
  // A diner opens the menu (the page records the visit so).
  expect((await page.request.post(`/api/v1/quickmenu/${shop.menuId}/visits`)).ok()).toBe(true);
  // The first at a table of the Jabal Al-Hussein branch, the second from no table (the main branch's).
  const tables = await page.request.post(`/api/v1/quickmenu/${shop.menuId}/tables`, { data: { name: '5', branchId: shop.branchIds.near } });
  const table = (await tables.json()).data.data.tables[0]._id as string;
  for (const quantity of [2, 1]) {
    const cart = await page.request.post('/api/v1/cart', { data: { menu: shop.menuId, items: [{ item: shop.itemIds.water, quantity }], ...(quantity === 2 ? { table } : {}) } });
    expect((await page.request.post('/api/v1/diner-orders', { data: { cart: (await cart.json()).data.data._id } })).status()).toBe(201);
  }
  // A diner lingered on the mansaf: it heads the items by interest, the others are counted under it.
  expect((await page.request.post(`/api/v1/quickmenu/items/${shop.itemIds.mansaf}/interests`)).ok()).toBe(true);
  await page.goto(`/m/${shop.menuId}/admin/stats`);
  await expect(page.locator('#admin-screen-stats')).toBeVisible();
  await expect(page.getByTestId('visits-chart')).toBeVisible();
  await page.getByText(STATS_TEXT.showTable).first().click();
  await expect(page.getByTestId('visits-table').locator('tbody tr')).toHaveCount(30);
  await expect(page.getByTestId('visits-table').locator('tbody tr').first().locator('td').nth(1)).toHaveText('1');
  await expect(page.getByTestId('no-visits')).toHaveCount(0);
  await expect(page.getByTestId('interest-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('interest-table').locator('tbody tr td').first()).toHaveText('منسف أردني');
  const without = page.getByTestId('no-interest-table');
  await expect(without).toBeHidden();
  const rest = await without.locator('tbody tr').count();
  expect(rest).toBeGreaterThan(0);
  await page.getByText(STATS_TEXT.withoutInterest(rest)).click();
  await expect(without).toBeVisible();

  // The orders: summed up, the day's revenue drawn (its bar named with its figures), the figures as a table.
  await expect(page.getByTestId('orders-total')).toHaveText(`${STATS_TEXT.ordersTotal(2)} 3.00 JD`);
  const bars = page.getByTestId('orders-chart').locator('rect title');
  await expect(bars).toHaveCount(30);
  await expect(bars.last()).toHaveText(new RegExp(`: ${STATS_TEXT.ordersCount} 2، ${STATS_TEXT.revenue} 3.00 JD$`));
  await page.getByTestId('orders-chart').screenshot({ path: test.info().outputPath('orders-chart.png') });
  await page.getByText(STATS_TEXT.showTable).nth(1).click();
  await expect(page.getByTestId('orders-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('orders-table').locator('tbody tr td').nth(1)).toHaveText('2');
  // Each branch's share, the larger first.
  const byBranch = page.getByTestId('orders-by-branch').locator('tbody tr');
  await expect(byBranch).toHaveCount(2);
  await expect(byBranch.nth(0).locator('td')).toHaveText(['فرع عمّان، جبل الحسين، دوار فراس', '1', '2.00 JD']);
  await expect(byBranch.nth(1).locator('td')).toHaveText([/^الفرع الرئيسي/, '1', '1.00 JD']);
  await page.getByTestId('orders-by-branch').screenshot({ path: test.info().outputPath('orders-by-branch.png') });
});

test('galleries below plan 2 show the paid-feature notice', async ({ page }) => {
  const low = await insertMenuFixture({ admins: ['owner'], plan: 1 });
  await page.goto(`/m/${low.menuId}/admin/galleries`);
  const notice = page.getByTestId('galleries-paid-notice');
  await expect(notice.getByRole('paragraph').first()).toHaveText('هذه الميزة مدفوعة بسعر أعلى، يرجى التواصل مع مزوّد الخدمة لتفعيلها');
  await expect(notice.getByTestId('provider-contact').getByRole('link')).toHaveText(['واتساب', 'اتصال +962 7 9111 0000', 'البريد الإلكتروني']);
});
