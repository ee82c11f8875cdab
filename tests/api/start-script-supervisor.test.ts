import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { MongoClient } from 'mongodb';
import { start as startEmbeddedMongo, type EmbeddedMongo } from '@qrmenu/embedded-mongo';
import { freePort } from '../../scripts/lib/app-process';
import { pollUntil } from '../support/poll';

/**
 * `npm start` supervises its app process: after a kill -9 of the app it starts it again by itself, with the database
 * untouched; an app that keeps crashing makes it give up with a non-zero exit and a message saying why; SIGTERM stops
 * everything without a restart. The real start script (as `npm start` runs it under tsx) against a database given by
 * MONGODB_URI. (Needs a current build: the start script would build otherwise.)
 */
jest.setTimeout(240_000);

let db: EmbeddedMongo;
const started: ChildProcess[] = [];

beforeAll(async () => {
  db = await startEmbeddedMongo({ quiet: true });
});
afterAll(async () => {
  for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  await db.stop();
});

interface Started {
  proc: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
  port: number;
}

async function startScript(name: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      MONGODB_URI: `${db.uri.replace(/\/?$/, '/')}${name}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(proc);
  let output = '';
  proc.stdout!.on('data', (c) => (output += c));
  proc.stderr!.on('data', (c) => (output += c));
  const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, output: () => output, exit, port };
}

async function health(port: number): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.status;
  } catch {
    return 0;
  }
}

/** The token of the app process answering (each start of the app has its own), or null when none answers. */
async function instance(port: number): Promise<string | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    const body = (await res.json()) as { data?: { instance?: string } };
    return res.status === 200 ? (body.data?.instance ?? null) : null;
  } catch {
    return null;
  }
}

/** The processes the start script started (the app is its one child). */
const childrenOf = (pid: number): number[] =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

it('starts the app again after a kill -9, keeps the database, and stops without a restart on SIGTERM', async () => {
  const s = await startScript('supervisor');
  const gone = () => s.proc.exitCode !== null || s.proc.signalCode !== null;
  const first = await pollUntil(() => instance(s.port), (i) => i !== null || gone(), { what: 'the app answers', timeoutMs: 180_000, intervalMs: 250 });
  expect(first).not.toBeNull();

  // Something in the database, to see it outlive the app's crash.
  const client = await MongoClient.connect(`${db.uri.replace(/\/?$/, '/')}supervisor`);
  try {
    await client.db().collection('marks').insertOne({ mark: 'before the crash' });

    const apps = childrenOf(s.proc.pid!);
    expect(apps).toHaveLength(1);
    process.kill(apps[0], 'SIGKILL');
    // Another start of the app answers on the same port, by itself.
    const second = await pollUntil(() => instance(s.port), (i) => (i !== null && i !== first) || gone(), {
      what: 'the app answers again after the kill',
      timeoutMs: 120_000,
      intervalMs: 250,
    });
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(gone()).toBe(false);
    expect(childrenOf(s.proc.pid!)).not.toContain(apps[0]);
    expect(s.output()).toContain('the app was killed by SIGKILL');
    expect(await client.db().collection('marks').countDocuments({ mark: 'before the crash' })).toBe(1);
  } finally {
    await client.close();
  }

  s.proc.kill('SIGTERM');
  expect(await s.exit).toBe(0);
  expect(await health(s.port)).toBe(0);
  // The stop is not taken for a crash: the one restart is the kill's.
  expect(s.output().match(/restarting the app in/g)).toHaveLength(1);
});

it('gives up with a non-zero exit and says why after repeated crashes', async () => {
  // Every start of the app dies at once, printing a line first: a crash loop.
  const s = await startScript('supervisor_loop', {
    APP_NODE_ARGS: "--import=data:text/javascript,console.error('boom-from-the-app');process.exit(3)",
    APP_RESTART_MAX: '3',
    APP_RESTART_WINDOW_S: '120',
    APP_RESTART_BACKOFF_MS: '50',
  });
  const code = await s.exit;
  const out = s.output();
  expect(code).not.toBe(0);
  expect(out).toMatch(/giving up: the app crashed 3 times within 120 s/);
  expect(out).toContain('exited (3)');
  expect(out).toContain('boom-from-the-app');
  // Backoff: each wait doubles.
  expect(out).toContain('restarting the app in 50 ms');
  expect(out).toContain('restarting the app in 100 ms');
  expect(out).not.toContain('restarting the app in 200 ms');
});
