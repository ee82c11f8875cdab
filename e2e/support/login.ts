import { expect, type Page } from '@playwright/test';
import { demoPassword } from './demo-logins';

/** Logs in through the login page (its fields filled from the link) and waits for the account page. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`/login?username=${username}&password=${encodeURIComponent(password)}`);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
}

/** Logs in as the seeded demo owner. */
export const logInAsOwner = (page: Page) => logIn(page, 'owner', demoPassword('owner'));
