/**
 * Lookup-table part of `npm run bench:db`: latency of the reads an app makes most, at 1k, 10k and 100k documents.
 *   - findOne by a unique field (login by username)
 *   - findOne by a non-unique field (a city shared by 1 % of the documents)
 *   - a range with sort and limit 15 (the orders list: one provider's documents older than a date, newest first)
 * Each is run BENCH_LOOKUPS times (default 200) one after another; p50/p95 in ms and the growth from 1k to 100k.
 */
import { MongoClient } from 'mongodb';
import { start } from '../src';
import { heapAfterGc } from './collect-garbage';

const SIZES = (process.env.BENCH_DB_SIZES ?? '1000,10000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_LOOKUPS ?? 200);
const DAY = 86_400_000;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function latency(fn: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await fn(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await fn(i * 7919);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

type Row = Record<string, { p50: number; p95: number }>;

async function atSize(n: number): Promise<Row> {
  const server = await start({ quiet: true });
  const client = await new MongoClient(server.uri + 'bench').connect();
  const users = client.db().collection('users');
  await users.createIndex({ username: 1 }, { unique: true });
  await users.createIndex({ city: 1 });
  await users.createIndex({ provider: 1, createdAt: -1 });
  const cities = Math.max(1, Math.round(n / 100));
  const providers = Math.max(1, Math.round(n / 500));
  for (let from = 0; from < n; from += 1000) {
    await users.insertMany(Array.from({ length: Math.min(1000, n - from) }, (_, j) => {
      const i = from + j;
      return { username: `user${i}`, city: `city${(i * 31) % cities}`, provider: `p${(i * 17) % providers}`, createdAt: new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % 730) * DAY + i), name: `User ${i}`, tags: ['a', 'b'] };
    }));
  }
  const row: Row = {};
  row.unique = await latency(async (i) => { if (!(await users.findOne({ username: `user${i % n}` }))) throw new Error('not found'); });
  row.nonUnique = await latency(async (i) => { if (!(await users.findOne({ city: `city${i % cities}` }))) throw new Error('not found'); });
  const until = new Date(Date.UTC(2026, 0, 1));
  row.rangeSortLimit = await latency(async (i) => {
    const got = await users.find({ provider: `p${i % providers}`, createdAt: { $lt: until } }).sort({ createdAt: -1 }).limit(15).toArray();
    if (got.length !== 15) throw new Error(`expected 15, got ${got.length}`);
  });
  await client.close();
  await server.stop();
  return row;
}

export async function lookupTable(): Promise<void> {
  console.log(`\n== lookups through the driver, one at a time (${ROUNDS} each), ms ==`);
  const rows: Record<number, Row> = {};
  for (const n of SIZES) rows[n] = await atSize(n);
  const names: [string, string][] = [['unique', 'findOne by unique field'], ['nonUnique', 'findOne by non-unique field'], ['rangeSortLimit', 'range + sort + limit 15']];
  console.log('query'.padEnd(30) + SIZES.map((n) => `${n.toLocaleString('en-US')} p50/p95`.padStart(20)).join('') + '   growth p50');
  for (const [k, label] of names) {
    const first = rows[SIZES[0]][k].p50;
    const last = rows[SIZES[SIZES.length - 1]][k].p50;
    console.log(label.padEnd(30) + SIZES.map((n) => `${rows[n][k].p50.toFixed(2)} / ${rows[n][k].p95.toFixed(2)}`.padStart(20)).join('') + `   ${(last / first).toFixed(1)}×`.padStart(14));
  }
}

/** Heap bytes per document an index costs: 100k documents, heap after a GC before and after each index is built. */
export async function indexMemory(n = 100_000): Promise<void> {
  const heap = heapAfterGc;
  const server = await start({ quiet: true });
  const client = await new MongoClient(server.uri + 'bench').connect();
  const c = client.db().collection('mem');
  for (let from = 0; from < n; from += 1000) {
    await c.insertMany(Array.from({ length: 1000 }, (_, j) => ({ username: `user${from + j}`, at: new Date(Date.UTC(2025, 0, 1) + (from + j) * 1000), tags: ['a', 'b', 'c'] })));
  }
  console.log(`\n== index memory, ${n.toLocaleString('en-US')} documents (heap after GC) ==`);
  const cases: [string, Record<string, 1 | -1>][] = [['{username: 1} (string)', { username: 1 }], ['{at: -1} (date)', { at: -1 }], ['{username: 1, at: -1} (compound)', { username: 1, at: -1 }], ['{tags: 1} (multikey, 3 per doc)', { tags: 1 }]];
  for (const [label, key] of cases) {
    const before = await heap();
    await c.createIndex(key);
    await c.find({ [Object.keys(key)[0]]: 'x' }).toArray(); // the first read builds the entries
    const after = await heap();
    console.log(`${label.padEnd(36)} ${((after - before) / n).toFixed(0).padStart(5)} bytes per document`);
  }
  await client.close();
  await server.stop();
}
