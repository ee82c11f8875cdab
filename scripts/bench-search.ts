/**
 * Benchmark of the diner's search (prints figures, not a test): `npm run bench:search` after a build.
 *
 * The built app on the embedded database with the 150-item bench menu (every text in English too). In Chromium at a
 * phone's width with the CPU slowed 4× (DevTools' CPU throttling), the search is opened on the Arabic and on the
 * English page and queries are typed one keystroke at a time; for each keystroke, the time from the key's input
 * event to the frame that shows its results (the next animation frame after React's commit) is measured in the page.
 * Printed per page: the median, the 90th percentile and the maximum over every keystroke, the slowest query, and the
 * time the index took to build when the search opened.
 * Options (env): BENCH_SEARCH_ROUNDS (default 3: each query typed this many times).
 */
import { chromium, type Page } from 'playwright';
import { startSeededBenchApp } from './lib/bench-seed';
import { runMain } from './lib/run-main';
import { median } from './lib/stats';
import { testBrowserPath } from './lib/test-browser';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 3);
const USERNAME = `search${Date.now().toString(36)}`;
/** Whole words, beginnings, Arabic spelling variants, a typo, two words, both languages on both pages. */
const QUERIES = ['مشاوي 7', 'شوربه', 'حلوبات', 'وصف قصير', 'grills 1', 'dessert', 'salda', 'levantine way', 'xyzzy'];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Types `query` into the focused search field a key at a time; returns each keystroke's input-to-frame time (ms). */
async function typeTimed(page: Page, query: string): Promise<number[]> {
  const times: number[] = [];
  for (const key of query) {
    await page.evaluate('window.__searchLast = 0');
    await page.keyboard.type(key);
    // A string, not a closure: tsx's helpers (__name) do not exist in the page.
    const t = await page.evaluate<number>(
      'new Promise((resolve) => { const check = () => (window.__searchLast ? resolve(window.__searchLast) : requestAnimationFrame(check)); check(); })',
    );
    times.push(t);
  }
  return times;
}

/** In the page: on each input event in the search field, stamp it, and stamp the first frame after the DOM changed. */
async function instrument(page: Page): Promise<void> {
  // A string, not a closure: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    const field = document.querySelector('input[type=search]');
    if (!field) throw new Error('no search field');
    field.addEventListener('input', (e) => {
      window.__searchLast = 0;
      const start = e.timeStamp;
      let ended = false;
      const done = () => { if (ended) return; ended = true; requestAnimationFrame(() => { window.__searchLast = performance.now() - start; }); };
      // React commits the results in this task or a later one; the frame after that commit is when the diner sees them.
      const seen = new MutationObserver(() => { seen.disconnect(); done(); });
      seen.observe(field.closest('[role=search]') || document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      // A keystroke that changes nothing on screen (the same results) ends at the next frame.
      setTimeout(() => { seen.disconnect(); done(); }, 0);
    }, { capture: true });
  })()`);
}

async function measure(page: Page, url: string, label: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const opened = Date.now();
  await page.getByTestId('menu-search-open').click();
  await page.locator('input[type=search]').waitFor();
  const openMs = Date.now() - opened;
  await instrument(page);
  const all: number[] = [];
  const perQuery: Array<{ query: string; max: number }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      await page.locator('input[type=search]').fill('');
      const times = await typeTimed(page, query);
      all.push(...times);
      perQuery.push({ query, max: Math.max(...times) });
    }
  }
  const slowest = perQuery.sort((a, b) => b.max - a.max)[0];
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${label}: ${all.length} keystrokes, input to results on screen: median ${f(median(all))}, p90 ${f(pct(all, 0.9))}, max ${f(Math.max(...all))} ` +
      `(slowest query '${slowest.query}'); opening the search (chunk, index, first render): ${openMs} ms`,
  );
}

async function main() {
  const stops: Array<() => Promise<unknown>> = [];
  try {
    const { app, stop } = await startSeededBenchApp('qrmenu_bench_search', USERNAME);
    stops.push(stop);
    const browser = await chromium.launch({ executablePath: testBrowserPath(), args: ['--no-sandbox'] });
    stops.unshift(() => browser.close());
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    console.log(`150-item menu, Chromium at 390 px, CPU slowed 4×, ${QUERIES.length} queries × ${ROUNDS} rounds typed a key at a time`);
    await measure(page, `${app.url}/m/${USERNAME}`, 'Arabic page ');
    await measure(page, `${app.url}/m/${USERNAME}?lang=en`, 'English page');
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

runMain(main);
