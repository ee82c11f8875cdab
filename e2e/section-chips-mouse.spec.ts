/**
 * The section chips on a desktop, with a mouse: the chips past the bar's edge are reached by its scrollbar (a wheel
 * scrolls the page, and there is no swipe). Run with the scrollbars Playwright hides by default, as a diner sees them.
 */
import { expect, test } from '@playwright/test';
import { MENU_TEXT } from '../lib/i18n/diner-ar';
import { answerRatingPromptLater, shownRatingPrompt } from './support/rating-prompt';

test.use({
  viewport: { width: 1280, height: 800 },
  // The project's launch options (its Chromium binary, its flags) with Playwright's default '--hide-scrollbars' left out.
  launchOptions: [async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }), { scope: 'worker' }],
});

test('a mouse drags the section chips’ scrollbar to the last section and opens it', async ({ page }) => {
  await page.goto('/m/zaytoon');
  // The page settled first: its scripts running (the bar centres the section in view once they start, which moved it
  // back under a drag made during the load on a busy machine) and the rating prompt that comes 2.3 s after load
  // answered, as a diner would before reaching for the bar.
  await answerRatingPromptLater(await shownRatingPrompt(page), MENU_TEXT.later);
  const list = page.getByTestId('section-nav').getByRole('list');
  const last = page.getByTestId('section-nav').getByRole('link').last();
  const box = await list.boundingBox();
  const chip = await last.boundingBox();
  // Out of the bar at first.
  expect(chip!.x + chip!.width).toBeLessThan(box!.x);
  const bar = await list.evaluate((ul: HTMLElement) => ul.offsetHeight - ul.clientHeight);
  expect(bar).toBeGreaterThan(3);
  // The thumb starts at the bar's right end (right to left); dragged to its left end.
  const y = box!.y + box!.height - bar / 2 - 1;
  await page.mouse.move(box!.x + box!.width - 20, y);
  await page.mouse.down();
  await page.mouse.move(box!.x + 5, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await last.boundingBox())!.x).toBeGreaterThanOrEqual(box!.x);
  const title = (await last.textContent())!.trim();
  await last.click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeInViewport();
});
