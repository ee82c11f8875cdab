/**
 * The public menu at a phone viewport (390×844), against the built app and a real database (spec §2 Public menu page,
 * §4 Open/closed, Item interest, Deals section, Ordering of items).
 */
import { expect, test, type Page } from '@playwright/test';
import { MENU_TEXT } from '../lib/i18n/diner-ar';
import { closeTestDb, insertMenuFixture, readInterestRecords, storeFixtureImages, type MenuFixture } from '../tests/support/menu-fixture';
import { clickBeforeDialogCloseEvent } from './support/dialog-race';

let menu: MenuFixture;
let lateMenu: MenuFixture;

test.beforeAll(async () => {
  const images = await storeFixtureImages(6);
  menu = await insertMenuFixture({ images });
  // Open only on Mondays, 18:00 to 02:00 (the end falls on Tuesday).
  lateMenu = await insertMenuFixture({ images, workingDays: [{ day: 'mon', start: '18:00', end: '02:00' }] });
});
test.afterAll(closeTestDb);

const sectionTitles = (page: Page) => page.getByTestId('menu-section').locator('h2');

test('the menu opens by id and by short name', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  await expect(page).toHaveTitle(/مطعم السنابل/);
  await page.goto(`/m/${menu.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  await expect(page.getByText('منسف أردني').first()).toBeVisible();
});

test("Next's runtime is requested only after the menu's first frame, and it still starts (the popup opens)", async ({ page }) => {
  // The first animation frame's time: the page's first frame is being rendered.
  await page.addInitScript(() => requestAnimationFrame(() => ((window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now())));
  await page.goto(`/m/${menu.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  const timing = await page.waitForFunction(() => {
    const frame = (window as unknown as { firstFrameAt?: number }).firstFrameAt;
    const chunks = performance.getEntriesByType('resource').filter((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js'));
    return frame !== undefined && chunks.length ? { frame, firstChunk: Math.min(...chunks.map((c) => c.startTime)) } : null;
  });
  const { frame, firstChunk } = (await timing.jsonValue())!;
  expect(firstChunk).toBeGreaterThanOrEqual(frame);
  // The cards are the server's HTML; a tap opens the popup once the runtime has started.
  const dialog = page.getByTestId('item-dialog');
  await expect(async () => {
    await page.getByRole('button', { name: 'مياه معدنية' }).click();
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(dialog.getByRole('heading', { name: 'مياه معدنية' })).toBeVisible();
});

test('the menu shows in the system font, then in Cairo once the header image is on screen; a second visit uses Cairo at once', async ({ page }) => {
  await page.goto(`/m/${menu.username}`);
  const root = page.locator('[data-menu-id]');
  await expect.poll(() => root.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/cairo/i);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const hero = document.querySelector<HTMLImageElement>('img[data-hero]');
    const heroEntry = entries.find((e) => e.name === hero?.currentSrc);
    const fonts = entries.filter((e) => e.name.endsWith('.woff2'));
    return { heroEnd: heroEntry?.responseEnd ?? null, fontsStart: Math.min(...fonts.map((f) => f.startTime)), fonts: fonts.length };
  });
  // The header image had the connection to itself: the fonts were asked for after it had arrived.
  expect(timing.heroEnd).not.toBeNull();
  expect(timing.fonts).toBeGreaterThan(0);
  expect(timing.fontsStart).toBeGreaterThanOrEqual(timing.heroEnd!);
  // Cairo's four files (Arabic and Latin, regular and bold) were loaded before the switch, so it was one re-layout.
  const loaded = await page.evaluate(() => [...document.fonts].filter((f) => /cairo/i.test(f.family) && f.status === 'loaded').length);
  expect(loaded).toBe(4);

  // The device now has them: the next visit is in Cairo from its first frame.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const el = document.querySelector('[data-menu-id]');
      (window as unknown as { fontAtParse: string }).fontAtParse = el ? getComputedStyle(el).fontFamily : '';
    }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { fontAtParse: string }).fontAtParse)).toMatch(/cairo/i);
});

/** Holds the page's runtime chunks until the returned function is called. */
async function holdRuntime(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tap on a card made before the runtime has arrived opens its popup once it has', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto(`/m/${menu.username}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'مياه معدنية' }).click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog).toBeHidden(); // no runtime yet: the tap is kept
  release();
  await expect(dialog.getByRole('heading', { name: 'مياه معدنية' })).toBeVisible();
});

test('an early tap on the menu button opens the side navigation once the runtime has arrived, once', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto(`/m/${lateMenu.menuId}`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('open-side-nav').click();
  const nav = page.getByTestId('side-nav');
  await expect(nav).toBeHidden();
  release();
  await expect(nav.getByRole('link', { name: 'واتساب' })).toBeVisible();
  // Taps after the runtime started are React's alone: closing and opening again works as usual.
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await page.getByTestId('open-side-nav').click();
  await expect(nav.getByRole('link', { name: 'واتساب' })).toBeVisible();
});

test('the deals section comes first with the sale items, the sale text and the discounted price', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  await expect(sectionTitles(page)).toHaveText(['العروض', 'الأطباق الرئيسية', 'المشروبات']);
  const deals = page.getByTestId('menu-section').first();
  await expect(deals.getByTestId('menu-item').locator('h3')).toHaveText(['مقلوبة دجاج', 'فتة حمص']);
  const maqluba = deals.getByTestId('menu-item').first();
  await expect(maqluba.getByTestId('sale-text')).toHaveText('تخفيض بنسبة 20%');
  await expect(maqluba.getByTestId('sale-price')).toHaveText('4.00 JD');
  await expect(maqluba.getByTestId('old-price')).toHaveText('5.00 JD');
  await expect(maqluba.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
  // The section nav lists the same sections, deals first.
  await expect(page.getByTestId('section-nav').getByRole('link')).toHaveText(['العروض', 'الأطباق الرئيسية', 'المشروبات']);
});

test('a diner who jumps down to the last item sees the page hold still, so a tap there lands where it was aimed', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'مطعم السنابل' })).toBeVisible();
  // Layout shifts from here on: the cards and sections not seen yet are laid out as the view reaches them, and a
  // height guessed wrong moves what the diner is looking at (it did: a tap pressed on one card and released on another).
  await page.evaluate(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      // As the metric counts them: a shift right after the diner's own tap or key is theirs, not the page's.
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift' });
  });
  const last = page.getByTestId('menu-item').last();
  await last.scrollIntoViewIfNeeded();
  const frames = (n: number) => page.evaluate((count) => new Promise<void>((done) => {
    const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  }), n);
  await frames(10);
  const top = await last.evaluate((el) => el.getBoundingClientRect().top);
  await frames(10);
  expect(await last.evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(top, 0);
  // Below 0.1: what web.dev calls a good cumulative layout shift for a whole visit (this was 0.41 before).
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.1);
});

test('the sale badge sits on the card image and leaves the whole title readable', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  const maqluba = page.getByTestId('menu-section').first().getByTestId('menu-item').first();
  const badge = maqluba.getByText('-20%', { exact: true });
  await expect(badge).toBeVisible();
  const [b, title, image] = await Promise.all([badge.boundingBox(), maqluba.locator('h3 button').boundingBox(), maqluba.locator('img').boundingBox()]);
  if (!b || !title || !image) throw new Error('badge, title or image has no box');
  const overlaps = (p: typeof b, q: typeof b) => p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
  expect(overlaps(b, title)).toBe(false);
  expect(overlaps(b, image)).toBe(true);
});

test('the pinned item comes first in its section', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  const main = page.getByTestId('menu-section').nth(1);
  await expect(main.getByTestId('menu-item').locator('h3')).toHaveText(['مشاوي مشكلة', 'منسف أردني', 'مقلوبة دجاج', 'فتة حمص']);
});

test('galleries: scroll is a horizontal scroller, show-all a grid, with notes', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  const scroll = page.locator('[data-testid="gallery"][data-display="scroll"]');
  const grid = page.locator('[data-testid="gallery"][data-display="show-all"]');
  await expect(scroll.locator('ul')).toHaveCSS('overflow-x', 'auto');
  await expect(scroll.locator('ul')).toHaveCSS('display', 'flex');
  await expect(grid.locator('ul')).toHaveCSS('display', 'grid');
  await expect(scroll.getByText('الطابون')).toBeAttached();
  await expect(grid.getByText('الجلسة الخارجية')).toBeVisible();
  // The scroller really scrolls sideways: its content is wider than the screen.
  const wider = await scroll.locator('ul').evaluate((ul) => ul.scrollWidth > ul.clientWidth);
  expect(wider).toBe(true);
});

test.describe('open/closed badge in the restaurant zone (Asia/Amman, UTC+3)', () => {
  const cases: [string, string, 'Opened' | 'Closed', RegExp][] = [
    ['Monday 23:00: open until 02:00', '2025-01-06T23:00:00+03:00', 'Opened', /يغلق بعد 3\sساعات/],
    ['Tuesday 01:30: still open after midnight', '2025-01-07T01:30:00+03:00', 'Opened', /يغلق بعد 30\sدقيقة/],
    ['Tuesday 03:00: closed', '2025-01-07T03:00:00+03:00', 'Closed', /يفتح بعد 6\sأيام/],
    ['Monday 12:00: closed, opens in 6 hours', '2025-01-06T12:00:00+03:00', 'Closed', /يفتح بعد 6\sساعات/],
    ['Wednesday 12:00 (no entry): days until Monday', '2025-01-08T12:00:00+03:00', 'Closed', /يفتح بعد 5\sأيام/],
  ];
  for (const [name, instant, status, text] of cases) {
    test(name, async ({ page }) => {
      await page.clock.setFixedTime(new Date(instant));
      await page.goto(`/m/${lateMenu.menuId}`);
      const badge = page.getByTestId('open-badge');
      await expect(badge).toHaveAttribute('data-status', status);
      await expect(badge).toContainText(status === 'Opened' ? 'مفتوح الآن' : 'مغلق الآن');
      await expect(badge).toContainText(text);
    });
  }
});

test('the open badge keeps its height when the page switches from the system font to Cairo (no layout shift under it)', async ({ browser }) => {
  // Lighthouse's phone (412 px, 1.75 pixels a point) and a long time to close: beside the state it fitted in Cairo and
  // not in the system font, so the switch changed the badge's height (CLS 0.099 in bench:menu at that time of day).
  const hours = await insertMenuFixture({ workingDays: [{ day: 'mon', start: '09:00', end: '23:00' }] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2025-01-06T12:15:00+03:00'));
  await page.goto(`/m/${hours.menuId}`);
  const badge = page.getByTestId('open-badge');
  await expect(badge).toContainText(/يغلق بعد 10\sساعات و45\sدقيقة/);
  // The switch (MenuFonts.tsx) done and Cairo loaded; then the page as it was before the switch.
  await page.locator('#menu-fonts').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const height = () => badge.evaluate((el) => el.getBoundingClientRect().height);
  const inCairo = await height();
  await page.evaluate(() => document.getElementById('menu-fonts')?.remove());
  expect(await height()).toBe(inCairo);
  await context.close();
});

test('dwelling on an item records exactly one interest and shows the tap-to-order prompt', async ({ page }) => {
  const before = await readInterestRecords(menu.menuId, menu.itemIds.water);
  await page.goto(`/m/${menu.menuId}`);
  const water = page.locator(`[data-item-id="${menu.itemIds.water}"]`);
  const recorded = page.waitForResponse((r) => r.url().includes(`/items/${menu.itemIds.water}/interests`) && r.request().method() === 'POST');
  await water.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await water.boundingBox();
  expect((await recorded).status()).toBe(200);
  await expect(water).toHaveAttribute('data-interested', 'true');
  await expect(water.getByText('اضغط للطلب')).toBeVisible();
  // The prompt lies over the card: the card keeps its size and place, so nothing the diner is reading moves.
  expect(await water.boundingBox()).toEqual(box);

  // Leave and come back: no second record during this visit.
  let again = 0;
  page.on('request', (r) => {
    if (r.url().includes(`/items/${menu.itemIds.water}/interests`)) again++;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await water.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(2600);
  expect(again).toBe(0);
  expect(await readInterestRecords(menu.menuId, menu.itemIds.water)).toBe(before + 1);
});

test('scrolling past an item without stopping records nothing for it', async ({ page }) => {
  const before = await readInterestRecords(menu.menuId, menu.itemIds.mansaf);
  await page.goto(`/m/${menu.menuId}`);
  const mansaf = page.locator(`[data-item-id="${menu.itemIds.mansaf}"]`);
  await mansaf.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(800);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(2000);
  expect(await readInterestRecords(menu.menuId, menu.itemIds.mansaf)).toBe(before);
});

test('the item popup opens from a card, shows sub-items with add to cart, and Esc closes it', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  await page.getByRole('button', { name: 'عصير ليمون بالنعناع' }).click();
  const dialog = page.getByTestId('item-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'عصير ليمون بالنعناع' })).toBeVisible();
  await expect(dialog.getByText('كبير')).toBeVisible();
  await expect(dialog.getByText('2.50 JD')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Keyboard: focus the title button and open with Enter.
  await page.getByRole('button', { name: 'مياه معدنية' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'مياه معدنية' })).toBeVisible();
});

// The browser fires the popup's 'close' in a task of its own: a tap that comes before it (a quick diner, a busy phone)
// opened the next popup and then lost it to the earlier close (seen once in the suite, as the test above failing).
for (const [card, next] of [
  ['another card', 'مياه معدنية'],
  ['the same card', 'عصير ليمون بالنعناع'],
] as const) {
  test(`a tap on ${card} right after the popup closes opens its popup, and it stays open`, async ({ page }) => {
    await page.goto(`/m/${menu.menuId}`);
    const dialog = page.getByTestId('item-dialog');
    await page.getByRole('button', { name: 'عصير ليمون بالنعناع' }).click();
    await expect(dialog.getByRole('heading', { name: 'عصير ليمون بالنعناع' })).toBeVisible();
    await clickBeforeDialogCloseEvent(page.getByRole('button', { name: next }));
    // Open, and still open once the earlier close event has come and gone.
    await expect(dialog.getByRole('heading', { name: next })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('the rating prompt appears after load and can be dismissed', async ({ page }) => {
  await page.goto(`/m/${menu.menuId}`);
  const prompt = page.getByTestId('rating-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'قيّمنا الآن' })).toHaveAttribute('href', 'https://g.page/r/sanabel-rating');
  await prompt.getByRole('button', { name: 'لاحقاً' }).first().click();
  await expect(prompt).toBeHidden();
});

test('the side navigation has contact links and the working-days popup', async ({ page }) => {
  await page.goto(`/m/${lateMenu.menuId}`);
  await page.getByTestId('open-side-nav').click();
  const nav = page.getByTestId('side-nav');
  await expect(nav.getByRole('link', { name: 'واتساب' })).toHaveAttribute('href', 'https://wa.me/962791234567');
  await nav.getByTestId('working-days-button').click();
  const days = page.getByTestId('working-days');
  await expect(days.getByRole('row', { name: /الإثنين/ })).toContainText('18:00 – 02:00');
  await expect(days.getByRole('row', { name: /الثلاثاء/ })).toContainText('مغلق');
  // The popup's own close button closes the popup: it is not named as the side menu's ('إغلاق القائمة').
  await days.getByRole('button', { name: MENU_TEXT.closeDialog, exact: true }).click();
  await expect(days).toBeHidden();
});

test("the opening hours mark today, in the restaurant's time zone rather than the phone's", async ({ browser }) => {
  // Tuesday 22:30 on a phone set to UTC is already Wednesday 01:30 in Amman, the menu's zone.
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC', locale: 'ar-JO' });
  const page = await ctx.newPage();
  await page.clock.setFixedTime(new Date('2026-11-24T22:30:00Z'));
  await page.goto(`/m/${lateMenu.menuId}`);
  await page.getByTestId('open-side-nav').click();
  await page.getByTestId('side-nav').getByTestId('working-days-button').click();
  const today = page.getByTestId('working-days').locator('tr[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today.getByRole('rowheader')).toHaveText('الأربعاءاليوم');
  await ctx.close();
});

test('a deactivated menu and a missing one get clear Arabic pages', async ({ page }) => {
  const inactive = await insertMenuFixture({ active: false });
  await page.goto(`/m/${inactive.menuId}`);
  await expect(page.getByRole('heading', { name: 'هذا المنيو غير مفعّل حالياً' })).toBeVisible();
  const res = await page.goto('/m/this-menu-does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'المنيو غير موجود' })).toBeVisible();
});
