import type { Page } from '@playwright/test';

/** The tab goes to the background (the phone locked, another app) or comes back, as the page's document sees it. */
export const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
