/** POST /api/v1/orders/{id}/debits: the payment rules and the server-computed paid fraction under concurrency. */
import { withTestDb } from '../support/accounts';
import { Types } from 'mongoose';
import { createOrder, newClientAccount, ordersActors, setOrderFields, type OrdersActors } from './orders-fixture';

let a: OrdersActors;
let client: string;
beforeAll(async () => {
  a = await ordersActors();
  client = (await newClientAccount()).username;
});

const pay = (id: string, value: unknown, method = 'cash') => a.staff.post(`/api/v1/orders/${id}/debits`, { method, value });
const stored = (id: string) => withTestDb((db) => db.collection('orders').findOne({ _id: new Types.ObjectId(id) }));

it('records payments and computes the paid fraction on the server; the exact remainder completes it', async () => {
  const order = await createOrder(a.staff, client, 49);
  const first = await pay(order._id, 19.6, 'cliq');
  expect(first.status).toBe(200);
  expect(first.body.data.data).toMatchObject({ paid: 19.6, remaining: 29.4, totalOnPaid: 0.4 });
  expect(first.body.data.data.payments).toEqual([{ method: 'cliq', value: 19.6, date: expect.any(String) }]);
  const last = await pay(order._id, '29.40');
  expect(last.body.data.data).toMatchObject({ paid: 49, remaining: 0, totalOnPaid: 1 });
  expect((await stored(order._id))?.totalOnPaid).toBe(1);
});

it('refuses a payment above what remains, with the remainder in the message, and keeps the order unchanged', async () => {
  const order = await createOrder(a.staff, client, 49);
  await pay(order._id, 40);
  const res = await pay(order._id, 9.01);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ status: 'fail', message: 'This payment is more than what remains to be paid (9.00 JD)' });
  const doc = await stored(order._id);
  expect(doc?.payments).toHaveLength(1);
  expect(doc?.totalOnPaid).toBeCloseTo(40 / 49, 5);
});

it.each([
  [{ method: 'card', value: 5 }, 'method must be cliq or cash'],
  [{ method: 'cash', value: -1 }, 'value must be 0 or more'],
  [{ method: 'cash', value: 'ten' }, 'value must be a number'],
  [{ method: 'cash' }, 'value is a required field'],
  [{ value: 5 }, 'method is a required field'],
])('refuses %j', async (body, message) => {
  const order = await createOrder(a.staff, client, 49);
  const res = await a.staff.post(`/api/v1/orders/${order._id}/debits`, body);
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
});

it('refuses payments on a canceled order and on an unknown one', async () => {
  const order = await createOrder(a.staff, client, 49);
  await setOrderFields(order._id, { canceled: true });
  expect((await pay(order._id, 1)).body).toEqual({ status: 'fail', message: 'This order is canceled' });
  expect((await pay(new Types.ObjectId().toHexString(), 1)).status).toBe(404);
});

it('loses no payment when twenty arrive at once', async () => {
  const order = await createOrder(a.staff, client, 100);
  const results = await Promise.all(Array.from({ length: 20 }, () => pay(order._id, 5)));
  expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
  const doc = await stored(order._id);
  expect(doc?.payments).toHaveLength(20);
  expect(doc?.totalOnPaid).toBe(1);
});

it('lets only as many racing payments through as the total allows', async () => {
  const order = await createOrder(a.staff, client, 10);
  const results = await Promise.all(Array.from({ length: 8 }, () => pay(order._id, 3)));
  expect(results.filter((r) => r.status === 200)).toHaveLength(3);
  expect(results.filter((r) => r.status === 400)).toHaveLength(5);
  const doc = await stored(order._id);
  expect(doc?.payments).toHaveLength(3);
  expect(doc?.totalOnPaid).toBe(0.9);
});
