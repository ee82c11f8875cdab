import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The browser the tests drive (playwright.config.ts): Debian's chromium-headless-shell, or CHROMIUM_PATH. A bench that
 * needs a browser uses this one, installing it with apt-get as `npm test` does when it is missing, so a fresh machine
 * runs every bench without a browser nothing installs.
 */
export function testBrowserPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
  if (fs.existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${path} does not exist`);
  console.log("installing Debian's chromium-headless-shell (the tests' browser) with apt-get");
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell']);
  return path;
}
