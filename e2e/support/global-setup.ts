import { spawn } from 'node:child_process';
import path from 'node:path';
import { startStack, type Stack } from '../../tests/support/stack';

/** Runs `scripts/seed.ts` against the test database (asynchronously: the embedded server lives in this process). */
function seedDemo(mongoUri: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/seed.ts'], {
      env: { ...process.env, MONGODB_URI: mongoUri },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding the demo failed:\n${output}`))));
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
