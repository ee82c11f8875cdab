/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
/**
 * A table's id is public (its QR code, the menu page), so many addresses can act for one table: what a table can put
 * on the restaurant's screen is limited per table and per menu, not only per address (lib/diner-orders/check-order-room.ts).
 * Also: a large order waits for the staff's confirmation; the owner turns a table's link over (the old one stops
 * ordering and calling); the order's note loses control and bidi-override characters.
 */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import { DINER_ORDER_CONFIRM_ABOVE_UNITS, TABLE_OPEN_ORDERS_MAX } from '../../lib/shared/diner-order-rules';
import { RATE_LIMITS } from '../../lib/limits/rate-limit';

let owner: TestClient;
let ownerName: string;
let fx: MenuFixture;
const AR = { 'accept-language': 'ar' };
const EN = { 'accept-language': 'en' };

const ordersAt = async (tableId: string) =>
  (await testDb()).collection('dinerorders').countDocuments({ menu: new Types.ObjectId(fx.menuId), 'table._id': new Types.ObjectId(tableId) });

async function addTable(name: string, menuId = fx.menuId): Promise<string> {
  const res = await owner.post(`/api/v1/quickmenu/${menuId}/tables`, { name });
  expect(res.status).toBe(201);
  return res.body.data.data.tables.find((t: any) => t.name === name)._id;
}

/** A fresh address makes a cart at the table and sends it: the order's answer. */
async function orderFrom(tableId: string, quantity = 1, headers: Record<string, string> = {}, body: Record<string, unknown> = {}) {
  const diner = new TestClient();
  const cart = await diner.post('/api/v1/cart', { menu: fx.menuId, table: tableId, items: [{ item: fx.itemIds.water, quantity }] });
  expect(cart.status).toBe(201);
  return diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id, ...body }, headers);
}

beforeAll(async () => {
  owner = new TestClient();
  ownerName = (await signUpVerifiedUser(owner)).username;
  fx = await insertMenuFixture({ admins: [ownerName] });
});

describe('one table flooded from many addresses', () => {
  it(`keeps at most ${TABLE_OPEN_ORDERS_MAX} open orders a table; the next is a 429 in the diner's language`, async () => {
    const table = await addTable('flood-1');
    for (let i = 0; i < TABLE_OPEN_ORDERS_MAX; i++) expect((await orderFrom(table)).status).toBe(201);
    const refused = await orderFrom(table, 1, AR);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(`لهذه الطاولة ${TABLE_OPEN_ORDERS_MAX} طلبات لم تُقدَّم بعد: انتظر حتى يُقدَّم أحدها، أو اطلب من النادل مباشرة`);
    expect(await ordersAt(table)).toBe(TABLE_OPEN_ORDERS_MAX);
  });

  it('orders sent to one table at the same moment from many addresses: no more than its open orders pass', async () => {
    const table = await addTable('flood-at-once');
    const sends = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const diner = new TestClient();
        const cart = await diner.post('/api/v1/cart', { menu: fx.menuId, table, items: [{ item: fx.itemIds.water, quantity: 99 }] });
        return () => diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
      }),
    );
    const statuses = (await Promise.all(sends.map((send) => send()))).map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(TABLE_OPEN_ORDERS_MAX).fill(201), ...Array(10 - TABLE_OPEN_ORDERS_MAX).fill(429)]);
    expect(await ordersAt(table)).toBe(TABLE_OPEN_ORDERS_MAX);
  });

  it('an order served makes room again; more orders a minute than a table sends are refused, in English when asked', async () => {
    const table = await addTable('flood-2');
    const placed: string[] = [];
    for (let i = 0; i < TABLE_OPEN_ORDERS_MAX; i++) placed.push((await orderFrom(table)).body.data.data.order._id);
    expect((await owner.put(`/api/v1/diner-orders/${placed[0]}`, { status: 'served' })).status).toBe(200);
    expect((await orderFrom(table)).status).toBe(201);
    expect(RATE_LIMITS.dinerOrder.table.limit).toBe(TABLE_OPEN_ORDERS_MAX + 1);
    const busy = await orderFrom(table, 1, EN);
    expect(busy.status).toBe(429);
    expect(busy.body.message).toBe('Many orders came from this table in the last minute: wait a moment, or ask the waiter');
    expect(await ordersAt(table)).toBe(TABLE_OPEN_ORDERS_MAX + 1);
  });

  it('calls: past the menu\'s calls a minute, from any address and table, a 429 a diner understands', async () => {
    // A menu of its own: the calls it takes are the menu's for a minute.
    const own = await insertMenuFixture({ admins: [ownerName] });
    const tables = await Promise.all(Array.from({ length: 8 }, (_, i) => addTable(`call-${i}`, own.menuId)));
    const max = RATE_LIMITS.tableCall.menu.limit;
    let answered = 0;
    let refused: any = null;
    // Each address within its own limit, each table within its own: only the menu's limit stops them.
    for (let i = 0; refused === null && i < max + 5; i++) {
      const res = await new TestClient().post('/api/v1/diner-orders/calls', { menu: own.menuId, table: tables[i % tables.length], kind: i % 2 ? 'bill' : 'waiter' }, AR);
      if (res.status === 201) answered++;
      else refused = res;
    }
    expect(answered).toBe(max);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('يستقبل المطعم نداءات كثيرة الآن: انتظر قليلاً، أو لوّح للنادل');
  });
});

describe('a large order', () => {
  it(`more than ${DINER_ORDER_CONFIRM_ABOVE_UNITS} units waits for the staff's confirmation, on the screen's list and the status page, until accepted`, async () => {
    const table = await addTable('big');
    const small = await orderFrom(table, DINER_ORDER_CONFIRM_ABOVE_UNITS);
    expect(small.status).toBe(201);
    expect(small.body.data.data.order.awaitingConfirmation).toBe(false);
    const big = await orderFrom(table, 99);
    expect(big.status).toBe(201);
    const id = big.body.data.data.order._id;
    expect(big.body.data.data.order).toMatchObject({ status: 'new', awaitingConfirmation: true });
    expect((await new TestClient().get(`/api/v1/diner-orders/${id}`)).body.data.data.awaitingConfirmation).toBe(true);
    const list = await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?table=${table}`);
    expect(list.body.data.data.orders.find((o: any) => o._id === id).awaitingConfirmation).toBe(true);
    const accepted = await owner.put(`/api/v1/diner-orders/${id}`, { status: 'accepted' });
    expect(accepted.body.data.data).toMatchObject({ status: 'accepted', awaitingConfirmation: false });
  });
});

describe("a table's link turned over", () => {
  it('gives the table a new id; the old link neither orders nor calls (a clear message), the new one does', async () => {
    const table = await addTable('renew');
    // A cart made at the table before the new card.
    const early = new TestClient();
    const oldCart = (await early.post('/api/v1/cart', { menu: fx.menuId, table, items: [{ item: fx.itemIds.water, quantity: 1 }] })).body.data.data._id;

    expect((await new TestClient().post(`/api/v1/quickmenu/${fx.menuId}/tables/${table}/link`)).status).toBe(401);
    const renewed = await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables/${table}/link`, undefined, AR);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.message).toBe('للطاولة رابط جديد: اطبع بطاقتها من جديد، فالرمز القديم لم يعد يرسل طلبات');
    const now = renewed.body.data.data.tables.find((t: any) => t.name === 'renew');
    expect(now._id).not.toBe(table);
    expect(renewed.body.data.data.tables.some((t: any) => t._id === table)).toBe(false);

    const gone = 'رمز هذه الطاولة لم يعد مستخدماً: امسح الرمز الموجود على طاولتك من جديد، أو اطلب من النادل';
    const oldOrder = await early.post('/api/v1/diner-orders', { cart: oldCart }, AR);
    expect(oldOrder.status).toBe(400);
    expect(oldOrder.body.message).toBe(gone);
    const oldCall = await new TestClient().post('/api/v1/diner-orders/calls', { menu: fx.menuId, table, kind: 'waiter' }, EN);
    expect(oldCall.status).toBe(400);
    expect(oldCall.body.message).toBe("This table's code is no longer in use: scan the code on your table again, or ask the waiter");
    expect((await new TestClient().post('/api/v1/cart', { menu: fx.menuId, table, items: [{ item: fx.itemIds.water, quantity: 1 }] })).status).toBe(400);
    expect(await ordersAt(table)).toBe(0);

    const placed = await orderFrom(now._id);
    expect(placed.status).toBe(201);
    expect(placed.body.data.data.order.table).toEqual({ _id: now._id, name: 'renew' });
    expect((await new TestClient().post('/api/v1/diner-orders/calls', { menu: fx.menuId, table: now._id, kind: 'bill' })).status).toBe(201);
    // The public page names the new id only.
    const page = await new TestClient().get(`/api/v1/quickmenu/${fx.menuId}`);
    expect(page.body.data.data.tables.map((t: any) => t._id)).toContain(now._id);
    expect(page.body.data.data.tables.map((t: any) => t._id)).not.toContain(table);
  });

  it('another menu\'s admin cannot turn it over; a foreign table is a 404', async () => {
    const table = await addTable('renew-guarded');
    const stranger = new TestClient();
    await signUpVerifiedUser(stranger);
    expect((await stranger.post(`/api/v1/quickmenu/${fx.menuId}/tables/${table}/link`)).status).toBe(403);
    expect((await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables/${new Types.ObjectId()}/link`)).status).toBe(404);
  });
});

describe("the diner's note", () => {
  it('loses NUL, bidi overrides and line breaks, as every other text field', async () => {
    const table = await addTable('note');
    const res = await orderFrom(table, 1, {}, { note: 'بدون\u0000 بصل\u202e\r\nEvil\u2066 x' });
    expect(res.status).toBe(201);
    expect(res.body.data.data.order.note).toBe('بدون بصل Evil x');
    const stored = await (await testDb()).collection('dinerorders').findOne({ _id: res.body.data.data.order._id } as any);
    expect(stored?.note).toBe('بدون بصل Evil x');
  });
});
