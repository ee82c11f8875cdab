import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// One free port for the whole run, chosen once in the main process (the workers inherit the variable).
if (!process.env.E2E_PORT) {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
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
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ar-JO',
    timezoneId: 'Asia/Amman',
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not the screencast: encoding a
    // frame per paint in every test took ~12% of the e2e step's CPU (measured: docs/measurements.md), and the
    // failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
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
