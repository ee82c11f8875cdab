import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, TEST_BCRYPT_ENV, type Stack } from '../../tests/support/stack';
import { readDemoLogins } from '../../scripts/lib/demo-logins-file';
import { DEMO_LOGINS_ENV } from './demo-logins';

/**
 * Runs `scripts/seed.ts` against the test database (asynchronously: the embedded server lives in this process) and
 * hands the passwords it generated to the workers (through the environment, which they inherit).
 */
function seedDemo(mongoUri: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-e2e-logins-'));
  const loginsFile = path.join(dir, 'demo-logins.txt');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/seed.ts', '--logins-file', loginsFile], {
      // Hashed at the test stack's bcrypt cost, as the app's own sign-ups are: every API sign-in as 'owner' or
      // 'provider' (e2e/support/login.ts) checks this hash: dozens a run, ~0.25 s of bcryptjs each at the production cost.
      env: { ...process.env, ...TEST_BCRYPT_ENV, MONGODB_URI: mongoUri },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding the demo failed:\n${output}`))));
  }).then(() => {
    process.env[DEMO_LOGINS_ENV] = JSON.stringify(readDemoLogins(loginsFile));
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

export default async function globalSetup() {
  const stack = await startStack({ port: Number(process.env.E2E_PORT) });
  (globalThis as unknown as { __stack: Stack }).__stack = stack;
  // The demo restaurant, exactly as `npm start` seeds it, so the e2e run also checks what a new user first sees.
  try {
    await seedDemo(stack.mongoUri);
  } catch (err) {
    await stack.stop();
    throw err;
  }
}
