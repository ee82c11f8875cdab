import { expect, type Page } from '@playwright/test';
import { demoPassword } from './demo-logins';

/**
 * Signs in through the API: the session cookie lands in the page's browser context. For every spec whose subject is
 * not the login page itself (that page is driven by auth.spec.ts, demo-logins.spec.ts and the staff journeys of
 * orders-manager.spec.ts): it spares each test two page loads.
 */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const res = await page.request.post('/api/v1/users/login', { data: { username, password } });
  expect(res.status(), `signing in as ${username}`).toBe(200);
}

/** Signs in as one of the seeded demo accounts ('owner' or 'provider'). */
export const signInAs = (page: Page, username: 'owner' | 'provider') => signIn(page, username, demoPassword(username));
