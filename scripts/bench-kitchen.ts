/**
 * The kitchen, measured (prints figures; not a test): `npx next build && npm run bench:kitchen`
 *
 * A menu that sells, with two stations (the kitchen, the bar: the second section's items go to the bar), a station
 * display's stream open (the order events), the kitchen's printer on TCP 9100 through `npm run print-bridge` (a fake
 * printer on loopback, tests/support/fake-escpos-printer.ts) and the bar's a Star CloudPRNT printer polling every
 * BENCH_CLOUDPRNT_POLL_MS (default 1000: the shortest poll the printers are set to; the fake, tests/support/
 * fake-cloudprnt-printer.ts). BENCH_KITCHEN_ORDERS (default 30) orders, one after another, each with a dish and a drink:
 * for each, the time from sending it to its ticket on the station's stream, to its ticket out of the TCP printer, to
 * its ticket out of the CloudPRNT printer. Median, p99 (of so few orders: the slowest but none) and max, with the
 * machine's load average before and after.
 */
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Types } from 'mongoose';
import { runMain } from './lib/run-main';
import { freePort, startApp } from './lib/app-process';
import { seedSizedMenu, startBenchOwnerApp } from './lib/bench-owner-app';
import { median } from './lib/stats';
import { sseEvents } from './lib/sse-events';
import { startFakeEscPosPrinter } from '../tests/support/fake-escpos-printer';
import { startFakeCloudPrntPrinter } from '../tests/support/fake-cloudprnt-printer';

const ORDERS = Number(process.env.BENCH_KITCHEN_ORDERS ?? 30);
const POLL_MS = Number(process.env.BENCH_CLOUDPRNT_POLL_MS ?? 1000);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(done: () => boolean, timeoutMs = 30_000): Promise<number> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) return Number.NaN;
    await sleep(2);
  }
  return Date.now();
}

async function main() {
  const kitchen = new Types.ObjectId();
  const bar = new Types.ObjectId();
  const app = await startBenchOwnerApp('bench-kitchen', '10.250.58', async (owner) => {
    const menu = await seedSizedMenu(40, owner, {
      settings: { doMenuPurchase: true },
      stations: [
        { _id: kitchen, name: 'المطبخ' },
        { _id: bar, name: 'البار' },
      ],
    });
    const { Menu } = await import('../models/Menu');
    await Menu.updateOne({ _id: menu.id }, { $set: { 'sections.1.station': bar } });
    return menu;
  });
  const menuId = app.seeded.id;
  const dish = app.seeded.sections[0].items[1];
  const drink = app.seeded.sections[1].items[1];
  const tcp = await startFakeEscPosPrinter();
  const stops: Array<() => Promise<unknown>> = [() => app.close(), () => tcp.close()];
  try {
    const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
      (await (await fetch(app.url + p, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json()) as { data: { data: Record<string, unknown> & { order: { _id: string } } } };
    const bridgeKey = (await post(`/api/v1/quickmenu/${menuId}/printers`, { station: String(kitchen), width: 80, kind: 'bridge' }, app.headers)).data.data.bridgeKey as string;
    const cloudUrl = (await post(`/api/v1/quickmenu/${menuId}/printers`, { station: String(bar), width: 58, kind: 'cloudprnt' }, app.headers)).data.data.cloudprntUrl as string;
    // Node with tsx's loader (not the tsx command, whose child would outlive the kill at the end).
    const bridge = spawn(process.execPath, ['--import', 'tsx', 'scripts/print-bridge.ts', '--server', app.url, '--key', bridgeKey, '--printer', `127.0.0.1:${tcp.port}`, '--journal', path.join(os.tmpdir(), `bench-kitchen-${process.pid}.journal`)], { stdio: 'ignore' });
    stops.unshift(async () => bridge.kill());
    const cloud = startFakeCloudPrntPrinter(cloudUrl, POLL_MS);
    stops.unshift(() => cloud.stop());

    // A second instance of the app on the same database: a display there hears of orders sent to the first.
    const port = await freePort();
    const second = await startApp({ port, env: { NODE_ENV: 'production', MONGODB_URI: app.uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef0123456789', NEXTAUTH_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '1' } });
    stops.unshift(() => second.stop());
    // The station's display: the menu's order stream, as the display's feed opens it, on each instance.
    const seenAt = await watchStation(app.url, app.headers, menuId, stops);
    const seenThere = await watchStation(second.url, app.headers, menuId, stops);
    await sleep(500);

    const toScreen: number[] = [];
    const toOther: number[] = [];
    const toTcp: number[] = [];
    const toCloud: number[] = [];
    const loadBefore = load();
    for (let i = 0; i < ORDERS; i++) {
      const cart = (await post('/api/v1/cart', { menu: menuId, items: [{ item: dish, quantity: 1 }, { item: drink, quantity: 1 }] }, { 'x-forwarded-for': `10.251.0.${i + 1}` })).data.data._id as string;
      const tcpBefore = tcp.prints.length;
      const cloudBefore = cloud.prints.length;
      const start = Date.now();
      const order = (await post('/api/v1/diner-orders', { cart }, { 'x-forwarded-for': `10.251.0.${i + 1}` })).data.data.order._id;
      // The four watched at once: each time is when its own condition was first seen. A display's is when its stream
      // brought the order (usually before the order's POST has answered, so not when the wait below ends).
      const [, , printedTcp, printedCloud] = await Promise.all([
        waitFor(() => seenAt.has(order)),
        waitFor(() => seenThere.has(order)),
        waitFor(() => tcp.prints.length > tcpBefore),
        waitFor(() => cloud.prints.length > cloudBefore),
      ]);
      toScreen.push((seenAt.get(order) ?? Number.NaN) - start);
      toOther.push((seenThere.get(order) ?? Number.NaN) - start);
      toTcp.push(printedTcp - start);
      toCloud.push(printedCloud - start);
      await sleep(100 + Math.random() * 400);
    }
    const line = (name: string, xs: number[]) => console.log(`${name.padEnd(46)} median ${median(xs)} ms  p99 ${p99(xs)} ms  max ${Math.max(...xs)} ms`);
    console.log(`\n${ORDERS} orders one after another (a dish for the kitchen, a drink for the bar), loopback; CloudPRNT poll every ${POLL_MS} ms`);
    console.log(`load average (1 / 5 / 15 min): ${loadBefore} before, ${load()} after; ${os.availableParallelism()} cores`);
    line('order -> station display (same instance)', toScreen);
    line('order -> station display (second instance)', toOther);
    line('order -> printed, TCP 9100 via the bridge', toTcp);
    line('order -> printed, CloudPRNT', toCloud);
    if (tcp.errors.length || cloud.errors.length) console.log('printer errors:', tcp.errors, cloud.errors);
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

/** When each order first came on a station display's stream (the menu's order events), by order id. */
async function watchStation(url: string, headers: Record<string, string>, menuId: string, stops: Array<() => Promise<unknown>>): Promise<Map<string, number>> {
  const seenAt = new Map<string, number>();
  const controller = new AbortController();
  const stream = await fetch(`${url}/api/v1/quickmenu/${menuId}/diner-orders/stream`, { headers, signal: controller.signal });
  stops.unshift(async () => controller.abort());
  void (async () => {
    for await (const { data } of sseEvents(stream.body!)) {
      const m = /"_id":"([0-9a-f]{32})".*"station":"([0-9a-f]{24})"/.exec(data);
      if (m && !seenAt.has(m[1])) seenAt.set(m[1], Date.now());
    }
  })().catch(() => undefined /* the stream closed at the end */);
  return seenAt;
}

runMain(main);
