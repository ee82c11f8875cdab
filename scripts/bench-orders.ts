/**
 * Benchmark of the orders manager's API (prints figures; not a test).
 *   npx next build && npm run bench:orders        (MONGODB_URI set: that server instead of the embedded one)
 *
 * Starts the database (the embedded server in memory unless MONGODB_URI is set) and the built app, signs in as staff,
 * then at 1,000 and at 50,000 orders:
 *   - latency of GET /api/v1/orders (15 a page, newest first, with the total count) for each filter of the page, the
 *     median and p95 of BENCH_ROUNDS sequential requests;
 *   - at 50,000: the Excel export of the whole list (`excel=1`, exceljs's streaming writer): time to the last byte,
 *     size, and the app process's resident memory before and at its peak during the export (sampled every 20 ms).
 * Options (env): BENCH_ROUNDS (default 15), BENCH_SIZES (default "1000,50000").
 */
import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { start as startDb } from '@qrmenu/embedded-mongo';
import { freePort, startApp } from './lib/app-process';
import { runMain } from './lib/run-main';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const SIZES = (process.env.BENCH_SIZES ?? '1000,50000').split(',').map(Number);
const CLIENTS = 300;
const DAY = 86_400_000;

const QUERIES: [string, string][] = [
  ['no filter', ''],
  ['username', 'username=client7'],
  ['status=ready', 'status=ready'],
  ['hasUnreadyEdits=true', 'hasUnreadyEdits=true'],
  ['canceled=false', 'canceled=false'],
  ['topGt=0.4&topLt=1', 'topGt=0.4&topLt=1'],
  ['top=1', 'top=1'],
  ['createdAt range (30 days)', 'createdAtFrom=2025-03-01&createdAtTo=2025-03-30'],
  ['subEnd range (60 days)', 'subEndFrom=2026-06-01&subEndTo=2026-07-30'],
  ['combined', 'status=unready&topLt=0.4&createdAtFrom=2025-01-01&canceled=false'],
  ['page 50', 'page=50'],
];

const rss = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Orders spread over two years of creation dates, with payments, edits, statuses and cancellations of every kind. */
async function insertOrders(from: number, to: number, clientIds: mongoose.Types.ObjectId[]) {
  const { Order } = await import('../models/Order');
  const batch = [];
  for (let i = from; i < to; i++) {
    const c = i % CLIENTS;
    const total = 49 + (i % 5) * 10;
    const paidShare = [0, 0.2, 0.4, 0.7, 1][i % 5];
    const createdAt = new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % 730) * DAY + (i % 86_400) * 1000);
    batch.push({
      user: { ref: clientIds[c], username: `client${c}`, name: `Client ${c}`, phone: '+962791234567' },
      menu: null,
      totalAmount: total,
      totalOnPaid: paidShare,
      payments: paidShare ? [{ method: 'cash', value: Math.round(total * paidShare * 100) / 100, date: createdAt }] : [],
      requiredEdits: i % 7 === 0 ? [{ phoneNo: '+962791234567', status: i % 14 === 0 ? 'unready' : 'ready' }] : [],
      subEnd: new Date(createdAt.getTime() + 365 * DAY),
      status: i % 3 === 0 ? 'ready' : 'unready',
      canceled: i % 50 === 0,
      createdAt,
      updatedAt: createdAt,
    });
    if (batch.length === 1000) await Order.collection.insertMany(batch.splice(0));
  }
  if (batch.length) await Order.collection.insertMany(batch);
}

/** Downloads `excel=1` of the whole list to the last byte while sampling the app process's resident memory. */
async function measureExcel(pid: number, get: (q: string) => Promise<Response>, count: number) {
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
  const s = performance.now();
  const res = await get('excel=1');
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByte = performance.now() - s;
    bytes += chunk.length;
  }
  const elapsed = performance.now() - s;
  clearInterval(sampler);
  console.log(`Excel export of all ${count.toLocaleString('en')} orders (streamed): ${(elapsed / 1000).toFixed(1)} s to the last byte (first byte after ${firstByte.toFixed(0)} ms), ${(bytes / 1024).toFixed(0)} KB`);
  console.log(`app process RSS: ${mb(before)} before, ${mb(peak)} peak during the export (+${mb(peak - before)})`);
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`No production build in ${distDir}: run \`npx next build\` first.`);
    process.exit(1);
  }
  const stops: Array<() => Promise<unknown>> = [];
  try {
    let uri = process.env.MONGODB_URI;
    if (!uri) {
      const db = await startDb({ quiet: true, replSet: 'rs0' });
      stops.push(() => db.stop());
      uri = db.clientUri('qrmenu_bench_orders');
    }
    process.env.MONGODB_URI = uri;
    const { connectDb } = await import('../lib/db');
    await connectDb();
    stops.unshift(() => mongoose.disconnect());
    const { User } = await import('../models/User');
    const { Order } = await import('../models/Order');
    const { hashPassword } = await import('../lib/users/hash-password');
    await Order.deleteMany({});
    await Order.syncIndexes();
    await User.deleteMany({ username: /^(client\d+|benchstaff)$/ });
    const password = 'bench-staff-password';
    await User.create({ name: 'Bench Staff', username: 'benchstaff', email: 'benchstaff@example.test', phone: '+962790000000', passwordHash: await hashPassword(password), emailVerified: true, role: 'staff' });
    const clients = await User.insertMany(
      Array.from({ length: CLIENTS }, (_, c) => ({ name: `Client ${c}`, username: `client${c}`, email: `client${c}@example.test`, phone: '+962791234567', passwordHash: 'x', emailVerified: true })),
    );
    const clientIds = clients.map((c) => c._id);

    const port = await freePort();
    const app = await startApp({ port, env: { NODE_ENV: 'production', MONGODB_URI: uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef', NEXTAUTH_URL: `http://127.0.0.1:${port}` } });
    stops.unshift(() => app.stop());
    const login = await fetch(`${app.url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'benchstaff', password }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (login.status !== 200 || !cookie) throw new Error(`staff login failed: ${login.status}`);
    const get = (q: string) => fetch(`${app.url}/api/v1/orders?${q}`, { headers: { cookie } });

    let inserted = 0;
    for (const size of SIZES) {
      const t0 = Date.now();
      await insertOrders(inserted, size, clientIds);
      inserted = size;
      console.log(`\n${size.toLocaleString('en')} orders (inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s), GET /api/v1/orders, ${ROUNDS} sequential requests each:`);
      console.log(`${'filter'.padEnd(30)} ${'matches'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
      for (const [label, q] of QUERIES) {
        const warm = await get(q);
        const total = (await warm.json()).data?.total ?? '?';
        const times: number[] = [];
        for (let r = 0; r < ROUNDS; r++) {
          const s = performance.now();
          const res = await get(q);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
          times.push(performance.now() - s);
        }
        times.sort((x, y) => x - y);
        console.log(`${label.padEnd(30)} ${String(total).padStart(8)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)}`);
      }
      await measureExcel(app.child.pid!, get, inserted);
    }
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

runMain(main);
