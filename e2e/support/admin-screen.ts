import { expect, type Page } from '@playwright/test';
import { signInAs } from './login';

/** The demo owner on one admin screen of a menu they administer, the first-visit tour off. */
export async function openOwnersScreen(page: Page, menuId: string, screen: string): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  await page.goto(`/m/${menuId}/admin/${screen}`);
  await expect(page.locator(`#admin-screen-${screen}`)).toBeVisible();
}
