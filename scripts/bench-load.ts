/**
 * Load run (prints figures; not a test): `npx next build && npx tsx scripts/bench-load.ts`
 *
 * Starts the embedded DB (in memory) and the built app as `npm start` does, inserts a menu that sells, then with
 * autocannon on loopback (BENCH_CONNECTIONS, default 200, for BENCH_SECONDS, default 30, each):
 *   1. GET /m/{id}: the public menu (served from the rendered-menu cache after the first request);
 *   2. PUT /api/v1/cart/{id}: cart adds spread over many carts and lines (quantity +1 each).
 * Prints requests/s, p50/p99 latency, errors and non-2xx answers, and for the cart adds the lines lost: the quantity
 * the database holds against the adds the server acknowledged (should be 0).
 */
import mongoose from 'mongoose';
import { start as startDb } from '@qrmenu/embedded-mongo';
import { freePort, startApp } from './lib/app-process';
import { runMain } from './lib/run-main';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CARTS = Number(process.env.BENCH_CARTS ?? 400);

type CannonResult = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number };
type Cannon = (opts: object, cb: (err: Error | null, res: CannonResult) => void) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon: Cannon = require('autocannon');

function cannon(opts: object): Promise<CannonResult> {
  return new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
}

function report(name: string, r: CannonResult) {
  console.log(
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
      `${r.requests.total} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`,
  );
}

async function main() {
  const stops: Array<() => Promise<unknown>> = [];
  try {
    const db = await startDb({ quiet: true, replSet: 'rs0' });
    stops.push(() => db.stop());
    const uri = db.clientUri('qrmenu_load');
    process.env.TEST_MONGODB_URI = uri;
    const { insertMenuFixture, closeTestDb, testDb } = await import('../tests/support/menu-fixture');
    stops.unshift(() => closeTestDb());
    const menu = await insertMenuFixture();

    const port = await freePort();
    const app = await startApp({
      port,
      env: { NODE_ENV: 'production', MONGODB_URI: uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef', NEXTAUTH_URL: `http://127.0.0.1:${port}` },
    });
    stops.unshift(() => app.stop());

    // The lines a cart can hold: every item, and each sub-item of the item that has them.
    const lines: Array<{ item: string; subItem?: number }> = [
      ...[menu.itemIds.mansaf, menu.itemIds.pinned, menu.itemIds.sale20, menu.itemIds.sale50, menu.itemIds.water].map((item) => ({ item })),
      { item: menu.itemIds.withSubItems, subItem: 0 },
      { item: menu.itemIds.withSubItems, subItem: 1 },
    ];
    const cartIds: string[] = [];
    for (let i = 0; i < CARTS; i++) {
      const res = await fetch(`${app.url}/api/v1/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] }),
      });
      cartIds.push((await res.json()).data.data._id);
    }

    await fetch(`${app.url}/m/${menu.menuId}`).then((r) => r.arrayBuffer()); // fills the page cache
    console.log(`autocannon: ${CONNECTIONS} connections × ${SECONDS} s each, loopback\n`);
    report('GET /m/{id}', await cannon({ url: `${app.url}/m/${menu.menuId}`, headers: { 'accept-encoding': 'gzip, br' } }));

    let next = 0;
    let acknowledged = 0;
    const adds = await cannon({
      url: app.url,
      requests: [
        {
          method: 'PUT',
          setupRequest: (req: object) => {
            const n = next++;
            const line = lines[Math.floor(n / CARTS) % lines.length];
            return { ...req, path: `/api/v1/cart/${cartIds[n % CARTS]}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...line, quantity: 1 }) };
          },
          onResponse: (status: number) => {
            if (status === 200) acknowledged++;
          },
        },
      ],
    });
    report('PUT /api/v1/cart/{id} (add)', adds);

    const carts = (await testDb()).collection('carts');
    const stored = await carts
      .aggregate<{ total: number }>([{ $match: { _id: { $in: cartIds } } }, { $unwind: '$items' }, { $group: { _id: null, total: { $sum: '$items.quantity' } } }])
      .toArray();
    const quantity = (stored[0]?.total ?? 0) - CARTS; // each cart started with one water
    // Adds still in flight when autocannon stops may be stored without being acknowledged: stored lies between the
    // acknowledged and the sent adds; a lost line is an acknowledged add missing from the database.
    const lost = Math.max(0, acknowledged - quantity);
    console.log(
      `\ncart adds: sent ${next}, acknowledged ${acknowledged}, quantity stored ${quantity} -> lost ${lost}` +
        `${quantity > next ? ` (stored MORE than sent: ${quantity - next} duplicated)` : ''}` +
        ` (over ${CARTS} carts, ${lines.length} lines each, no line reaches the 99 cap below ${CARTS * lines.length * 98} adds)`,
    );
    if (acknowledged > CARTS * lines.length * 98) console.log('warning: more adds than the carts hold below the cap: raise BENCH_CARTS');
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    await mongoose.disconnect().catch(() => undefined);
  }
}

runMain(main);
