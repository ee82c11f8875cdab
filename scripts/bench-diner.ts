/**
 * Orders from the table, measured (prints figures; not a test): `npx next build && npm run bench:diner`
 *
 * The embedded database on a dbpath (as `npm start` runs it), a menu that sells with 40 items and 20 tables, and —
 * seeded before the app starts — BENCH_DINER_DAYS (default 365) days of BENCH_DINER_PER_DAY (default 2,000) orders.
 * Then, with autocannon on loopback at BENCH_CONNECTIONS (default 50) for BENCH_SECONDS (default 10) each, after
 * BENCH_WARMUP_SECONDS (default 2) of the same requests that are not counted, side by side in one run:
 *   - GET /api/health (a trivial route of the same app: the yardstick),
 *   - PUT /api/v1/cart/{id} (a cart add), POST /api/v1/diner-orders (a cart sent as an order: one fresh cart each),
 *   - GET /api/v1/quickmenu/{id}/diner-orders (the order screen's list, as the owner, on a day of 2,000 orders);
 * req/s, p50/p99 and the ratio to the trivial route; the list alone, one request at a time. Then the time from sending an order to its event on an order
 * screen's stream, BENCH_LATENCY_ORDERS (default 20) orders one after another, on the same instance and on a second
 * instance of the app on the same database: median and max.
 *
 * Where each route's time goes: the CPU seconds the app's process and the database's spent while it was driven (Linux
 * /proc), the commands the database received per request (serverStatus.metrics.commands), and for the order submit the
 * transactions started, committed and aborted (serverStatus.transactions: an abort is a WriteConflict retried).
 *
 * BENCH_DINER_ROUTES (default all): the routes driven, by their place in the list above ('0,2': the trivial route and the submit).
 * BENCH_DINER_ROUNDS (default 1): the five routes are driven that many times in turn (each round with its own trivial
 * yardstick, so a drift of the machine's speed during the run moves both alike), and the median and the spread over
 * the rounds are printed for each figure, with the machine's load average before and after: one round is one sample,
 * not a result.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Types } from 'mongoose';
import { freePort, startApp } from './lib/app-process';
import { runMain } from './lib/run-main';
import { seedSizedMenu, startBenchOwnerApp } from './lib/bench-owner-app';
import { median, spread } from './lib/stats';
import { sseEvents } from './lib/sse-events';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const DAYS = Number(process.env.BENCH_DINER_DAYS ?? 365);
const PER_DAY = Number(process.env.BENCH_DINER_PER_DAY ?? 2000);
const LATENCY_ORDERS = Number(process.env.BENCH_LATENCY_ORDERS ?? 50);
/**
 * The orders of the submit route go to this many other menus of TABLES tables each: a menu takes 120 orders a minute
 * and a table 6 (5 open at once), so the route measured is the order placed, not its refusal (429).
 */
const SUBMIT_MENUS = Number(process.env.BENCH_DINER_SUBMIT_MENUS ?? 60);
const SUBMIT_TABLES = 25;
const ROUNDS = Math.max(1, Number(process.env.BENCH_DINER_ROUNDS ?? 1));

type CannonResult = { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number };
type Cannon = (opts: object, cb: (err: Error | null, res: CannonResult) => void) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon: Cannon = require('autocannon');

const run = (opts: object, duration: number) =>
  new Promise<CannonResult>((resolve, reject) => autocannon({ connections: CONNECTIONS, duration, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
/** Each route is first driven for WARMUP seconds, not counted (a long-running server has its code compiled and its caches filled), then measured. */
let warmupRequests = 0;
const cannon = async (opts: object) => {
  warmupRequests = WARMUP > 0 ? (await run(opts, WARMUP)).requests.total : 0;
  return run(opts, SECONDS);
};

const hex = (n: number) => n.toString(16).padStart(32, '0');
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');
/** CPU seconds a process has used (user + system), or NaN where /proc is not there. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ, 100 on Linux)
  } catch {
    return Number.NaN;
  }
}

interface DbCounters { pid: number; commands: number; byName: Record<string, number>; started: number; committed: number; aborted: number }
async function dbCounters(): Promise<DbCounters> {
  const mongoose = (await import('mongoose')).default;
  const st = await mongoose.connection.db!.admin().command({ serverStatus: 1 });
  const byName = Object.fromEntries(Object.entries(st.metrics?.commands ?? {}).map(([name, c]) => [name, Number((c as { total: unknown }).total)]));
  const commands = Object.values(byName).reduce((n, c) => n + c, 0);
  const t = st.transactions ?? {};
  return { pid: Number(st.pid), commands, byName, started: Number(t.totalStarted ?? 0), committed: Number(t.totalCommitted ?? 0), aborted: Number(t.totalAborted ?? 0) };
}

/** What one route cost while it was driven (its warm-up included), summed over the rounds. */
interface Cost { requests: number; appCpu: number; dbCpu: number; commands: number; byName: Record<string, number>; started: number; committed: number; aborted: number }

let clientN = 0;
/** A client address of its own per request: the per-client limits (orders, carts) count diners, not the bench. */
const nextClient = () => `10.${(clientN >> 16) & 255}.${(clientN >> 8) & 255}.${clientN++ & 255}`;

async function main() {
  let menuId = '';
  let items: string[] = [];
  let tables: { _id: Types.ObjectId; name: string }[] = [];
  const submitMenus: { id: string; items: string[]; tables: Types.ObjectId[] }[] = [];
  const seedStart = Date.now();
  const app = await startBenchOwnerApp('bench-diner', '10.250.0', async (owner) => {
    tables = Array.from({ length: 20 }, (_, i) => ({ _id: new Types.ObjectId(), name: String(i + 1) }));
    const menu = await seedSizedMenu(40, owner, { settings: { doMenuPurchase: true }, tables });
    menuId = menu.id;
    for (let m = 0; m < SUBMIT_MENUS; m++) {
      const own = Array.from({ length: SUBMIT_TABLES }, (_, i) => ({ _id: new Types.ObjectId(), name: String(i + 1) }));
      const other = await seedSizedMenu(12, owner, { settings: { doMenuPurchase: true }, tables: own });
      submitMenus.push({ id: other.id, items: other.sections.flatMap((s) => s.items.filter((_, i) => i % 4 !== 0)), tables: own.map((t) => t._id) });
    }
    // Items without sub-items (every 4th item has some: a line of it would need one).
    items = menu.sections.flatMap((s) => s.items.filter((_, i) => i % 4 !== 0));
    // A year of orders, 2,000 a day (inserted straight into the database, before the app starts).
    const { DinerOrder } = await import('../models/DinerOrder');
    const today = new Date();
    for (let d = DAYS; d >= 1; d--) {
      const day = new Date(today.getTime() - d * 86_400_000).toISOString().slice(0, 10);
      const batch = Array.from({ length: PER_DAY }, (_, n) => ({
        _id: hex(d * 1_000_000 + n),
        menu: new Types.ObjectId(menuId),
        cart: `c${hex(d * 1_000_000 + n).slice(1)}`,
        day,
        number: n + 1,
        table: tables[n % tables.length],
        lines: [{ item: new Types.ObjectId(items[n % items.length]), title: 'صنف', quantity: 1 + (n % 3), unitPrice: 2, total: 2 * (1 + (n % 3)) }],
        total: 2 * (1 + (n % 3)),
        status: 'served',
        createdAt: new Date(`${day}T12:00:00Z`),
        updatedAt: new Date(`${day}T12:00:00Z`),
      }));
      await DinerOrder.collection.insertMany(batch as never[], { ordered: false });
    }
  });
  console.log(`seeded ${DAYS} days × ${PER_DAY} orders = ${(DAYS * PER_DAY).toLocaleString('en')} orders in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  const stops: Array<() => Promise<unknown>> = [() => app.close()];
  try {
    // A new headers object for every request: autocannon writes the content-length into the object it is given.
    const json = () => ({ 'content-type': 'application/json' });
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(app.url + path, { method: 'POST', headers: { ...json(), 'x-forwarded-for': nextClient(), ...headers }, body: JSON.stringify(body) });
      return (await res.json()) as { data: { data: { _id: string; order: { _id: string } } } };
    };
    // Carts for the adds (spread over 400), and fresh carts to send as orders (one each).
    const addCarts: string[] = [];
    for (let i = 0; i < 400; i++) addCarts.push((await post('/api/v1/cart', { menu: menuId, items: [{ item: items[1], quantity: 1 }] })).data.data._id);
    // Fresh carts to send: spread over the submit menus and their tables (see SUBMIT_MENUS), at most as many as they
    // take open; and the main menu's, from no table, for the order screen's latency below.
    const capacity = SUBMIT_MENUS * SUBMIT_TABLES * 5;
    const fresh = Array.from({ length: capacity }, (_, i) => {
      const m = submitMenus[i % SUBMIT_MENUS];
      const t = Math.floor(i / SUBMIT_MENUS) % SUBMIT_TABLES;
      return { _id: hex(900_000_000 + i), menu: new Types.ObjectId(m.id), items: [{ item: new Types.ObjectId(m.items[i % m.items.length]), subItem: null, quantity: 1 }], table: m.tables[t] };
    });
    const latencyCarts = Array.from({ length: 2 * LATENCY_ORDERS }, (_, i) => ({ _id: hex(800_000_000 + i), menu: new Types.ObjectId(menuId), items: [{ item: new Types.ObjectId(items[i % items.length]), subItem: null, quantity: 1 }], table: null }));
    const mongoose = (await import('mongoose')).default;
    await mongoose.connection.collection('carts').insertMany([...fresh, ...latencyCarts] as never[]);
    let latencySent = 0;

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    let n = 0;
    let sent = 0;
    const routes: [string, () => Promise<CannonResult>][] = [
      ['GET /api/health (trivial)', () => cannon({ url: `${app.url}/api/health` })],
      [
        'PUT /api/v1/cart/{id} (add)',
        () =>
          cannon({
            url: app.url,
            requests: [{ method: 'PUT', setupRequest: (req: object) => ({ ...req, path: `/api/v1/cart/${addCarts[n % addCarts.length]}`, headers: json(), body: JSON.stringify({ item: items[(n++ >> 9) % items.length], quantity: 1 }) }) }],
          }),
      ],
      [
        'POST /api/v1/diner-orders',
        () =>
          cannon({
            url: app.url,
            requests: [{ method: 'POST', setupRequest: (req: object) => ({ ...req, path: '/api/v1/diner-orders', headers: { ...json(), 'x-forwarded-for': nextClient() }, body: JSON.stringify({ cart: fresh[sent++]?._id ?? 'f'.repeat(32) }) }) }],
          }),
      ],
      ['GET …/diner-orders (a day of 2,000)', () => cannon({ url: `${app.url}/api/v1/quickmenu/${menuId}/diner-orders?date=${yesterday}`, headers: app.headers })],
      ['GET …/diner-orders?table= (same day)', () => cannon({ url: `${app.url}/api/v1/quickmenu/${menuId}/diner-orders?date=${yesterday}&table=${tables[3]._id}`, headers: app.headers })],
    ];
    // BENCH_DINER_ROUTES: only these of the five, by their place in the list (0 the trivial route; '0,2' for the submit
    // under a profiler, APP_NODE_ARGS=--cpu-prof).
    const only = process.env.BENCH_DINER_ROUTES?.split(',').map(Number);
    if (only) routes.splice(0, routes.length, ...routes.filter((_, i) => only.includes(i)));
    const loadBefore = load();
    // rounds[r][i]: route i in round r.
    const rounds: CannonResult[][] = [];
    const costs: Cost[] = routes.map(() => ({ requests: 0, appCpu: 0, dbCpu: 0, commands: 0, byName: {}, started: 0, committed: 0, aborted: 0 }));
    for (let r = 0; r < ROUNDS; r++) {
      const round: CannonResult[] = [];
      for (const [i, [, drive]] of routes.entries()) {
        const before = await dbCounters();
        const cpu0 = [cpuSeconds(app.pid), cpuSeconds(before.pid)];
        const result = await drive();
        const cpu1 = [cpuSeconds(app.pid), cpuSeconds(before.pid)];
        const after = await dbCounters();
        round.push(result);
        const cost = costs[i];
        cost.requests += warmupRequests + result.requests.total; // warm-up included, as the CPU and the counters are
        cost.appCpu += cpu1[0] - cpu0[0];
        cost.dbCpu += cpu1[1] - cpu0[1];
        cost.commands += after.commands - before.commands - 1; // less the serverStatus of `before`
        for (const [name, n] of Object.entries(after.byName)) cost.byName[name] = (cost.byName[name] ?? 0) + n - (before.byName[name] ?? 0) - (name === 'serverStatus' ? 1 : 0);
        cost.started += after.started - before.started;
        cost.committed += after.committed - before.committed;
        cost.aborted += after.aborted - before.aborted;
      }
      rounds.push(round);
    }

    console.log(`\nautocannon: ${CONNECTIONS} connections × ${SECONDS} s each after ${WARMUP} s not counted, loopback, ${ROUNDS} round(s) (orders sent: ${sent}, of ${fresh.length} fresh carts)`);
    console.log(`load average (1 / 5 / 15 min): ${loadBefore} before, ${load()} after`);
    if (ROUNDS > 1) console.log('each figure: the median over the rounds (min–max); the ratio is to the same round\'s trivial route');
    routes.forEach(([name], i) => {
      const of = (pick: (r: CannonResult, round: CannonResult[]) => number) => rounds.map((round) => pick(round[i], round));
      const errors = of((r) => r.errors + r.timeouts + r.non2xx).reduce((a, b) => a + b, 0);
      console.log(
        `${name.padEnd(38)} ${spread(of((r) => r.requests.average)).padStart(6)} req/s  ${spread(of((r, round) => r.requests.average / round[0].requests.average), 2)}× trivial  ` +
          `p50 ${spread(of((r) => r.latency.p50))} ms  p99 ${spread(of((r) => r.latency.p99))} ms  ${errors} errors, timeouts or non-2xx`,
      );
    });

    console.log('\nwhere the time goes (all rounds, warm-up included): CPU per request of the app\'s and the database\'s process, database commands per request');
    routes.forEach(([name], i) => {
      const c = costs[i];
      const per = (x: number) => ((x * 1000) / c.requests).toFixed(2);
      const txns = c.started ? `  transactions: ${c.started} started, ${c.committed} committed, ${c.aborted} aborted (${((100 * c.aborted) / c.started).toFixed(1)}%)` : '';
      console.log(`${name.padEnd(38)} app ${per(c.appCpu)} ms, db ${per(c.dbCpu)} ms CPU per request (${c.appCpu.toFixed(1)} s / ${c.dbCpu.toFixed(1)} s)  ${(c.commands / c.requests).toFixed(1)} commands per request${txns}`);
      const kinds = Object.entries(c.byName).filter(([, n]) => n / c.requests >= 0.05).sort((a, b) => b[1] - a[1]);
      console.log(`${''.padEnd(38)} by command, per request: ${kinds.map(([k, n]) => `${k} ${(n / c.requests).toFixed(2)}`).join(', ')}`);
    });

    // The order screen's list as one owner opens it: one request at a time. A past day; and today as the screen asks
    // for it, with the day before's orders still open looked for among its 2,000.
    const alone = async (query: string) => {
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const start = performance.now();
        const res = await fetch(`${app.url}/api/v1/quickmenu/${menuId}/diner-orders${query}`, { headers: app.headers });
        await res.arrayBuffer();
        times.push(performance.now() - start);
      }
      return `p50 ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`;
    };
    console.log(`the order screen's list alone (a day of ${PER_DAY} among ${(DAYS * PER_DAY).toLocaleString('en')} orders), 30 requests one at a time: ${await alone(`?date=${yesterday}`)}`);
    console.log(`today's list as the screen opens it (with the day before's open orders), 30 requests one at a time: ${await alone('')}`);

    // From an order sent to its event on an order screen's stream: this instance, and a second one.
    const port = await freePort();
    const b = await startApp({ port, env: { NODE_ENV: 'production', MONGODB_URI: app.uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef0123456789', NEXTAUTH_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '1' } });
    stops.unshift(() => b.stop());
    for (const [where, url] of [['same instance', app.url], ['second instance', b.url]] as const) {
      const arrived = new Map<string, number>();
      const controller = new AbortController();
      const res = await fetch(`${url}/api/v1/quickmenu/${menuId}/diner-orders/stream`, { headers: app.headers, signal: controller.signal });
      void (async () => {
        for await (const { data } of sseEvents(res.body!)) {
          const id = /"_id":"([0-9a-f]{32})"/.exec(data)?.[1];
          if (id && !arrived.has(id)) arrived.set(id, Date.now());
        }
      })().catch(() => undefined /* aborted at the end */);
      await new Promise((r) => setTimeout(r, 300));
      const times: number[] = [];
      for (let i = 0; i < LATENCY_ORDERS; i++) {
        const start = Date.now();
        const placed = await post('/api/v1/diner-orders', { cart: latencyCarts[latencySent++]._id });
        const id = placed.data?.data?.order?._id;
        if (!id) throw new Error(`an order for the latency run was refused: ${JSON.stringify(placed)}`);
        while (!arrived.has(id) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 5));
        times.push((arrived.get(id) ?? Number.NaN) - start);
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 300));
      }
      controller.abort();
      const sorted = [...times].sort((x, y) => x - y);
      const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
      console.log(`order -> order screen (${where}): median ${median(times)} ms, p99 ${p99} ms, max ${Math.max(...times)} ms over ${times.length} orders`);
    }
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

runMain(main);
