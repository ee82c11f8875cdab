import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { demoPassword } from './support/demo-logins';

/**
 * Issue #12, finding 5: every page is sent with a nonce CSP, and the pages people use break none of it in Chromium —
 * the public menu (rendered, then replayed from the server's page cache), login, sign-up, /me, the cart.
 */

let menu: MenuFixture;

test.beforeAll(async () => {
  menu = await insertMenuFixture();
});
test.afterAll(closeTestDb);

/** Collects CSP complaints: console messages and securitypolicyviolation events. */
function watchCsp(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

async function visit(page: Page, path: string) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const res = await page.goto(path, { waitUntil: 'load' });
  expect(res?.status()).toBeLessThan(400);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  // Hydrated: React's client runtime is running (its scripts were allowed).
  await expect.poll(() => page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
  return res!;
}

test('the public menu, first render and replayed from the cache, with the same nonce in header and HTML', async ({ page }) => {
  const problems = watchCsp(page);
  for (let i = 0; i < 2; i++) {
    const res = await visit(page, `/m/${menu.menuId}`);
    const csp = res.headers()['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await res.text()).toContain(`nonce="${nonce}"`);
    await expect(page.getByRole('heading', { name: 'مطعم السنابل' }).first()).toBeVisible();
  }
  await visit(page, `/m/${menu.username}`);
  expect(problems).toEqual([]);
});

test('login, sign-up, /me and the cart pass the CSP', async ({ page }) => {
  const problems = watchCsp(page);
  await visit(page, '/login');
  await visit(page, '/signup');
  await visit(page, '/terms');
  const login = await page.request.post('/api/v1/users/login', { data: { username: 'owner', password: demoPassword('owner') } });
  expect(login.status()).toBe(200);
  await visit(page, '/me');
  const cart = await page.request.post('/api/v1/cart', { data: { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 2 }] } });
  expect(cart.status()).toBe(201);
  await visit(page, `/cart/${(await cart.json()).data.data._id}`);
  await expect(page.getByText('مياه معدنية').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the not-found page of an unknown path passes the CSP too', async ({ page }) => {
  const problems = watchCsp(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const res = await page.goto('/no-such-page/here', { waitUntil: 'load' });
  expect(res?.status()).toBe(404);
  expect(res?.headers()['content-security-policy']).toContain("'nonce-");
  await expect.poll(() => page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
