import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ORDERS_NOTICES, ORDERS_TEXT as T } from '../lib/i18n/en';
import { closeTestDb, insertMenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';

/**
 * Staff copy a menu for a new branch from the orders manager: they find the menu, name the copy's owner and plan,
 * are asked first (the safe answer focused), see the form busy while it copies, and get the copy's id and a link to
 * its admin area; the copy has the same sections and the new owner. A username that does not exist is refused in English
 * and nothing is made.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.251.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });
test.afterAll(closeTestDb);

async function signUpClient(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = { name: 'Rami Saleh', username: `cp${tag}`.slice(0, 30), email: `cp${tag}@example.test`, phone: '+962795551234', password: 'client-pass-123' };
  const res = await request.post('/api/v1/users/signup', {
    data: { ...account, passwordConfirm: account.password, agreeToTerms: true },
    headers: { 'x-forwarded-for': `10.250.${process.pid % 250}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status()).toBe(201);
  return account;
}

const copyForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: T.forms.copyMenu }) });

test('staff copy a menu for a new branch and open the copy', async ({ page, request }) => {
  const fx = await insertMenuFixture({ admins: ['owner'] });
  const client = await signUpClient(request);
  await signInAs(page, 'provider');
  await page.goto('/ordering-manager');
  await page.getByRole('navigation', { name: T.jumpTo }).getByRole('link', { name: T.forms.copyMenu }).click();
  const form = copyForm(page);
  await expect(form).toBeInViewport();

  // A username nobody has: the server's refusal, in English, and no copy.
  await form.getByPlaceholder('Restaurant or username').fill(fx.username);
  await form.getByTestId('menu-picker').getByRole('button', { name: new RegExp(fx.username) }).click();
  await expect(form.getByLabel(T.fields.menuId)).toHaveValue(fx.menuId);
  await form.getByLabel(T.copyMenu.owner).fill('nosuchuser42');
  await form.getByRole('button', { name: T.submit.copyMenu }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(T.copyMenu.confirm('مطعم السنابل', 'nosuchuser42', 0));
  await expect(question.getByRole('button', { name: T.copyMenu.cancel })).toBeFocused();
  await question.getByRole('button', { name: T.submit.copyMenu }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'This username is not found: nosuchuser42' })).toBeVisible();
  await expect(form.getByTestId('copied-menu-id')).toHaveCount(0);

  // Cancelled: nothing is sent.
  await form.getByLabel(T.copyMenu.owner).fill(client.username);
  await form.getByLabel(T.fields.plan).fill('1');
  await form.getByRole('button', { name: T.submit.copyMenu }).click();
  await question.getByRole('button', { name: T.copyMenu.cancel }).click();
  await expect(question).toBeHidden();
  await expect(form.getByTestId('copied-menu-id')).toHaveCount(0);

  // Confirmed: busy while copying (the request is held until the button says so), then the copy's id and its link.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/copy', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: T.submit.copyMenu }).click();
  await question.getByRole('button', { name: T.submit.copyMenu }).click();
  await expect(form.getByRole('button', { name: T.copyMenu.copying })).toBeDisabled();
  release();
  await expect(page.getByTestId('toast').filter({ hasText: ORDERS_NOTICES.menuCopied })).toBeVisible();
  const copyId = (await form.getByTestId('copied-menu-id').textContent()) ?? '';
  expect(copyId).toMatch(/^[0-9a-f]{24}$/);
  expect(copyId).not.toBe(fx.menuId);
  await expect(form.getByRole('link', { name: T.copyMenu.openAdmin })).toHaveAttribute('href', `/m/${copyId}/admin`);
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`copy-menu-${width}.png`) });
  }

  // The copy as the staff read it: the same sections, the new owner beside the provider admin, plan 1, not yet active.
  const res = await page.request.get(`/api/v1/quickmenu/${copyId}`);
  expect(res.status()).toBe(200);
  const copy = (await res.json()).data.data;
  expect(copy.sections.map((s: { title: string }) => s.title)).toEqual(['الأطباق الرئيسية', 'المشروبات']);
  expect(copy.sections[1].items.map((i: { title: string }) => i.title)).toContain('مياه معدنية');
  expect(copy.admins).toContain(client.username);
  expect(copy.plan).toBe(1);
  expect(copy.active).toBe(false);
});
