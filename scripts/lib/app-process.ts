import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { compiledServerPath } from '../../server/build';
import { nodeFlags } from './node-flags';
import type { OutputTail } from './output-tail';

/** The server's source, run through tsx in development (production runs its compiled copy, server/build.ts). */
const SERVER_SOURCE = path.join(process.cwd(), 'server', 'main.ts');

/** The node arguments that start the server (server/main.ts): compiled ahead for production, from source for dev. */
function serverArgs(dev: boolean, port: number, host: string): string[] {
  const where = ['--port', String(port), '--hostname', host];
  if (dev) return [...nodeArgs(), '--import', 'tsx', SERVER_SOURCE, '--dev', ...where];
  const compiled = compiledServerPath(process.cwd());
  if (!fs.existsSync(compiled)) throw new Error(`${compiled} is missing: run \`npm run build\` first`);
  return [YOUNG_GENERATION, OLD_GENERATION_GROWTH, ...nodeArgs(), '--enable-source-maps', compiled, ...where];
}

/**
 * The production server's young generation: 64 MB semi-spaces instead of V8's 16. Under load each of the ~50 requests
 * in flight holds its objects across a few scavenges, which copy them and promote them to the old generation: with
 * 16 MB, `--trace-gc` counted ~23 scavenges a second (~5 ms each, ~11% of the app's time) during bench:diner's submit
 * run, and the old generation filled by ~75 MB/s. With 64, two alternating runs of `BENCH_DINER_ROUNDS=5`
 * (docs/measurements.md): cart adds 637 → 752 and 638 → 694 req/s, orders sent 618 → 693 and 588 → 647 req/s, their
 * p99 within the spread or lower. V8 grows the young generation to this size only under such load. APP_NODE_ARGS
 * comes after both flags, so a deployment can set other sizes.
 */
const YOUNG_GENERATION = '--max-semi-space-size=64';

/**
 * How far the old generation may grow past what a full collection left before the next one starts: ten times (V8
 * picks up to four by itself; it stays within V8's heap limit, which it sizes from the machine's memory). Under load
 * the requests in flight promote ~35 MB/s to the old generation; with V8's own choice a full collection came every
 * ~7 s, and each one slowed the ~50 requests in flight during its ~100 ms of marking: in bench:diner's submit run those
 * were most of the requests over 150 ms (their times lined up with `--trace-gc`'s collections), so the p99 sat at the
 * target. With ten times, one every ~25 s, and the heap then reaching ~1 GB before it is collected back to ~110 MB.
 * Three alternating pairs of `BENCH_DINER_ROUNDS=3` (docs/measurements.md): orders sent p99 157 / 142 / 125 → 105 /
 * 132 / 107 ms, 722 / 665 / 715 → 742 / 722 / 806 req/s; cart adds level (p99 115 / 135 / 121 → 90 / 150 / 121 ms).
 */
const OLD_GENERATION_GROWTH = '--heap-growing-percent=900';

export interface AppProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForHttp(url: string, timeoutMs = 120_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before answering`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Polls the app's /api/health until it answers 200 with this start's own token (APP_INSTANCE_ID): another process
 * still holding the port (an orphan of an earlier start) answers with another token, or none, and is never taken for
 * the child. Fails early when the child exits (EADDRINUSE, a crash).
 */
export async function waitForOwnHealth(url: string, token: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the app exited (${child.exitCode ?? child.signalCode}) before answering; last health answer: ${last}`);
    }
    try {
      const res = await fetch(url, { redirect: 'manual' });
      const body = (await res.json().catch(() => null)) as { data?: { instance?: string } } | null;
      if (res.status === 200 && body?.data?.instance === token) return;
      last = res.status === 200 ? 'another process answers on this port' : `HTTP ${res.status}`;
    } catch {
      last = 'no answer';
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer as this app within ${timeoutMs} ms (${last})`);
}

const nodeArgs = () => nodeFlags('APP_NODE_ARGS');

/**
 * Starts the server (server/main.ts: Next's handler behind the front door and the rendered-page store), in production
 * or development mode, on a port with the given environment, and waits until it answers.
 */
export async function startApp(opts: {
  port: number;
  env: NodeJS.ProcessEnv;
  dev?: boolean;
  inheritOutput?: boolean;
  /** Interface to listen on (default loopback only). */
  host?: string;
  /** Passes the app's output through to this process's and keeps its last lines here (the supervisor's crash report). */
  tail?: OutputTail;
  /** Called with the child as soon as it is spawned, before it answers (so a stop during its start can end it). */
  onSpawn?: (child: ChildProcess) => void;
}): Promise<AppProcess> {
  const host = opts.host ?? '127.0.0.1';
  const args = serverArgs(Boolean(opts.dev), opts.port, host);
  // A per-start token: the health check must answer with it (see waitForOwnHealth).
  const token = crypto.randomBytes(16).toString('hex');
  const inherit = opts.inheritOutput && !opts.tail;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...opts.env, APP_INSTANCE_ID: token },
    // The IPC channel is how the child learns that this process died (server/main.ts exits on 'disconnect').
    stdio: [opts.inheritOutput ? 'inherit' : 'ignore', ...(inherit ? ['inherit', 'inherit'] : ['pipe', 'pipe']), 'ipc'] as ('inherit' | 'ignore' | 'pipe' | 'ipc')[],
  });
  opts.onSpawn?.(child);
  // The channel carries no messages: it must not keep this process alive.
  (child.channel as { unref?: () => void } | undefined)?.unref?.();
  const logs: string[] = [];
  const tail = opts.tail;
  if (tail) {
    child.stdout?.on('data', (chunk: Buffer) => {
      tail.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      tail.push(chunk);
      process.stderr.write(chunk);
    });
  } else if (!opts.inheritOutput) {
    const keep = (chunk: Buffer) => {
      logs.push(chunk.toString());
      if (logs.length > 400) logs.shift();
      if (process.env.APP_LOG === '1') process.stderr.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitForOwnHealth(`${url}/api/health`, token, 180_000, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(logs.length ? `${(err as Error).message}\n--- app output ---\n${logs.join('')}` : (err as Error).message);
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        // Already gone (exited, or killed by a signal: then exitCode stays null and signalCode is set).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
