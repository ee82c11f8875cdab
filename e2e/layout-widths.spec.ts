/**
 * Every screen stays usable from 390 to 1440 px and after a resize — no sideways scrolling on the public
 * menu, the cart, the account pages, the owner's eight admin screens and the staff page, at 390 and 600 px and after
 * a desktop-sized page is narrowed to a phone's width. With SHOTS_DIR set, each check also saves a screenshot (for
 * looking at them; see docs/measurements.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { closeTestDb, insertMenuFixture, type MenuFixture } from '../tests/support/menu-fixture';
import { signInAs } from './support/login';
import { ORDERS_TEXT } from '../lib/i18n/en';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.246.${process.pid % 250}.${Math.floor(Math.random() * 250)}` } });
test.afterAll(() => closeTestDb());

const ADMIN_SCREENS = ['review', 'sections', 'items', 'galleries', 'branches', 'workingDays', 'publicInfo', 'stats'] as const;

/**
 * No sideways scrolling: the document is no wider than the window once the page has settled (a resize is followed by
 * a frame or two of re-layout: the chart redraws at its new width). Names the widest element when it does not fit.
 * Saves a screenshot when SHOTS_DIR is set.
 */
async function expectFits(page: Page, name: string) {
  await page.waitForLoadState('load');
  const measure = () =>
    page.evaluate(() => {
      const inner = window.innerWidth;
      const scroll = document.documentElement.scrollWidth;
      let widest = '';
      let widestRight = inner;
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        const over = Math.max(r.right, inner - r.left);
        if (r.width > 0 && over > widestRight) {
          widestRight = over;
          widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.getAttribute('class') ?? '').split(' ')[0]}`;
        }
      }
      return { scroll, inner, widest };
    });
  let last = await measure();
  await expect
    .poll(async () => (last = await measure()).scroll - last.inner, { timeout: 3000, message: `${name} fits its window` })
    .toBeLessThanOrEqual(0)
    .catch(() => {
      throw new Error(`${name} is ${last.scroll}px wide in a ${last.inner}px window (widest: ${last.widest || 'none found'})`);
    });
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png`, fullPage: false });
}

async function newCart(page: Page, fx: MenuFixture): Promise<string> {
  const res = await page.request.post('/api/v1/cart', { data: { menu: fx.menuId, items: [{ item: fx.itemIds.withSubItems, quantity: 2, subItem: 1 }, { item: fx.itemIds.water, quantity: 1 }] } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.data._id;
}

const WIDTHS = (process.env.SHOTS_WIDTHS ?? '390,600').split(',').map(Number);

for (const width of WIDTHS) {
  test(`every screen fits at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    const fx = await insertMenuFixture({ admins: ['owner'] });
    for (const path of ['/', '/login', '/signup', '/m/zaytoon', `/m/${fx.menuId}`]) {
      await page.goto(path);
      await expectFits(page, path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-/, ''));
    }
    await page.goto(`/cart/${await newCart(page, fx)}`);
    await expectFits(page, 'cart');

    await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
    await signInAs(page, 'owner');
    await page.goto('/me');
    await expectFits(page, 'me');
    for (const screen of ADMIN_SCREENS) {
      await page.goto(`/m/${fx.menuId}/admin/${screen}`);
      await expect(page.locator(`#admin-screen-${screen}`)).toBeVisible();
      await expectFits(page, `admin-${screen}`);
    }
    await page.context().clearCookies();
    await signInAs(page, 'provider');
    await page.goto('/ordering-manager');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFits(page, 'staff');
    // An order's overlay (the demo restaurant's subscription is always there): the required edit's phone number has
    // room to be typed (it had ~55 px at 390, squeezed between the country and the button).
    await page.getByRole('button', { name: /^Open the order of / }).first().click();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    await expectFits(page, 'staff-order');
    const number = overlay.getByRole('textbox', { name: ORDERS_TEXT.overlay.editPhone });
    expect((await number.boundingBox())!.width).toBeGreaterThanOrEqual(150);
  });
}

test('a page loaded wide still fits after it is narrowed to a phone (a resize, a tablet rotated)', async ({ page }) => {
  const fx = await insertMenuFixture({ admins: ['owner'] });
  await page.addInitScript(() => window.localStorage.setItem('runAdminCoach', 'no'));
  await signInAs(page, 'owner');
  const screens: [string, string][] = [
    ['menu', `/m/${fx.menuId}`],
    ['admin-items', `/m/${fx.menuId}/admin/items`],
    ['admin-stats', `/m/${fx.menuId}/admin/stats`],
  ];
  for (const [name, path] of screens) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFits(page, `${name}-resized`);
  }
  await page.context().clearCookies();
  await signInAs(page, 'provider');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ordering-manager');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFits(page, 'staff-resized');
});
