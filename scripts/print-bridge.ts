/**
 * The print bridge: `npm run print-bridge -- --server <url> --key <key> [--printer host[:port]] [--journal file]`
 * on any computer in the restaurant. It keeps the server's stream of its printer's jobs open (reopened after a
 * pause that grows to 30 s when it drops), writes each job's ESC/POS bytes to the printer's TCP port 9100 (again
 * after a pause when the printer does not answer), and tells the server it printed. A job is written down in the
 * journal as soon as the printer has taken it, before the server is told: a bridge stopped and started again skips
 * the jobs its journal has (and tells the server again), so a job the server sends twice prints once.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sseEvents } from './lib/sse-events';

type Args = { server: string; key: string; host: string; port: number; journal: string };

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const server = get('server');
  const key = get('key');
  if (!server || !key) {
    console.error('usage: npm run print-bridge -- --server <url> --key <key> [--printer host[:port]] [--journal file]');
    process.exit(2);
  }
  const [host, port] = (get('printer') ?? '127.0.0.1:9100').split(':');
  return { server: server.replace(/\/+$/, ''), key, host, port: Number(port || 9100), journal: get('journal') ?? path.resolve(`.print-bridge-${key.slice(0, 8)}.journal`) };
}

const args = parseArgs(process.argv.slice(2));
const log = (...parts: unknown[]) => console.log(new Date().toISOString(), ...parts);

/** The jobs printed (id per line, with the time), kept for two days. */
const KEEP_MS = 2 * 86_400_000;
const printed = new Map<string, number>();
if (fs.existsSync(args.journal)) {
  for (const line of fs.readFileSync(args.journal, 'utf8').split('\n')) {
    const [id, at] = line.split(' ');
    if (id && Date.now() - Number(at) < KEEP_MS) printed.set(id, Number(at));
  }
  fs.writeFileSync(args.journal, [...printed].map(([id, at]) => `${id} ${at}\n`).join(''));
}
function remember(id: string) {
  const at = Date.now();
  const fd = fs.openSync(args.journal, 'a');
  try {
    fs.writeSync(fd, `${id} ${at}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  printed.set(id, at);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const backoff = (n: number) => Math.min(30_000, 500 * 2 ** n);

/** The bytes to the printer: one connection a job, done when the printer has taken all of it and closed. */
function writeToPrinter(bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: args.host, port: args.port });
    socket.setTimeout(15_000, () => socket.destroy(new Error('the printer did not take the job in 15 s')));
    socket.on('error', reject);
    socket.on('connect', () => socket.end(bytes));
    socket.on('close', (hadError) => (hadError ? undefined : resolve()));
  });
}

async function tellServer(id: string, state: 'printed' | 'failed', error = ''): Promise<void> {
  for (let n = 0; ; n++) {
    try {
      const res = await fetch(`${args.server}/api/v1/print-bridge/jobs/${encodeURIComponent(id)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${args.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ state, ...(error ? { error } : {}) }),
      });
      if (res.ok || res.status < 500) return;
    } catch {
      /* the server is away: again after a pause */
    }
    await sleep(backoff(n));
  }
}

/** The jobs in the order they came, one at a time. */
const queue: { id: string; bytes: Buffer }[] = [];
let working = false;
async function work(): Promise<void> {
  if (working) return;
  working = true;
  while (queue.length) {
    const job = queue[0];
    if (!printed.has(job.id)) {
      for (let n = 0; ; n++) {
        try {
          await writeToPrinter(job.bytes);
          break;
        } catch (err) {
          log(`printer ${args.host}:${args.port}: ${(err as Error).message}; again in ${backoff(n)} ms`);
          await sleep(backoff(n));
        }
      }
      remember(job.id);
      log(`printed ${job.id}`);
    }
    await tellServer(job.id, 'printed');
    queue.shift();
  }
  working = false;
}

/** The stream of jobs (Server-Sent Events), reopened whenever it ends. */
async function listen(): Promise<void> {
  for (let n = 0; ; ) {
    try {
      const res = await fetch(`${args.server}/api/v1/print-bridge`, { headers: { authorization: `Bearer ${args.key}`, accept: 'text/event-stream' } });
      if (res.status === 403) {
        log('the server refuses this key: check --key');
      } else if (res.ok && res.body) {
        n = 0;
        log('connected');
        for await (const { event, data } of sseEvents(res.body)) {
          if (event !== 'job') continue;
          const job = JSON.parse(data) as { id: string; bytes: string };
          if (!queue.some((q) => q.id === job.id)) queue.push({ id: job.id, bytes: Buffer.from(job.bytes, 'base64') });
          void work();
        }
        log('the stream ended');
      } else {
        log(`the server answered ${res.status}`);
      }
    } catch (err) {
      log(`no stream: ${(err as Error).message}`);
    }
    await sleep(backoff(n++));
  }
}

log(`print bridge for ${args.host}:${args.port}, server ${args.server}`);
void listen();
