/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import type { AppProcess } from '../../scripts/lib/app-process';
import { startAnotherInstance } from '../support/another-instance';
import { TABLE_OPEN_ORDERS_MAX } from '../../lib/shared/diner-order-rules';
import { zonedDay } from '../../lib/menus/zoned-day';

/**
 * The diner's order is one transaction (lib/diner-orders/place-diner-order.ts): the table's turn, the day's number,
 * the order and the deleted cart commit together or not at all, and the room left at a table is counted inside it,
 * so orders sent to one table at the same moment through two instances (A: the test stack's app, B: a second app
 * server on the same database) cannot pass the count together.
 */
let b: AppProcess;
let owner: TestClient;
let fx: MenuFixture;
const a = () => process.env.TEST_BASE_URL as string;

async function newTable(name: string): Promise<string> {
  const res = await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name });
  expect(res.status).toBe(201);
  return res.body.data.data.tables.find((t: any) => t.name === name)._id;
}

async function cartAt(table: string, base = a()): Promise<string> {
  const res = await new TestClient(base).post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 1 }], table });
  expect(res.status).toBe(201);
  return res.body.data.data._id;
}

beforeAll(async () => {
  b = await startAnotherInstance({ env: { TRUST_PROXY: '1' } });
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  fx = await insertMenuFixture({ admins: [account.username] });
}, 120_000);

afterAll(async () => {
  await b?.stop();
});

it('an order that fails after its number was taken leaves nothing: the cart stays, the number is not used up, the table keeps its turn count', async () => {
  const db = await testDb();
  const table = await newTable('31');
  const cart = await cartAt(table);
  const day = zonedDay(new Date(), 'Asia/Amman');
  const counterId = `${fx.menuId}:${day}`;
  const counterBefore = ((await db.collection('dinerordercounters').findOne({ _id: counterId as any })) as any)?.seq ?? 0;
  // Another order already holds the number this one will be given (written straight into the database), so the
  // order's own insert is refused after the turn, the cart's deletion and the day's number were written.
  const ghost = new Types.ObjectId().toHexString().padEnd(32, '0');
  await db.collection('dinerorders').insertOne({
    _id: ghost as any,
    menu: new Types.ObjectId(fx.menuId),
    cart: `ghost-${cart}`,
    day,
    number: counterBefore + 1,
    table: null,
    lines: [],
    total: 0,
    status: 'served',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const turnBefore = ((await db.collection('dinertableturns').findOne({ _id: `${fx.menuId}:${table}` as any })) as any)?.turns ?? 0;

  const res = await new TestClient().post('/api/v1/diner-orders', { cart });
  await db.collection('dinerorders').deleteOne({ _id: ghost as any });
  expect(res.status).toBeGreaterThanOrEqual(400);

  expect(await db.collection('dinerorders').countDocuments({ cart })).toBe(0);
  expect(await db.collection('carts').countDocuments({ _id: cart as any })).toBe(1);
  expect(((await db.collection('dinerordercounters').findOne({ _id: counterId as any })) as any)?.seq ?? 0).toBe(counterBefore);
  expect(((await db.collection('dinertableturns').findOne({ _id: `${fx.menuId}:${table}` as any })) as any)?.turns ?? 0).toBe(turnBefore);
}, 60_000);

it('orders sent to one table at the same moment through two instances: only as many as the table may have open pass', async () => {
  const table = await newTable('32');
  // Three carts on each instance, sent all at once: six orders for a table that may have five open.
  const carts = await Promise.all([a(), a(), a(), b.url, b.url, b.url].map((base) => cartAt(table, base)));
  const bases = [a(), a(), a(), b.url, b.url, b.url];
  const answers = await Promise.all(carts.map((cart, i) => new TestClient(bases[i]).post('/api/v1/diner-orders', { cart })));
  const placed = answers.filter((r) => r.status === 201);
  const refused = answers.filter((r) => r.status === 429);
  expect(placed).toHaveLength(TABLE_OPEN_ORDERS_MAX);
  expect(refused).toHaveLength(carts.length - TABLE_OPEN_ORDERS_MAX);
  // The refusal says why (the table's open orders).
  expect(refused[0].body.message).toContain(String(TABLE_OPEN_ORDERS_MAX));
  const db = await testDb();
  expect(await db.collection('dinerorders').countDocuments({ 'table._id': new Types.ObjectId(table), status: 'new' })).toBe(TABLE_OPEN_ORDERS_MAX);
  const numbers = placed.map((r) => r.body.data.data.order.number);
  expect(new Set(numbers).size).toBe(numbers.length);
}, 60_000);
