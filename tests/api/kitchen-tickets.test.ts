/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
/**
 * A diner's order split into one ticket per kitchen station: routing by section, by an item's own station,
 * and one ticket for a menu without stations; a station's open tickets; bumping a line or a ticket, 'استرجاع' (the
 * station's last bump taken back), the expo rule (every ticket bumped makes the order 'ready', live on the diner's
 * status stream and the order screen's); who may do each.
 */
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import { ARABIC, edit } from '../support/admin-edits';
import { openSse } from '../support/sse';

let owner: TestClient;
let stranger: TestClient;
const diner = new TestClient();
let fx: MenuFixture;
let plain: MenuFixture;
let tableId: string;
let kitchen: string;
let bar: string;
let ownerName: string;

async function order(menu: MenuFixture, items: { item: string; subItem?: number; quantity: number }[], table?: string): Promise<any> {
  const cart = await diner.post('/api/v1/cart', { menu: menu.menuId, items, ...(table ? { table } : {}) });
  expect(cart.status).toBe(201);
  const res = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
  expect(res.status).toBe(201);
  return res.body.data.data.order;
}
const ticketsAt = async (station: string, menu = fx) => {
  const res = await owner.get(`/api/v1/quickmenu/${menu.menuId}/stations/${station}/tickets`);
  expect(res.status).toBe(200);
  return res.body.data.tickets as any[];
};
const bump = (ticketId: string, body: unknown, client = owner, headers?: Record<string, string>) => client.put(`/api/v1/tickets/${ticketId}`, body, headers);
const statusOf = async (orderId: string) => (await new TestClient().get(`/api/v1/diner-orders/${orderId}`)).body.data.data.status;

beforeAll(async () => {
  owner = new TestClient();
  stranger = new TestClient();
  const account = await signUpVerifiedUser(owner);
  ownerName = account.username;
  const other = await signUpVerifiedUser(stranger);
  [fx, plain] = await Promise.all([insertMenuFixture({ admins: [account.username] }), insertMenuFixture({ admins: [account.username] })]);
  await insertMenuFixture({ admins: [other.username] });
  tableId = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name: '7' })).body.data.data.tables[0]._id;
  kitchen = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/stations`, { name: 'المطبخ', translations: { en: { name: 'Kitchen' } } })).body.data.data.stations[0]._id;
  bar = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/stations`, { name: 'البار' })).body.data.data.stations[1]._id;
  // The drinks go to the bar; one dish of the main section too (an item's own station over its section's).
  expect((await edit(owner, fx.menuId, 'esection', { sectionId: fx.sectionIds.drinks }, { station: bar })).status).toBe(200);
  expect((await edit(owner, fx.menuId, 'eitem', { sectionId: fx.sectionIds.main, itemId: fx.itemIds.pinned }, { station: bar })).status).toBe(200);
});

describe('tickets', () => {
  let placed: any;
  let kitchenTicket: any;
  let barTicket: any;

  it('splits an order into one ticket per station: by section, by the item’s own station, the rest to the first station', async () => {
    placed = await order(fx, [{ item: fx.itemIds.mansaf, quantity: 2 }, { item: fx.itemIds.pinned, quantity: 1 }, { item: fx.itemIds.withSubItems, subItem: 1, quantity: 3 }], tableId);
    expect(placed.tickets).toHaveLength(2);
    [kitchenTicket, barTicket] = placed.tickets;
    expect(kitchenTicket).toMatchObject({ station: kitchen, stationName: 'المطبخ', lines: [{ line: 0, bumpedAt: null }], bumpedAt: null });
    expect(barTicket).toMatchObject({ station: bar, stationName: 'البار', lines: [{ line: 1, bumpedAt: null }, { line: 2, bumpedAt: null }], bumpedAt: null });
  });

  it('a menu without stations makes one ticket of the whole order', async () => {
    const one = await order(plain, [{ item: plain.itemIds.mansaf, quantity: 1 }, { item: plain.itemIds.water, quantity: 2 }]);
    expect(one.tickets).toEqual([{ _id: expect.stringMatching(/^[0-9a-f]{24}$/), station: null, stationName: '', lines: [{ line: 0, bumpedAt: null }, { line: 1, bumpedAt: null }], bumpedAt: null }]);
    const listed = await ticketsAt('kitchen', plain);
    expect(listed.map((t) => t.order)).toContain(one._id);
    expect(listed.find((t) => t.order === one._id).lines.map((l: any) => [l.title, l.quantity])).toEqual([
      ['منسف أردني', 1],
      [expect.any(String), 2],
    ]);
  });

  it('each station lists its own open tickets with the order number, table and lines', async () => {
    const atKitchen = await ticketsAt(kitchen);
    const atBar = await ticketsAt(bar);
    expect(atKitchen).toEqual([
      {
        _id: kitchenTicket._id,
        order: placed._id,
        number: placed.number,
        table: { _id: tableId, name: '7' },
        station: kitchen,
        stationName: 'المطبخ',
        lines: [{ title: 'منسف أردني', subItemTitle: null, quantity: 2, options: [], bumped: false }],
        note: '',
        status: 'new',
        createdAt: placed.createdAt,
        bumpedAt: null,
        updatedAt: placed.updatedAt,
      },
    ]);
    expect(atBar).toHaveLength(1);
    expect(atBar[0].lines.map((l: any) => [l.title, l.quantity, l.bumped])).toEqual([
      ['مشاوي مشكلة', 1, false],
      [expect.any(String), 3, false],
    ]);
    // A station of another menu, or none at all, is not this menu's.
    expect((await owner.get(`/api/v1/quickmenu/${fx.menuId}/stations/${'0'.repeat(24)}/tickets`)).status).toBe(404);
  });

  it('bumping one line starts the order; the whole kitchen ticket leaves its screen; the last line makes the order ready, live', async () => {
    const screen = await openSse(owner, `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`);
    const status = await openSse(new TestClient(), `/api/v1/diner-orders/${placed._id}/stream`);
    try {
      const line = await bump(barTicket._id, { line: 0, bumped: true });
      expect(line.status).toBe(200);
      expect(line.body.data.ticket.lines.map((l: any) => l.bumped)).toEqual([true, false]);
      expect(line.body.data.ticket.bumpedAt).toBeNull();
      expect(line.body.data.order.status).toBe('preparing');
      await status.next((e) => (e.data as any).status === 'preparing');

      const whole = await bump(kitchenTicket._id, { bumped: true });
      expect(whole.status).toBe(200);
      expect(whole.body.data.ticket.bumpedAt).not.toBeNull();
      expect(whole.body.data.order.status).toBe('preparing');
      expect(await ticketsAt(kitchen)).toEqual([]);
      expect((await ticketsAt(bar)).map((t) => t._id)).toEqual([barTicket._id]);

      const last = await bump(barTicket._id, { line: '1', bumped: true });
      expect(last.status).toBe(200);
      expect(last.body.data.ticket.bumpedAt).not.toBeNull();
      expect(last.body.data.order.status).toBe('ready');
      await status.next((e) => (e.data as any).status === 'ready');
      const heard = await screen.next((e) => (e.data as any)._id === placed._id && (e.data as any).status === 'ready');
      expect((heard.data as any).tickets.every((t: any) => t.bumpedAt)).toBe(true);
      expect(await statusOf(placed._id)).toBe('ready');
      expect(await ticketsAt(bar)).toEqual([]);
    } finally {
      status.close();
      screen.close();
    }
  });

  it('استرجاع takes back the station’s last bump: the line that finished the ticket, and the order is preparing again', async () => {
    const undo = await owner.post(`/api/v1/quickmenu/${fx.menuId}/stations/${bar}/undo`);
    expect(undo.status).toBe(200);
    expect(undo.body.data.order.status).toBe('preparing');
    const back = await ticketsAt(bar);
    expect(back.map((t) => t._id)).toEqual([barTicket._id]);
    expect(back[0].lines.map((l: any) => l.bumped)).toEqual([true, false]);
    // Again: the line bumped before it.
    expect((await owner.post(`/api/v1/quickmenu/${fx.menuId}/stations/${bar}/undo`)).status).toBe(200);
    expect((await ticketsAt(bar))[0].lines.map((l: any) => l.bumped)).toEqual([false, false]);
    // Nothing left to take back at the bar; the kitchen's whole-ticket bump is the kitchen's to take back.
    const none = await owner.post(`/api/v1/quickmenu/${fx.menuId}/stations/${bar}/undo`, undefined, ARABIC);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('لا يوجد ما يمكن استرجاعه في هذه المحطة');
    expect((await owner.post(`/api/v1/quickmenu/${fx.menuId}/stations/${kitchen}/undo`)).status).toBe(200);
    expect((await ticketsAt(kitchen)).map((t) => t._id)).toEqual([kitchenTicket._id]);
    expect(await statusOf(placed._id)).toBe('preparing');
  });

  it('bumped: false takes back a whole ticket', async () => {
    expect((await bump(kitchenTicket._id, { bumped: true })).status).toBe(200);
    const back = await bump(kitchenTicket._id, { bumped: false });
    expect(back.status).toBe(200);
    expect(back.body.data.ticket.lines.map((l: any) => l.bumped)).toEqual([false]);
    expect(back.body.data.ticket.bumpedAt).toBeNull();
  });

  it('refuses bad asks in the caller’s language and changes nothing', async () => {
    const before = await new TestClient().get(`/api/v1/diner-orders/${placed._id}`);
    const cases: [string, unknown, number, string][] = [
      [barTicket._id, { bumped: 'yes' }, 400, 'حالة التجهيز: القيمة يجب أن تكون نعم أو لا'],
      [barTicket._id, { line: 5, bumped: true }, 400, 'لا يوجد هذا الصنف في التذكرة'],
      [barTicket._id, { line: -1, bumped: true }, 400, ''],
      [barTicket._id, { line: { $gt: 0 }, bumped: true }, 400, ''],
      ['0'.repeat(24), { bumped: true }, 404, 'هذه التذكرة غير موجودة'],
      ['not-a-ticket', { bumped: true }, 404, 'هذه التذكرة غير موجودة'],
    ];
    for (const [id, body, code, message] of cases) {
      const res = await bump(id, body, owner, ARABIC);
      expect([id, body, res.status]).toEqual([id, body, code]);
      expect(res.body.message).toMatch(/[\u0600-\u06ff]/);
      if (message) expect(res.body.message).toBe(message);
    }
    const after = await new TestClient().get(`/api/v1/diner-orders/${placed._id}`);
    expect(after.body.data).toEqual(before.body.data);
  });

  it('only the menu’s admins bump, take back and list; a served order’s tickets no longer change', async () => {
    const before = (await new TestClient().get(`/api/v1/diner-orders/${placed._id}`)).body.data;
    expect((await bump(barTicket._id, { bumped: true }, new TestClient())).status).toBe(401);
    expect((await bump(barTicket._id, { bumped: true }, stranger)).status).toBe(403);
    expect((await stranger.get(`/api/v1/quickmenu/${fx.menuId}/stations/${bar}/tickets`)).status).toBe(403);
    expect((await new TestClient().get(`/api/v1/quickmenu/${fx.menuId}/stations/${bar}/tickets`)).status).toBe(401);
    expect((await stranger.post(`/api/v1/quickmenu/${fx.menuId}/stations/${bar}/undo`)).status).toBe(403);
    expect((await new TestClient().get(`/api/v1/diner-orders/${placed._id}`)).body.data).toEqual(before);

    expect((await owner.put(`/api/v1/diner-orders/${placed._id}`, { status: 'served' })).status).toBe(200);
    const closed = await bump(barTicket._id, { bumped: true }, owner, ARABIC);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('هذا الطلب قُدِّم، لم يعد بالإمكان تغيير تذاكره');
    expect(await ticketsAt(bar)).toEqual([]);
  });

  it('two bumps of the same ticket at once: both answered, the order ready once', async () => {
    const next = await order(fx, [{ item: fx.itemIds.water, quantity: 1 }]);
    expect(next.tickets.map((t: any) => t.station)).toEqual([bar]);
    const [a, b] = await Promise.all([bump(next.tickets[0]._id, { bumped: true }), bump(next.tickets[0]._id, { line: 0, bumped: true })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await statusOf(next._id)).toBe('ready');
  });
});

describe('preparation times', () => {
  it('each station’s and item’s median and 90th percentile from order to bump, over the last 30 days', async () => {
    const account = (await owner.get('/api/v1/users/me')).body.data.user.username;
    const m = await insertMenuFixture({ admins: [account] });
    const st = (await owner.post(`/api/v1/quickmenu/${m.menuId}/stations`, { name: 'المطبخ' })).body.data.data.stations[0]._id;
    const db = await testDb();
    const placed = [];
    for (const minutesAgo of [10, 4]) {
      const o = await order(m, [{ item: m.itemIds.mansaf, quantity: 1 }]);
      await db.collection('dinerorders').updateOne({ _id: o._id }, { $set: { createdAt: new Date(Date.now() - minutesAgo * 60_000) } });
      placed.push(o);
    }
    const empty = await owner.get(`/api/v1/quickmenu/${m.menuId}/stats/prep-times`);
    expect(empty.body.data.prepTimes).toEqual({ stations: [], items: [] });
    for (const o of placed) expect((await bump(o.tickets[0]._id, { bumped: true })).status).toBe(200);
    const res = await owner.get(`/api/v1/quickmenu/${m.menuId}/stats/prep-times`);
    expect(res.status).toBe(200);
    const [station] = res.body.data.prepTimes.stations;
    expect(station).toMatchObject({ station: st, name: 'المطبخ', count: 2 });
    expect(station.median).toBeGreaterThanOrEqual(240);
    expect(station.median).toBeLessThan(270);
    expect(station.p90).toBeGreaterThanOrEqual(600);
    expect(station.p90).toBeLessThan(630);
    expect(res.body.data.prepTimes.items).toEqual([expect.objectContaining({ item: m.itemIds.mansaf, title: 'منسف أردني', count: 2 })]);
    expect((await stranger.get(`/api/v1/quickmenu/${m.menuId}/stats/prep-times`)).status).toBe(403);
  });
});

describe('branches', () => {
  it('an order from a branch’s table goes to the station of the same name in that branch; one name per branch', async () => {
    const two = await insertMenuFixture({ admins: [ownerName] });
    const post = (body: unknown) => owner.post(`/api/v1/quickmenu/${two.menuId}/stations`, body);
    const everywhere = (await post({ name: 'المطبخ' })).body.data.data.stations[0]._id;
    const farKitchen = (await post({ name: 'المطبخ', branchId: two.branchIds.far })).body.data.data.stations[1]._id;
    // The same name twice in one branch is refused, in the caller's language, and nothing is added.
    const clash = await post({ name: 'المطبخ', branchId: two.branchIds.far });
    expect([clash.status, clash.body.message]).toEqual([409, 'This menu already has a station named المطبخ']);
    expect((await owner.get(`/api/v1/quickmenu/${two.menuId}/stations`)).body.data.stations).toHaveLength(2);

    const farTable = (await owner.post(`/api/v1/quickmenu/${two.menuId}/tables`, { name: '1', branchId: two.branchIds.far })).body.data.data.tables[0]._id;
    const fromFar = await order(two, [{ item: two.itemIds.mansaf, quantity: 1 }, { item: two.itemIds.water, quantity: 1 }], farTable);
    expect(fromFar.tickets.map((t: any) => [t.station, t.lines.length])).toEqual([[farKitchen, 2]]);
    const atTheCounter = await order(two, [{ item: two.itemIds.mansaf, quantity: 1 }]);
    expect(atTheCounter.tickets.map((t: any) => t.station)).toEqual([everywhere]);
    expect((await ticketsAt(farKitchen, two)).map((t) => t.order)).toEqual([fromFar._id]);
    expect((await ticketsAt(everywhere, two)).map((t) => t.order)).toEqual([atTheCounter._id]);
  });
});
