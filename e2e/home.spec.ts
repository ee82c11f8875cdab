/** The front page explains the product and leads in (and to the provider); the not-found page's button leads back to it. */
import { expect, test } from '@playwright/test';
import { HOME_TEXT } from '../lib/i18n/ar';
import { expectProviderContact } from './support/provider-contact';

test('the not-found page leads to the front page, which leads to sign-up, login and the provider', async ({ page }) => {
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'منيو رقمي لمطعمك' })).toBeVisible();
  // A restaurant with a question reaches the provider from here.
  await expectProviderContact(page.getByRole('region', { name: HOME_TEXT.contact }).getByTestId('provider-contact'), HOME_TEXT.contactSubject, HOME_TEXT.contactMessage);
  await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'أنشئ حساباً' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
