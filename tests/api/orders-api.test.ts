/** The orders API (spec §7 Orders): access on every path, create, edits, the list with every filter and its bounds. */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { insertMenuFixture } from '../support/menu-fixture';
import { createOrder, newClientAccount, ordersActors, setOrderFields, type OrdersActors } from './orders-fixture';

let a: OrdersActors;
beforeAll(async () => {
  a = await ordersActors();
});

const someId = new Types.ObjectId().toHexString();
// Every row has three cells (jest would hand a two-cell row's test a `done` callback as the third argument).
const CALLS: [string, string, unknown][] = [
  ['GET', '/api/v1/orders', undefined],
  ['GET', '/api/v1/orders?excel=1', undefined],
  ['POST', '/api/v1/orders', { user: 'x', totalAmount: 1, subEnd: '2027-01-01' }],
  ['PUT', `/api/v1/orders/${someId}/`, { status: 'ready' }],
  ['PUT', `/api/v1/orders/${someId}/subscribtion`, { endDate: '2027-01-01' }],
  ['POST', `/api/v1/orders/${someId}/menu`, { menuId: someId }],
  ['POST', `/api/v1/orders/${someId}/debits`, { method: 'cash', value: 1 }],
  ['POST', `/api/v1/orders/${someId}/requiredEdits`, { phone: '+962791234567' }],
  ['PUT', `/api/v1/orders/${someId}/requiredEdits/0`, { status: 'ready' }],
  ['GET', `/api/v1/orders/${someId}/invoice`, undefined],
  ['POST', '/api/v1/quickmenu', { admins: ['x'], plan: 0 }],
  ['POST', `/api/v1/quickmenu/${someId}/`, undefined],
  ['DELETE', `/api/v1/quickmenu/${someId}/`, undefined],
  ['POST', `/api/v1/quickmenu/${someId}/admins`, { admin: 'x' }],
];

describe('access (staff only)', () => {
  it.each(CALLS)('%s %s: 401 without a session, 403 for a user who is not staff', async (method, path, body) => {
    const anonymous = await new TestClient().request(method, path, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.status).toBe('fail');
    const plain = await a.plain.request(method, path, body);
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual({ status: 'fail', message: 'This is for provider staff only' });
  });
});

describe('POST /api/v1/orders', () => {
  it("creates an order for an existing user with the user's name and phone, nothing paid", async () => {
    const order = await createOrder(a.staff, a.plainAccount.username.toUpperCase(), '49', '2027-03-01');
    expect(order).toMatchObject({
      user: { name: a.plainAccount.name, phone: '+962791234567', username: a.plainAccount.username },
      menu: null,
      totalAmount: 49,
      totalOnPaid: 0,
      paid: 0,
      remaining: 49,
      payments: [],
      requiredEdits: [],
      status: 'unready',
      canceled: false,
    });
    expect(order.subEnd.slice(0, 10)).toBe('2027-03-01');
  });

  it.each([
    [{ user: 'nobody-at-all', totalAmount: 49, subEnd: '2027-01-01' }, 404, 'This username is not found'],
    [{ user: 'someone', subEnd: '2027-01-01' }, 400, 'totalAmount is a required field'],
    [{ totalAmount: 49, subEnd: '2027-01-01' }, 400, 'user is a required field'],
    [{ user: 'someone', totalAmount: -1, subEnd: '2027-01-01' }, 400, 'totalAmount must be 0 or more'],
    [{ user: 'someone', totalAmount: 'lots', subEnd: '2027-01-01' }, 400, 'totalAmount must be a number'],
    [{ user: 'someone', totalAmount: 49, subEnd: 'next year' }, 400, 'subEnd must be a date'],
    // A day the calendar does not have (JavaScript alone would roll it over to 2 March).
    [{ user: 'someone', totalAmount: 49, subEnd: '2027-02-30' }, 400, 'subEnd must be a date'],
    [{ user: { $gt: '' }, totalAmount: 49, subEnd: '2027-01-01' }, 400, 'user must be text'],
    // A new subscription that has ended already (the order's end may still be moved back later, asked first).
    [{ user: 'someone', totalAmount: 49, subEnd: '2020-01-01' }, 400, 'subEnd must be today or later: a new subscription cannot have ended already'],
    [{ user: 'someone', totalAmount: 49, subEnd: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10) }, 400, 'subEnd must be today or later: a new subscription cannot have ended already'],
  ])('refuses %j with %i', async (body, status, message) => {
    const res = await a.staff.post('/api/v1/orders', body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status: 'fail', message });
  });
});

describe('order edits', () => {
  it('sets the status (with and without the trailing slash), the end date, a menu and required edits', async () => {
    const order = await createOrder(a.staff, a.plainAccount.username);
    const ready = await a.staff.put(`/api/v1/orders/${order._id}/`, { status: 'ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.data.data.status).toBe('ready');
    expect((await a.staff.put(`/api/v1/orders/${order._id}`, { status: 'unready' })).body.data.data.status).toBe('unready');
    expect((await a.staff.put(`/api/v1/orders/${order._id}/`, { status: 'done' })).status).toBe(400);

    const sub = await a.staff.put(`/api/v1/orders/${order._id}/subscribtion`, { endDate: '2028-02-29' });
    expect(sub.body.data.data.subEnd.slice(0, 10)).toBe('2028-02-29');
    expect((await a.staff.put(`/api/v1/orders/${order._id}/subscribtion`, {})).body.message).toBe('endDate is a required field');

    const menu = await insertMenuFixture();
    const assigned = await a.staff.post(`/api/v1/orders/${order._id}/menu`, { menuId: menu.menuId });
    expect(assigned.body.data.data.menu).toMatchObject({ _id: menu.menuId, institution: { name: 'مطعم السنابل' } });
    const missingMenu = await a.staff.post(`/api/v1/orders/${order._id}/menu`, { menuId: someId });
    expect(missingMenu.status).toBe(404);
    expect(missingMenu.body.message).toBe('This menu does not exist');

    const edit = await a.staff.post(`/api/v1/orders/${order._id}/requiredEdits`, { phone: '+962797777777' });
    expect(edit.body.data.data.requiredEdits).toEqual([{ phoneNo: '+962797777777', status: 'unready' }]);
    expect((await a.staff.post(`/api/v1/orders/${order._id}/requiredEdits`, { phone: '12' })).body.message).toBe('Invalid phone number');
    const done = await a.staff.put(`/api/v1/orders/${order._id}/requiredEdits/0`, { status: 'ready' });
    expect(done.body.data.data.requiredEdits[0].status).toBe('ready');
    const noEdit = await a.staff.put(`/api/v1/orders/${order._id}/requiredEdits/1`, { status: 'ready' });
    expect(noEdit.status).toBe(404);
    expect(noEdit.body.message).toBe('This edit does not exist');
    expect((await a.staff.put(`/api/v1/orders/${order._id}/requiredEdits/-1`, { status: 'ready' })).status).toBe(400);
  });

  it.each([someId, 'not-an-id', '%7B%22%24gt%22%3A%22%22%7D'])('answers 404 for the order %p', async (id) => {
    const res = await a.staff.put(`/api/v1/orders/${id}/`, { status: 'ready' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'fail', message: 'This order does not exist' });
  });
});

describe('GET /api/v1/orders', () => {
  let client: string;
  const ids: string[] = [];
  const list = async (query: string) => {
    const res = await a.staff.get(`/api/v1/orders?username=${client}&${query}`);
    expect(res.status).toBe(200);
    return res.body.data as { orders: { _id: string }[]; total: number; page: number; pages: number; limit: number };
  };
  const found = async (query: string) => (await list(query)).orders.map((o) => ids.indexOf(o._id)).sort((x, y) => x - y);

  beforeAll(async () => {
    client = (await newClientAccount()).username;
    // 17 orders, created one day apart from 2026-01-01, ending one month apart, paid 0, 0.4, 0.5 or 1.
    for (let i = 0; i < 17; i++) ids.push((await createOrder(a.staff, client, 10, `2027-${String((i % 12) + 1).padStart(2, '0')}-15`))._id);
    for (let i = 0; i < 17; i++) await setOrderFields(ids[i], { createdAt: new Date(Date.UTC(2026, 0, 1 + i, 12)) });
    await a.staff.post(`/api/v1/orders/${ids[1]}/debits`, { method: 'cash', value: 4 });
    await a.staff.post(`/api/v1/orders/${ids[2]}/debits`, { method: 'cliq', value: 5 });
    await a.staff.post(`/api/v1/orders/${ids[3]}/debits`, { method: 'cash', value: 10 });
    await a.staff.put(`/api/v1/orders/${ids[4]}/`, { status: 'ready' });
    await a.staff.post(`/api/v1/orders/${ids[5]}/requiredEdits`, { phone: '+962791111111' });
    await a.staff.post(`/api/v1/orders/${ids[6]}/requiredEdits`, { phone: '+962791111111' });
    await a.staff.put(`/api/v1/orders/${ids[6]}/requiredEdits/0`, { status: 'ready' });
    await setOrderFields(ids[7], { canceled: true });
  });

  it('pages 15 orders newest first with the total count', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 17, page: 1, pages: 2, limit: 15 });
    expect(first.orders.map((o) => o._id)).toEqual([...ids].reverse().slice(0, 15));
    const second = await list('page=2');
    expect(second.orders.map((o) => o._id)).toEqual([ids[1], ids[0]]);
    expect((await list('page=3')).orders).toEqual([]);
  });

  it.each(['page=0', 'page=-1', 'page=1.5', 'page=x', 'limit=0', 'limit=101', 'topGt=x', 'top=2', 'createdAtFrom=soon', 'status=done', 'canceled=maybe'])(
    'refuses %s with 400',
    async (query) => {
      const res = await a.staff.get(`/api/v1/orders?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('fail');
    },
  );

  it('filters by paid fraction: top is exact, topGt and topLt are strict', async () => {
    expect(await found('top=1')).toEqual([3]);
    expect(await found('top=0.4')).toEqual([1]);
    expect(await found('topGt=0.4')).toEqual([2, 3]);
    expect(await found('topGt=0.4&topLt=1')).toEqual([2]);
    expect((await list('topLt=0.4')).total).toBe(14);
    expect(await found('topLt=0.4&createdAtTo=2026-01-06')).toEqual([0, 4, 5]);
    expect(await found('topGt=1')).toEqual([]);
  });

  it('filters by creation date, both ends inclusive by day', async () => {
    expect(await found('createdAtFrom=2026-01-03&createdAtTo=2026-01-05')).toEqual([2, 3, 4]);
    expect(await found('createdAtFrom=2026-01-17')).toEqual([16]);
    expect(await found('createdAtTo=2026-01-01')).toEqual([0]);
    expect((await list('createdAtFrom=&createdAtTo=')).total).toBe(17);
  });

  it('filters by subscription end', async () => {
    expect(await found('subEndFrom=2027-01-15&subEndTo=2027-01-15')).toEqual([0, 12]);
    expect(await found('subEndFrom=2027-11-01')).toEqual([10, 11]);
  });

  it('filters by status, unready edits, canceled and username', async () => {
    expect(await found('status=ready')).toEqual([4]);
    expect(await found('hasUnreadyEdits=true')).toEqual([5]);
    expect((await found('hasUnreadyEdits=false')).includes(5)).toBe(false);
    expect((await list('hasUnreadyEdits=false')).total).toBe(16);
    expect(await found('canceled=true')).toEqual([7]);
    expect((await list('canceled=false')).total).toBe(16);
    const other = await a.staff.get('/api/v1/orders?username=nobody-has-this-name');
    expect(other.body.data).toMatchObject({ orders: [], total: 0 });
    expect((await a.staff.get(`/api/v1/orders?username=${client.toUpperCase()}`)).body.data.total).toBe(17);
  });
});

it("uses the generic required message for a missing status", async () => {
  const order = await createOrder(a.staff, a.plainAccount.username);
  expect((await a.staff.put(`/api/v1/orders/${order._id}/`, {})).body.message).toBe('status is a required field');
});
