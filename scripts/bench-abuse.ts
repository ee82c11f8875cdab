/**
 * Abuse run (prints figures; not a test): `npx next build && npm run bench:abuse`
 *
 * The floods against the built app on the embedded database with a --dbpath (so the bytes it writes can be
 * counted), one after another, BENCH_SECONDS (default 10) each, from loopback (TRUST_PROXY=1, each client an address
 * in X-Forwarded-For):
 *   1. one client POSTing interests on one item of a 300-item menu as fast as it can (BENCH_CONNECTIONS, default 20):
 *      answers by status, and the bytes the database wrote per request (its files' growth), against the menu's size;
 *   2. one client creating carts: created vs refused;
 *   3. wrong passwords against one account from many addresses (a new one per request), then its owner logs in from
 *      an address that has not failed: the answer and how long it took;
 *   4. fake orders and calls to one table from several addresses (scripts/lib/bench-table-flood.ts): what was saved
 *      and what stopped the rest.
 *   5. the public holding its maximum of live streams, then the owner's order screen (scripts/lib/bench-stream-reserve.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { start as startDb } from '@qrmenu/embedded-mongo';
import { freePort, startApp } from './lib/app-process';
import { runMain } from './lib/run-main';
import { benchTableFlood } from './lib/bench-table-flood';
import { benchStreamReserve } from './lib/bench-stream-reserve';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type CannonResult = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
type Cannon = (opts: object, cb: (err: Error | null, res: CannonResult) => void) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon: Cannon = require('autocannon');

function cannon(opts: object): Promise<CannonResult> {
  return new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirBytes(p) : fs.statSync(p).size;
  }
  return total;
}

const byStatus = () => {
  const counts = new Map<number, number>();
  return { onResponse: (status: number) => counts.set(status, (counts.get(status) ?? 0) + 1), text: () => [...counts].sort().map(([s, n]) => `${s}: ${n}`).join(', ') };
};

async function main() {
  const stops: Array<() => Promise<unknown>> = [];
  const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-abuse-'));
  stops.push(async () => fs.rmSync(dbpath, { recursive: true, force: true }));
  try {
    const db = await startDb({ quiet: true, dbpath, replSet: 'rs0' });
    stops.unshift(() => db.stop());
    const uri = db.clientUri('qrmenu_abuse');
    process.env.TEST_MONGODB_URI = uri;
    const { insertMenuFixture, closeTestDb, testDb } = await import('../tests/support/menu-fixture');
    stops.unshift(() => closeTestDb());
    const menu = await insertMenuFixture();
    // Grown to a real restaurant's size: 300 more items, so a rewrite of the menu would show in the bytes written.
    const more = Array.from({ length: 300 }, (_, i) => ({
      _id: new mongoose.Types.ObjectId(),
      title: `صنف رقم ${i}`,
      itemname: `bench-item-${i}`,
      description: 'وصف قصير لصنف من أصناف المطعم مع بعض التفاصيل عن مكوناته وطريقة تقديمه',
      price: 2.5,
      pin: false,
      image: '',
      show: { type: 'small-image' },
      subItems: [],
      sale: { onSale: false, offPrice: 0 },
      interestRecords: 0,
      soldOut: false,
    }));
    await (await testDb())
      .collection('menus')
      .updateOne({ _id: new mongoose.Types.ObjectId(menu.menuId), 'sections._id': new mongoose.Types.ObjectId(menu.sectionIds.main) }, { $push: { 'sections.$.items': { $each: more } } } as never);

    const port = await freePort();
    const app = await startApp({
      port,
      env: { NODE_ENV: 'production', MONGODB_URI: uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef', NEXTAUTH_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '1', BCRYPT_ROUNDS: '10' },
    });
    stops.unshift(() => app.stop());
    const menuDoc = await (await testDb()).collection('menus').findOne({ _id: new mongoose.Types.ObjectId(menu.menuId) });
    const menuSize = Buffer.byteLength(JSON.stringify(menuDoc));
    console.log(`${CONNECTIONS} connections × ${SECONDS} s, loopback, one client address per flood\n`);

    // 1. Interests.
    const interests = byStatus();
    const before = dirBytes(dbpath);
    const r1 = await cannon({
      url: `${app.url}/api/v1/quickmenu/items/${menu.itemIds.water}/interests`,
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      requests: [{ method: 'POST', onResponse: interests.onResponse }],
    });
    await new Promise((r) => setTimeout(r, 500));
    const written = dirBytes(dbpath) - before;
    console.log(
      `interest flood: ${r1.requests.average.toFixed(0)} req/s, ${r1.requests.total} requests (${interests.text()}); ` +
        `database files grew ${(written / 1024).toFixed(1)} KB = ${(written / Math.max(1, r1.requests.total)).toFixed(1)} bytes per request ` +
        `(the menu document is ${(menuSize / 1024).toFixed(1)} KB)`,
    );
    const after = await (await testDb()).collection('menus').findOne({ _id: new mongoose.Types.ObjectId(menu.menuId) });
    console.log(`  menu document rewritten by the flood: ${JSON.stringify(after) !== JSON.stringify(menuDoc) ? 'YES' : 'no'}`);

    // 2. Carts.
    const carts = byStatus();
    const r2 = await cannon({
      url: `${app.url}/api/v1/cart`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
          body: JSON.stringify({ menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] }),
          onResponse: carts.onResponse,
        },
      ],
    });
    console.log(`cart flood: ${r2.requests.average.toFixed(0)} req/s, ${r2.requests.total} requests (${carts.text()})`);

    // 3. Login flood against one account from rotating addresses, then its owner.
    const signup = await fetch(`${app.url}/api/v1/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
      body: JSON.stringify({ name: 'Owner', username: 'floodowner', email: 'floodowner@example.test', phone: '+962791234567', password: 'right-password-1', passwordConfirm: 'right-password-1', agreeToTerms: true }),
    });
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
    const logins = byStatus();
    let n = 0;
    const floodDone = cannon({
      url: `${app.url}/api/v1/users/login`,
      requests: [
        {
          method: 'POST',
          setupRequest: (req: object) => ({
            ...req,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n++ % 250}` },
            body: JSON.stringify({ username: 'floodowner', password: `wrong-${n}-password` }),
          }),
          onResponse: logins.onResponse,
        },
      ],
    });
    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
    const started = Date.now();
    const owner = await fetch(`${app.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      body: JSON.stringify({ username: 'floodowner', password: 'right-password-1' }),
    });
    const ownerMs = Date.now() - started;
    const r3 = await floodDone;
    console.log(`login flood: ${r3.requests.average.toFixed(0)} req/s, ${r3.requests.total} wrong passwords (${logins.text()})`);
    console.log(`  the owner, from an address that had not failed, during the flood: HTTP ${owner.status} in ${ownerMs} ms`);

    // 4. One table flooded with fake orders and calls from several addresses.
    await benchTableFlood(app.url, { insertMenuFixture, testDb });
    // 5. Live streams.
    await benchStreamReserve(app, { insertMenuFixture, testDb });
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    await mongoose.disconnect().catch(() => undefined);
  }
}

runMain(main);
