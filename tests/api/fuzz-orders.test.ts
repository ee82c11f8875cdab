import fc from 'fast-check';
import { ObjectId } from 'mongodb';
import { TestClient } from '../support/http';
import { withTestDb } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';
import { asText, FUZZ_RUNS, FUZZ_TIMEOUT_MS, nastyBody, nastySegment, nastyValue } from '../support/fuzz';
import { createOrder, ordersActors, type OrdersActors } from './orders-fixture';

/**
 * Property fuzz of the two order families: the staff's subscription orders (create, status, end date, payments,
 * required edits, the list's filters) and a restaurant's diner orders (the order screen's list, a status move, the
 * waiter calls, the tables). No 5xx; a refused write changes nothing it names.
 */

let a: OrdersActors;
let order: { _id: string };
let fx: MenuFixture;
const owner = new TestClient();
let dinerOrderId: string;
let tableId: string;

beforeAll(async () => {
  a = await ordersActors();
  order = (await createOrder(a.staff, a.plainAccount.username)) as { _id: string };
  fx = await insertMenuFixture({ admins: [a.staffAccount.username] });
  const tables = await a.staff.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name: 'fuzz' });
  expect(tables.status).toBe(201);
  tableId = tables.body.data.data.tables[0]._id;
  const cart = await owner.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 1 }], table: tableId });
  expect(cart.status).toBe(201);
  const placed = await owner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
  expect(placed.status).toBe(201);
  dinerOrderId = placed.body.data.data.order._id;
});

// A subscription order has an ObjectId; a diner's order a 32-hex text id (unguessable).
const staffOrder = () => withTestDb(async (db) => JSON.stringify(await db.collection('orders').findOne({ _id: new ObjectId(order._id) })));
const dinerOrder = () => withTestDb(async (db) => JSON.stringify(await db.collection<{ _id: string }>('dinerorders').findOne({ _id: dinerOrderId })));
const clientOrders = () => withTestDb((db) => db.collection('orders').countDocuments({ 'user.username': a.plainAccount.username }));
const menuTables = () => withTestDb(async (db) => JSON.stringify((await db.collection('menus').findOne({ _id: new ObjectId(fx.menuId) }))?.tables));

describe('orders fuzz', () => {
  it(`the staff's order writes with ${FUZZ_RUNS} hostile bodies and ids: no 5xx, a refusal changes no order`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        nastyBody(['user', 'totalAmount', 'subEnd', 'status', 'endDate', 'method', 'value', 'phone', 'menuId']),
        nastySegment,
        async (which, body, segment) => {
          const id = Math.random() < 0.6 ? order._id : segment;
          // Half the creates name this file's own client, so a refused one that still wrote would show in its orders
          // (other files sell orders to their own users at the same time: the whole collection's count moves).
          const create = Math.random() < 0.5 && body && typeof body === 'object' && !Array.isArray(body) ? { ...body, user: a.plainAccount.username } : body;
          const before = await staffOrder();
          const count = await clientOrders();
          const res = await [
            () => a.staff.post('/api/v1/orders', create),
            () => a.staff.put(`/api/v1/orders/${id}/`, body),
            () => a.staff.put(`/api/v1/orders/${id}/subscribtion`, body),
            () => a.staff.post(`/api/v1/orders/${id}/debits`, body),
            () => a.staff.post(`/api/v1/orders/${id}/requiredEdits`, body),
            () => a.staff.put(`/api/v1/orders/${id}/requiredEdits/${asText(segment)}`, body),
            () => a.staff.post(`/api/v1/orders/${id}/menu`, body),
          ][which]();
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(await staffOrder()).toBe(before);
            expect(await clientOrders()).toBe(count);
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`the orders list and the order screen's list with ${FUZZ_RUNS} hostile queries: no 5xx`, async () => {
    const keys = ['status', 'table', 'date', 'page', 'user', 'from', 'to', 'search', 'excel', 'phone'];
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.dictionary(fc.constantFrom(...keys), nastyValue, { maxKeys: 4 }), async (staffList, query) => {
        const qs = Object.entries(query)
          .map(([k, v]) => `${k}=${encodeURIComponent(asText(v))}`)
          .join('&');
        const res = staffList ? await a.staff.get(`/api/v1/orders?${qs}`) : await a.staff.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?${qs}`);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`a diner order's status, the waiter calls and the tables with ${FUZZ_RUNS} hostile bodies: no 5xx, a refusal changes nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), nastyBody(['status', 'menu', 'table', 'kind', 'name', 'branchId', 'from', 'to', 'prefix']), nastySegment, async (which, body, segment) => {
        const before = { order: await dinerOrder(), tables: await menuTables() };
        const res = await [
          () => a.staff.put(`/api/v1/diner-orders/${Math.random() < 0.6 ? dinerOrderId : segment}`, body),
          () => new TestClient().post('/api/v1/diner-orders/calls', body),
          () => a.staff.post(`/api/v1/quickmenu/${fx.menuId}/tables`, body),
          () => a.staff.put(`/api/v1/quickmenu/${fx.menuId}/tables/${Math.random() < 0.6 ? tableId : segment}`, body),
        ][which]();
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          expect(await dinerOrder()).toBe(before.order);
          expect(await menuTables()).toBe(before.tables);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
