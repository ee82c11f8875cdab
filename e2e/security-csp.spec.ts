import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { demoPassword } from './support/demo-logins';

/**
 * Every page is sent with a nonce CSP (a fresh nonce per response), and the pages people use break
 * none of it in Chromium: the public menu (its stored copy names its inline scripts by hash instead), login,
 * sign-up, /me, the cart.
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

/** The SHA-256 hash sources of a page's inline scripts, as a browser computes them over each script's text. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(attrs)) hashes.add(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

test('the public menu, first render and replayed from the store: no shared nonce, every inline script named by its hash', async ({ page }) => {
  const problems = watchCsp(page);
  for (let i = 0; i < 2; i++) {
    const res = await visit(page, `/m/${menu.menuId}`);
    const csp = res.headers()['content-security-policy'];
    const html = await res.text();
    // One stored copy goes to every diner: it carries no nonce, in the policy or the page.
    expect(csp).not.toContain("'nonce-");
    expect(html).not.toMatch(/\snonce="/);
    const named = (csp.match(/'sha256-[^']+'/g) ?? []).sort();
    expect(named.length).toBeGreaterThan(1);
    expect(named).toEqual(inlineScriptHashes(html));
    expect(csp).toContain("'strict-dynamic'");
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
