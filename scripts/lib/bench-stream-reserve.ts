/**
 * The abuse run's live-stream section (scripts/bench-abuse.ts; prints figures, not a test): the public (diners' order
 * status pages, from many addresses, each order followed by as many streams as it may) takes every stream it can on
 * the instance; then the owner's order screen connects or not, and the app's memory before and after.
 * Bounds as the app runs them (lib/api/stream-slots.ts: STREAMS_MAX, STREAMS_RESERVED, STREAMS_PER_ORDER,
 * STREAMS_PER_CLIENT).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AppProcess } from './app-process';

/** The most the public is asked to hold: far past any instance's default share. */
const PUBLIC_ASKED = Number(process.env.BENCH_PUBLIC_STREAMS ?? 2100);
const PER_ORDER_ASKED = 3;
const PER_ADDRESS = 60;

const rssMb = (pid: number | undefined) => {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Opens a stream and resolves with its status; a 200 stays open (read and dropped) until `close`. */
function openStream(app: AppProcess, path: string, headers: Record<string, string>, open: http.ClientRequest[]): Promise<number> {
  const url = new URL(app.url);
  return new Promise((resolve) => {
    const req = http.get({ host: url.hostname, port: url.port, path, headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    open.push(req);
  });
}

async function json(app: AppProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(app.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => ({}))) as { data?: { data?: { _id?: string; order?: { _id: string } } } } };
}

/** The run's own seeding (the test fixtures, handed in by the bench: product code imports no test support). */
type Seeding = {
  insertMenuFixture(opts: { admins: string[] }): Promise<{ menuId: string; itemIds: { water: string } }>;
  testDb(): Promise<{ collection(name: string): { updateOne(filter: object, update: object): Promise<unknown> } }>;
};

export async function benchStreamReserve(app: AppProcess, { insertMenuFixture, testDb }: Seeding): Promise<void> {
  const owner = { name: 'Owner', username: 'streamowner', email: 'streamowner@example.test', phone: '+962791234567', password: 'right-password-1', agreeToTerms: true };
  const signup = await json(app, '/api/v1/users/signup', { ...owner, passwordConfirm: owner.password }, { 'x-forwarded-for': '198.51.100.20' });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
  await (await testDb()).collection('users').updateOne({ username: owner.username }, { $set: { emailVerified: true } });
  const login = await fetch(`${app.url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
    body: JSON.stringify({ username: owner.username, password: owner.password }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const menu = await insertMenuFixture({ admins: [owner.username] });

  // The orders the public follows: one per PER_ORDER_ASKED streams, made from rotating addresses (orders are limited per address).
  const orders: string[] = [];
  for (let i = 0; orders.length < Math.ceil(PUBLIC_ASKED / PER_ORDER_ASKED); i++) {
    const from = { 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${Math.floor(i / 65536) + 1}` };
    const cart = await json(app, '/api/v1/cart', { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] }, from);
    const order = await json(app, '/api/v1/diner-orders', { cart: cart.body.data?.data?._id }, from);
    const id = order.body.data?.data?.order?._id;
    if (id) orders.push(id);
    else if (i > PUBLIC_ASKED) throw new Error(`orders not made: ${order.status}`);
  }

  const open: http.ClientRequest[] = [];
  try {
    const before = rssMb(app.child.pid);
    const statuses = new Map<number, number>();
    const asks: Promise<void>[] = [];
    for (let i = 0; i < PUBLIC_ASKED; i++) {
      const address = `172.16.${Math.floor(i / PER_ADDRESS / 250)}.${Math.floor(i / PER_ADDRESS) % 250}`;
      const path = `/api/v1/diner-orders/${orders[Math.floor(i / PER_ORDER_ASKED)]}/stream`;
      asks.push(openStream(app, path, { 'x-forwarded-for': address }, open).then((s) => void statuses.set(s, (statuses.get(s) ?? 0) + 1)));
      if (asks.length % 200 === 0) await Promise.all(asks);
    }
    await Promise.all(asks);
    const held = rssMb(app.child.pid);
    const started = Date.now();
    const screen = await openStream(app, `/api/v1/quickmenu/${menu.menuId}/diner-orders/stream`, { cookie, 'x-forwarded-for': '192.0.2.78' }, open);
    const screenMs = Date.now() - started;
    const answered = [...statuses].sort().map(([s, n]) => `${s}: ${n}`).join(', ');
    console.log(`live streams: the public asked for ${PUBLIC_ASKED} (${orders.length} orders × ${PER_ORDER_ASKED}, ${PER_ADDRESS} an address): ${answered}`);
    console.log(`  the owner's order screen while the public holds its maximum: HTTP ${screen} in ${screenMs} ms`);
    console.log(`  app memory (RSS): ${before.toFixed(0)} MB before, ${held.toFixed(0)} MB with the public's streams open (+${(held - before).toFixed(0)} MB)`);
  } finally {
    for (const req of open) req.destroy();
  }
}
