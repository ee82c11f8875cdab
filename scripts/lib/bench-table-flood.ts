/**
 * bench:abuse's table flood: a table's id is public, so several addresses send fake orders (99 of a dish each) to one
 * table of a fresh menu as fast as the cart limits per address let them, then call the waiter and the bill on every
 * table. Prints what was saved, what stopped the rest (by message) and when. The menu is made here, before the app
 * has read it, so its tables are the ones the app sees.
 */
import mongoose from 'mongoose';

const ADDRESSES = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 10);
const ROUNDS = Number(process.env.BENCH_FLOOD_ROUNDS ?? 20);
const TABLES = 8;

type Tally = Map<string, number>;
const add = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
const text = (tally: Tally) => [...tally].map(([k, n]) => `${n} × ${k}`).join('; ');

async function post(url: string, ip: string, body: unknown): Promise<{ status: number; body: { message?: string; data?: { data?: { _id?: string; order?: { awaitingConfirmation?: boolean } } } } }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'accept-language': 'en' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** The seeding the benchmark gets from its caller (tests/support/menu-fixture.ts: product code never imports test support). */
type Seeding = {
  insertMenuFixture(): Promise<{ menuId: string; itemIds: { water: string } }>;
  testDb(): Promise<mongoose.Connection>;
};

export async function benchTableFlood(appUrl: string, { insertMenuFixture, testDb }: Seeding): Promise<void> {
  const menu = await insertMenuFixture();
  const tables = Array.from({ length: TABLES }, (_, i) => ({ _id: new mongoose.Types.ObjectId(), name: `${i + 1}`, branchId: null }));
  await (await testDb()).collection('menus').updateOne({ _id: new mongoose.Types.ObjectId(menu.menuId) }, { $set: { tables } });
  const table = String(tables[0]._id);

  const outcomes: Tally = new Map();
  let saved = 0;
  let awaiting = 0;
  let sent = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: ADDRESSES }, async (_, a) => {
      const ip = `198.51.101.${a + 1}`;
      for (let r = 0; r < ROUNDS; r++) {
        const cart = await post(`${appUrl}/api/v1/cart`, ip, { menu: menu.menuId, table, items: [{ item: menu.itemIds.water, quantity: 99 }] });
        if (cart.status !== 201) {
          add(outcomes, `cart ${cart.status} "${cart.body.message}"`);
          continue;
        }
        const order = await post(`${appUrl}/api/v1/diner-orders`, ip, { cart: cart.body.data?.data?._id });
        sent++;
        if (order.status === 201) {
          saved++;
          if (order.body.data?.data?.order?.awaitingConfirmation) awaiting++;
        } else {
          add(outcomes, `order ${order.status} "${order.body.message}"`);
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(`table flood: ${ADDRESSES} addresses × ${ROUNDS} rounds of (cart, order of 99) to one table in ${seconds.toFixed(1)} s`);
  console.log(`  orders saved: ${saved} of ${sent} sent (${awaiting} waiting for the staff's confirmation)`);
  console.log(`  stopped: ${text(outcomes) || 'nothing'}`);

  const calls: Tally = new Map();
  let opened = 0;
  const callsStarted = Date.now();
  // Twice the addresses, each within its own limit for longer: what stops them is the tables' and the menu's limits.
  const callers = ADDRESSES * 2;
  const rounds = Math.ceil(ROUNDS / 2);
  await Promise.all(
    Array.from({ length: callers }, async (_, a) => {
      const ip = `198.51.102.${a + 1}`;
      for (let r = 0; r < rounds; r++) {
        const res = await post(`${appUrl}/api/v1/diner-orders/calls`, ip, { menu: menu.menuId, table: String(tables[(a + r) % TABLES]._id), kind: r % 2 ? 'bill' : 'waiter' });
        if (res.status === 201) opened++;
        else add(calls, `${res.status} "${res.body.message}"`);
      }
    }),
  );
  const openCalls = await (await testDb()).collection('tablecalls').countDocuments({ menu: new mongoose.Types.ObjectId(menu.menuId), open: true });
  console.log(`call flood: ${callers} addresses × ${rounds} calls, over ${TABLES} tables, in ${((Date.now() - callsStarted) / 1000).toFixed(1)} s: ${opened} answered, ${openCalls} calls open on the screen`);
  console.log(`  stopped: ${text(calls) || 'nothing'}`);
}
