import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// One free port for the whole run, chosen once in the main process (the workers inherit the variable).
if (!process.env.E2E_PORT) {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Debian's chromium-headless-shell: Chromium's headless-only build (what Playwright itself runs headless), with no
// browser UI or GPU process. Against the full browser in its new headless mode, menu-page + admin-owner in three
// alternating runs each: wall 50.8 → 43.3 s, the machine's busy CPU 75 → 54 s (medians; docs/measurements.md).
// CHROMIUM_PATH picks another binary.
// `--disable-dev-shm-usage` (shared memory in /tmp files) only where /dev/shm is too small for Chromium, as in a
// container's 64 MB default: in this machine's 24 GB /dev/shm it cost ~5% of the browser's CPU (5 heavy specs, four
// alternating runs each way: median busy CPU 117.5 → 111.5 s; docs/measurements.md).
const smallDevShm = (() => {
  try {
    const s = fs.statfsSync('/dev/shm');
    return s.blocks * s.bsize < 512 * 1024 * 1024;
  } catch {
    return true;
  }
})();
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', ...(smallDevShm ? ['--disable-dev-shm-usage'] : []), '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/**
 * e2e in Debian's Chromium: the globalSetup starts the same stack as the API tests (database, loopback SMTP,
 * the built app). Public menu and cart specs run at a phone viewport, the rest at desktop size.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three on the 2 cores: the machine is ~83% busy with two (the workers wait on the app and the browser). The two
  // failures a first run with three had were understood and mended: the rating prompt sliding in over the English
  // menu's search (e2e/support/rating-prompt.ts) and the sheet preview's width read mid-resize. The whole e2e run, in
  // turn: 3 workers 133 / 139 s, 2 workers 153 s, 118 passed each time (docs/measurements.md).
  workers: 3,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ar-JO',
    timezoneId: 'Asia/Amman',
    // A failed test keeps its trace: its actions with their source lines, network and console, and the failure's own
    // screenshot (below). Neither the screencast nor DOM snapshots: recorded for every test, passed or not, they cost
    // CPU (this trace costs what no trace does on 40 tests: docs/measurements.md); to see them for a failure, run that
    // spec with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      testMatch: /(menu|cart)-.*\.spec\.ts/,
      use: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 }, browserName: 'chromium', launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: /(menu|cart)-.*\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium', launchOptions: chromium },
    },
  ],
});
