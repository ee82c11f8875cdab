import { HeavyPool, HeavyWorkError } from '../../lib/heavy-work/heavy-pool';
import type { HeavyJob } from '../../lib/heavy-work/heavy-jobs';

/**
 * The heavy-work pool with real worker threads (a small worker written here): a job that runs out of memory or time
 * fails alone and the next job gets a new worker; past the queue a job is refused at once.
 */
const WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, job, input }) => {
  if (job === 'grow') { const keep = []; for (;;) keep.push(new Array(1e5).fill(keep.length)); }
  if (job === 'spin') { for (;;) {} }
  parentPort.postMessage({ id, ok: true, value: input });
});`;

const pools: HeavyPool[] = [];
const pool = (size = 1, maxQueue = 4) => {
  const p = new HeavyPool({ start: () => ({ filename: WORKER, eval: true }), size, maxQueue, heapMb: 32, idleMs: 60_000 });
  pools.push(p);
  return p;
};
const job = (name: string) => name as HeavyJob;
const failure = (promise: Promise<unknown>) => promise.then(() => 'finished', (err) => (err instanceof HeavyWorkError ? err.failure : String(err)));

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

it('fails a job whose worker runs out of memory as "memory"; the next job runs in a new worker', async () => {
  const p = pool();
  expect(await failure(p.run(job('grow'), null, 30_000))).toBe('memory');
  expect(await p.run(job('echo'), { rows: [['a', 'b']] }, 30_000)).toEqual({ rows: [['a', 'b']] });
});

it('fails a job past its time limit as "time" and ends its worker; a job waiting behind it then runs', async () => {
  const p = pool();
  const spinning = failure(p.run(job('spin'), null, 300));
  const waiting = p.run(job('echo'), 7, 30_000);
  expect(await spinning).toBe('time');
  expect(await waiting).toBe(7);
});

it('refuses a job at once when the worker is busy and the queue is full', async () => {
  const p = pool(1, 1);
  const spinning = failure(p.run(job('spin'), null, 2000));
  const queued = p.run(job('echo'), 1, 30_000);
  expect(await failure(p.run(job('echo'), 2, 30_000))).toBe('busy');
  expect(p.state).toEqual({ workers: 1, busy: 1, queued: 1 });
  expect(await spinning).toBe('time');
  expect(await queued).toBe(1);
});

it('takes turns between accounts: a job of an account that just had one waits behind another account’s', async () => {
  const p = pool(1, 8);
  const order: string[] = [];
  const run = (name: string, account: string) => p.run(job('echo'), name, 30_000, account).then((v) => order.push(String(v)));
  // One worker: the first print runs at once, the others wait; the other owner's import came last.
  await Promise.all([run('a-print-1', 'a'), run('a-print-2', 'a'), run('a-print-3', 'a'), run('b-import', 'b'), run('c-import', 'c'), run('a-print-4', 'a')]);
  expect(order).toEqual(['a-print-1', 'b-import', 'a-print-2', 'c-import', 'a-print-3', 'a-print-4']);
});
