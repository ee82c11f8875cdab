/**
 * What a stored document costs the server's heap (`npm run bench:db-heap`; prints figures, not a test).
 *
 * BENCH_HEAP_ORDERS (default 200,000) documents shaped like a diner's order (`models/DinerOrder.ts`), with that
 * model's three indexes besides _id, inserted 2,000 at a time into a server in this process. Printed: the heap used
 * per document after full collections, the insert time, and the time of one full, non-incremental collection (the
 * median of five) — the work the collector's marking does on every old-generation cycle, which grows with the number
 * of objects the stored documents and their index entries are made of.
 */
import { MongoClient, ObjectId } from 'mongodb';
import { start } from '../src';
import { runMain } from './run-main';
import { collectGarbage, heapAfterGc } from './collect-garbage';

const N = Number(process.env.BENCH_HEAP_ORDERS ?? 200_000);
const BATCH = 2000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await start({ quiet: true });
  const client = await new MongoClient(server.uri + 'bench').connect();
  try {
    const orders = client.db().collection('dinerorders');
    await orders.createIndex({ cart: 1 }, { unique: true });
    await orders.createIndex({ menu: 1, day: 1, number: -1 }, { unique: true });
    await orders.createIndex({ menu: 1, updatedAt: 1 });
    const menu = new ObjectId();
    const tables = Array.from({ length: 20 }, (_, i) => ({ _id: new ObjectId(), name: String(i + 1) }));
    const items = Array.from({ length: 40 }, () => new ObjectId());
    const before = await heapAfterGc();
    const t0 = performance.now();
    for (let b = 0; b < N / BATCH; b++) {
      const day = new Date(Date.UTC(2025, 0, 1) + b * 86_400_000).toISOString().slice(0, 10);
      const batch = Array.from({ length: BATCH }, (_, n) => {
        const seq = b * BATCH + n;
        const at = new Date(Date.parse(`${day}T08:00:00Z`) + n * 20_000);
        return {
          _id: seq.toString(16).padStart(32, '0'),
          menu,
          cart: `c${seq.toString(16).padStart(31, '0')}`,
          day,
          number: n + 1,
          table: tables[n % tables.length],
          branch: null,
          lines: [{ item: items[n % items.length], title: 'صنف', quantity: 1 + (n % 3), unitPrice: 2, total: 2 * (1 + (n % 3)) }],
          total: 2 * (1 + (n % 3)),
          currency: 'JOD',
          note: '',
          lang: 'ar',
          status: 'served',
          createdAt: at,
          updatedAt: at,
          __v: 0,
        };
      });
      await orders.insertMany(batch as never[], { ordered: false });
    }
    const insertMs = performance.now() - t0;
    // Reads through each index: every buffered entry is in place before the heap is measured.
    await orders.findOne({ cart: 'c5' });
    await orders.findOne({ menu, day: '2025-01-01', number: 1 });
    await orders.findOne({ menu, updatedAt: new Date(0) });
    const perDoc = ((await heapAfterGc()) - before) / N;
    const full: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      collectGarbage();
      full.push(performance.now() - t);
    }
    console.log(`${N.toLocaleString('en')} order-shaped documents, 3 indexes besides _id, inserted ${BATCH} at a time in ${(insertMs / 1000).toFixed(1)} s`);
    console.log(`heap per document: ${perDoc.toFixed(0)} bytes (${((perDoc * N) / 1e6).toFixed(0)} MB in all)`);
    console.log(`one full collection: median ${median(full).toFixed(0)} ms (${full.map((x) => x.toFixed(0)).join(', ')})`);
  } finally {
    await client.close();
    await server.stop();
  }
}

runMain(main);
