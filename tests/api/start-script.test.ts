import { spawn, type ChildProcess } from 'node:child_process';
import { MongoClient } from 'mongodb';
import { start as startEmbeddedMongo, type EmbeddedMongo } from '@qrmenu/embedded-mongo';
import { freePort } from '../../scripts/lib/app-process';

/**
 * `npm start` against a database given by MONGODB_URI seeds nothing unless asked (`--demo`), and its app
 * process never outlives it: after a `kill -9` of the start script the app lets go of the port.
 * (Needs a current build: the start script would build otherwise.)
 */
jest.setTimeout(240_000);

let db: EmbeddedMongo;
let start: ChildProcess | null = null;

beforeAll(async () => {
  db = await startEmbeddedMongo({ quiet: true });
});
afterAll(async () => {
  if (start && start.exitCode === null) start.kill('SIGKILL');
  await db.stop();
});

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

it('seeds nothing into a MONGODB_URI database, and its app exits when the start script is killed', async () => {
  const uri = `${db.uri.replace(/\/?$/, '/')}startscript`;
  const port = await freePort();
  // The start script's own process (as `npm start` runs it under tsx), so the kill below hits the process that started
  // the app.
  start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      MONGODB_URI: uri,
      PORT: String(port),
      HOST: '127.0.0.1',
      NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout!.on('data', (c) => (output += c));
  start.stderr!.on('data', (c) => (output += c));
  const deadline = Date.now() + 180_000;
  while (!output.includes('QR menu is running') && Date.now() < deadline && start.exitCode === null) {
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(output).toContain('QR menu is running');
  expect(output).toContain('the demo is not seeded');
  expect(output).not.toMatch(/Demo logins/);

  const client = new MongoClient(uri);
  await client.connect();
  try {
    expect(await client.db().collection('users').countDocuments()).toBe(0);
    expect(await client.db().collection('menus').countDocuments()).toBe(0);
  } finally {
    await client.close();
  }

  const health = `http://127.0.0.1:${port}/api/health`;
  expect(await answers(health)).toBe(true);
  start.kill('SIGKILL');
  let stillThere = true;
  for (let i = 0; i < 40 && stillThere; i++) {
    await new Promise((r) => setTimeout(r, 250));
    stillThere = await answers(health);
  }
  expect(stillThere).toBe(false);
});
