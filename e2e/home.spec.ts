/** The front page explains the product and leads in; the not-found page's button leads back to it. */
import { expect, test } from '@playwright/test';

test('the not-found page leads to the front page, which leads to sign-up and login', async ({ page }) => {
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'منيو رقمي لمطعمك' })).toBeVisible();
  await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'أنشئ حساباً' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
