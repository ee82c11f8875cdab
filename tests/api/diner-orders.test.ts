/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
/**
 * A diner's order: POST /api/v1/diner-orders prices the cart on the server, numbers it per menu and day,
 * carries the table and its branch into the saved order and the chat message, deletes the cart, and is one order
 * per cart (sent twice, or twice at once); refusals save nothing. Then the status page's read, the moves a menu admin
 * makes (and the ones refused), the order screen's list, and the live streams.
 */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { OPEN_DINER_ORDER_STATUSES } from '../../lib/shared/diner-order-rules';
import { DINER_ORDER_TEXT } from '../../lib/i18n/diner-ar';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import { openSse } from '../support/sse';
import { edit } from '../support/admin-edits';

let owner: TestClient;
let stranger: TestClient;
const diner = new TestClient();
let fx: MenuFixture;
let tableId: string;
let branchId: string;

const orders = async () => (await testDb()).collection('dinerorders');
const ordersOf = async (menuId = fx.menuId) => (await orders()).countDocuments({ menu: new Types.ObjectId(menuId) });
async function cartWith(items: { item: string; subItem?: number; quantity: number }[], table?: string): Promise<string> {
  const res = await diner.post('/api/v1/cart', { menu: fx.menuId, items, ...(table ? { table } : {}) });
  expect(res.status).toBe(201);
  return res.body.data.data._id;
}

beforeAll(async () => {
  owner = new TestClient();
  stranger = new TestClient();
  const account = await signUpVerifiedUser(owner);
  await signUpVerifiedUser(stranger);
  fx = await insertMenuFixture({ admins: [account.username] });
  const branch = await owner.post(`/api/v1/quickmenu/${fx.menuId}/branches`, { address: 'فرع الصويفية', phone: '+962795551234' });
  branchId = branch.body.data.data.branches.at(-1)._id;
  tableId = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name: '12', branchId })).body.data.data.tables[0]._id;
});

describe('placing an order', () => {
  let first: any;
  let firstCart: string;

  it('prices the cart on the server, numbers it 1 for the day, keeps the table and its branch, and deletes the cart', async () => {
    const cart = await cartWith([{ item: fx.itemIds.sale20, quantity: 3 }, { item: fx.itemIds.withSubItems, subItem: 1, quantity: 2 }], tableId);
    firstCart = cart;
    const res = await diner.post('/api/v1/diner-orders', { cart, note: ' بدون بصل ' });
    expect(res.status).toBe(201);
    first = res.body.data.data;
    expect(first.order).toMatchObject({
      number: 1,
      table: { _id: tableId, name: '12' },
      branch: branchId,
      total: 17,
      currency: 'JOD',
      note: 'بدون بصل',
      status: 'new',
    });
    expect(first.order._id).toMatch(/^[0-9a-f]{32}$/);
    expect(first.order.lines).toEqual([
      expect.objectContaining({ title: 'مقلوبة دجاج', quantity: 3, unitPrice: 4, total: 12, subItem: null }),
      expect.objectContaining({ title: 'عصير ليمون بالنعناع', subItemTitle: 'كبير', quantity: 2, unitPrice: 2.5, total: 5 }),
    ]);
    expect(first.statusUrl).toBe(`${process.env.TEST_BASE_URL}/o/${first.order._id}`);
    const text = new URL(first.whatsappUrl).searchParams.get('text')!.split('\n');
    expect(new URL(first.whatsappUrl).pathname).toBe('/962791234567');
    expect(text).toEqual([
      'مرحباً، أرغب بطلب ما يلي:',
      'طلب رقم 1',
      'الطلب من طاولة 12',
      'الفرع: فرع الصويفية',
      '1. مقلوبة دجاج × 3 قطعة = 12.00 JD',
      '2. عصير ليمون بالنعناع (كبير) × 2 قطعة = 5.00 JD',
      'المجموع: 17.00 JD',
      'ملاحظة: بدون بصل',
      `متابعة الطلب: ${first.statusUrl}`,
    ]);
    expect((await diner.get(`/api/v1/cart/${cart}`)).status).toBe(404);
  });

  it('sent again, the same cart answers the same order; the next cart is number 2', async () => {
    const again = await diner.post('/api/v1/diner-orders', { cart: firstCart });
    expect(again.status).toBe(201);
    expect(again.body.data.data.order._id).toBe(first.order._id);
    const next = await diner.post('/api/v1/diner-orders', { cart: await cartWith([{ item: fx.itemIds.water, quantity: 1 }]) });
    expect(next.body.data.data.order).toMatchObject({ number: 2, table: null, branch: null, total: 1 });
  });

  it('the same cart sent five times at once makes one order', async () => {
    const cart = await cartWith([{ item: fx.itemIds.mansaf, quantity: 1 }]);
    const before = await ordersOf();
    const answers = await Promise.all(Array.from({ length: 5 }, () => diner.post('/api/v1/diner-orders', { cart })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.data.order._id)).size).toBe(1);
    expect(await ordersOf()).toBe(before + 1);
  });

  it('a rush of carts sent at once: each diner gets the order of their own cart, numbered one after another; a refused one changes nothing', async () => {
    // Sent together, the orders share their database commands (lib/diner-orders/order-writes.ts): this checks that
    // every answer still belongs to its own request.
    const diners = Array.from({ length: 12 }, () => new TestClient());
    const carts: { cart: string; quantity: number }[] = [];
    for (const [i, d] of diners.entries()) {
      const res = await d.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: (i % 3) + 1 }] });
      carts.push({ cart: res.body.data.data._id, quantity: (i % 3) + 1 });
    }
    const emptied = carts[5].cart;
    expect((await diners[5].delete(`/api/v1/cart/${emptied}?index=0`)).status).toBe(200);
    const before = await ordersOf();
    const answers = await Promise.all([
      ...diners.map((d, i) => d.post('/api/v1/diner-orders', { cart: carts[i].cart, note: `diner ${i}` }, { 'accept-language': i % 2 ? 'en' : 'ar' })),
      diners[0].post('/api/v1/diner-orders', { cart: carts[0].cart, note: 'diner 0' }), // the first cart twice in the rush
    ]);
    expect(answers[5].status).toBe(400);
    expect(answers[5].body.message).toBe('The cart is empty: add something before ordering'); // diner 5 asked in English
    const placed = answers.filter((_, i) => i !== 5);
    expect(placed.map((a) => a.status)).toEqual(Array(12).fill(201));
    for (const [i, a] of answers.slice(0, 12).entries()) {
      if (i === 5) continue;
      expect(a.body.data.data.order).toMatchObject({ note: `diner ${i}`, total: carts[i].quantity, lines: [expect.objectContaining({ quantity: carts[i].quantity })] });
      expect((await diners[i].get(`/api/v1/cart/${carts[i].cart}`)).status).toBe(404);
    }
    expect(answers[12].body.data.data.order._id).toBe(answers[0].body.data.data.order._id);
    const numbers = answers.slice(0, 12).filter((_, i) => i !== 5).map((a) => a.body.data.data.order.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 11 }, (_, k) => numbers[0] + k)); // no number twice, none skipped
    expect(await ordersOf()).toBe(before + 11);
    expect((await diners[5].get(`/api/v1/cart/${emptied}`)).status).toBe(200); // the refused cart is still there
  });

  it('from no table, the order is for the branch the diner chose (main: none); a branch not the menu’s is refused, saving nothing; a table’s cart goes to its table’s', async () => {
    const guest = new TestClient();
    const cartOf = async (table?: string) => {
      const res = await guest.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 1 }], ...(table ? { table } : {}) });
      return res.body.data.data;
    };
    const fromHome = await cartOf();
    // The cart offers the main branch first, then each branch, by address.
    expect(fromHome.menu.branches[0]).toEqual({ _id: 'main', address: expect.any(String) });
    expect(fromHome.menu.branches.map((b: any) => b._id)).toEqual(['main', fx.branchIds.near, fx.branchIds.far, branchId]);
    expect(fromHome.menu.branches.at(-1).address).toBe('فرع الصويفية');
    const count = await ordersOf();
    const wrong = await guest.post('/api/v1/diner-orders', { cart: fromHome._id, branch: 'f'.repeat(24) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This branch does not exist');
    expect((await guest.post('/api/v1/diner-orders', { cart: fromHome._id, branch: 'nope' })).status).toBe(400);
    expect(await ordersOf()).toBe(count);
    const placed = await guest.post('/api/v1/diner-orders', { cart: fromHome._id, branch: branchId });
    expect(placed.status).toBe(201);
    expect(placed.body.data.data.order.branch).toBe(branchId);
    expect(new URL(placed.body.data.data.whatsappUrl).searchParams.get('text')).toContain('فرع الصويفية');
    // Its status page says where it is made (the diner may be collecting it).
    expect((await guest.get<string>(`/o/${placed.body.data.data.order._id}`)).body).toContain(DINER_ORDER_TEXT.messageBranch('فرع الصويفية'));
    const main = await guest.post('/api/v1/diner-orders', { cart: (await cartOf())._id, branch: 'main' });
    expect(main.body.data.data.order.branch).toBeNull();
    // The main branch is named too (the diner chose it among others): in the chat message and on the order's page.
    const mainAddress = fromHome.menu.branches[0].address;
    expect(mainAddress).not.toBe('');
    expect(new URL(main.body.data.data.whatsappUrl).searchParams.get('text')).toContain(DINER_ORDER_TEXT.messageBranch(mainAddress));
    expect((await guest.get<string>(`/o/${main.body.data.data.order._id}`)).body).toContain(DINER_ORDER_TEXT.messageBranch(mainAddress));
    // At table 12 (the Sweifieh branch's) the table decides, whatever the body says.
    const atTable = await guest.post('/api/v1/diner-orders', { cart: (await cartOf(tableId))._id, branch: fx.branchIds.far });
    expect(atTable.body.data.data.order.branch).toBe(branchId);
  });

  it('refuses, saving nothing: an unknown cart, a malformed id, a sold-out item, an empty cart, a menu that stopped selling', async () => {
    const before = await ordersOf();
    expect((await diner.post('/api/v1/diner-orders', { cart: 'f'.repeat(32) })).status).toBe(404);
    const bad = await diner.post('/api/v1/diner-orders', { cart: { $ne: null } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid cart id');
    expect((await diner.post('/api/v1/diner-orders', { cart: 'x', note: 'n'.repeat(301) })).status).toBe(400);

    // A cart of two lines, one of them sold out since it was added: the refusal names that one, in the diner's words.
    const soldOut = await cartWith([{ item: fx.itemIds.mansaf, quantity: 1 }, { item: fx.itemIds.water, quantity: 1 }]);
    // Marked sold out by the owner as the admin does it (the menu's write path tells the cart's kept copy).
    const soldOutWater = (soldOut: boolean) => edit(owner, fx.menuId, 'sitem', { sectionId: fx.sectionIds.drinks, itemId: fx.itemIds.water }, { soldOut });
    expect((await soldOutWater(true)).status).toBe(200);
    const refused = await diner.post('/api/v1/diner-orders', { cart: soldOut }, { 'accept-language': 'ar' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('«مياه معدنية» نفد حالياً: احذفه من السلة ثم أرسل الطلب');
    const refusedEn = await diner.post('/api/v1/diner-orders', { cart: soldOut, lang: 'en' }, { 'accept-language': 'en' });
    expect(refusedEn.status).toBe(400);
    expect(refusedEn.body.message).toMatch(/^".+" is sold out for now: remove it from the cart, then send the order$/);
    expect(await (await orders()).countDocuments({ cart: soldOut })).toBe(0); // nothing saved
    expect((await soldOutWater(false)).status).toBe(200);

    const emptied = await cartWith([{ item: fx.itemIds.water, quantity: 1 }]);
    expect((await diner.delete(`/api/v1/cart/${emptied}?index=0`)).status).toBe(200);
    const empty = await diner.post('/api/v1/diner-orders', { cart: emptied });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The cart is empty: add something before ordering');

    const stopped = await cartWith([{ item: fx.itemIds.water, quantity: 1 }]);
    expect((await owner.put(`/api/v1/quickmenu/${fx.menuId}`, { enableBuy: 'disable' })).status).toBe(200);
    expect((await diner.post('/api/v1/diner-orders', { cart: stopped })).status).toBe(400);
    expect((await owner.put(`/api/v1/quickmenu/${fx.menuId}`, { enableBuy: 'enable' })).status).toBe(200);
    expect(await ordersOf()).toBe(before);
    // the refused carts are still there, to fix and send
    expect((await diner.get(`/api/v1/cart/${stopped}`)).status).toBe(200);
  });
});

describe('after the order', () => {
  let orderId: string;

  beforeAll(async () => {
    const res = await diner.post('/api/v1/diner-orders', { cart: await cartWith([{ item: fx.itemIds.mansaf, quantity: 2 }], tableId) });
    orderId = res.body.data.data.order._id;
  });

  it('its id reads it (the status page); another id is a 404', async () => {
    const read = await new TestClient().get(`/api/v1/diner-orders/${orderId}`);
    expect(read.status).toBe(200);
    expect(read.body.data.data).toMatchObject({ _id: orderId, status: 'new', total: 9 });
    expect((await diner.get(`/api/v1/diner-orders/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await diner.get('/api/v1/diner-orders/not-an-id')).status).toBe(404);
  });

  it('a menu admin moves it forward (a step may be skipped); back or out of served is refused, in Arabic too', async () => {
    expect((await owner.put(`/api/v1/diner-orders/${orderId}`, { status: 'accepted' })).body.data.data.status).toBe('accepted');
    expect((await owner.put(`/api/v1/diner-orders/${orderId}`, { status: 'ready' })).body.data.data.status).toBe('ready');
    const back = await owner.put(`/api/v1/diner-orders/${orderId}`, { status: 'new' });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe('An order that is ready cannot become new');
    expect((await owner.put(`/api/v1/diner-orders/${orderId}`, { status: 'served' })).status).toBe(200);
    const after = await owner.put(`/api/v1/diner-orders/${orderId}`, { status: 'canceled' }, { 'accept-language': 'ar' });
    expect(after.status).toBe(400);
    expect(after.body.message).toBe('لا يمكن نقل طلب «تم التقديم» إلى «ملغي»');
    expect((await owner.put(`/api/v1/diner-orders/${orderId}`, { status: 'eaten' })).status).toBe(400);
  });

  it('the same move from two screens at once (the kitchen and a waiter): both answered with the order, moved once', async () => {
    const open = (await diner.post('/api/v1/diner-orders', { cart: await cartWith([{ item: fx.itemIds.water, quantity: 1 }]) })).body.data.data.order._id;
    const taps = await Promise.all([owner.put(`/api/v1/diner-orders/${open}`, { status: 'accepted' }), owner.put(`/api/v1/diner-orders/${open}`, { status: 'accepted' })]);
    expect(taps.map((t) => [t.status, t.body.data.data.status])).toEqual([
      [200, 'accepted'],
      [200, 'accepted'],
    ]);
    // Asked again later, the same answer (a PUT); a move back is still refused.
    expect((await owner.put(`/api/v1/diner-orders/${open}`, { status: 'accepted' })).body.data.data.status).toBe('accepted');
    expect((await owner.put(`/api/v1/diner-orders/${open}`, { status: 'new' })).status).toBe(400);
  });

  it("a canceled order's status page tells the diner it will not be prepared and links the restaurant's phone", async () => {
    const open = (await diner.post('/api/v1/diner-orders', { cart: await cartWith([{ item: fx.itemIds.water, quantity: 1 }]) })).body.data.data.order._id;
    const before = await new TestClient().get<string>(`/o/${open}`);
    expect(before.body).not.toContain(DINER_ORDER_TEXT.canceledNote);
    expect((await owner.put(`/api/v1/diner-orders/${open}`, { status: 'canceled' })).status).toBe(200);
    const page = await new TestClient().get<string>(`/o/${open}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(DINER_ORDER_TEXT.canceledNote);
    expect(page.body).toMatch(/href="tel:0791234567"[^>]*>اتصل بالمطعم</); // the number as the menu stores it
  });

  it('only the admins of its menu: a stranger 403, a visitor 401, the diner holding the id 401', async () => {
    const open = (await diner.post('/api/v1/diner-orders', { cart: await cartWith([{ item: fx.itemIds.water, quantity: 1 }]) })).body.data.data.order._id;
    expect((await stranger.put(`/api/v1/diner-orders/${open}`, { status: 'canceled' })).status).toBe(403);
    expect((await diner.put(`/api/v1/diner-orders/${open}`, { status: 'canceled' })).status).toBe(401);
    expect((await diner.get(`/api/v1/diner-orders/${open}`)).body.data.data.status).toBe('new');
    expect((await stranger.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders`)).status).toBe(403);
  });

  it("the order screen's list: today newest first, by status (or all still open) and by table; another day is empty", async () => {
    const all = await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders`);
    expect(all.status).toBe(200);
    const numbers = all.body.data.data.orders.map((o: any) => o.number);
    expect(numbers).toEqual([...numbers].sort((a: number, b: number) => b - a));
    expect(all.body.data.data.total).toBe(numbers.length);
    const served = await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?status=served`);
    expect(served.body.data.data.orders.map((o: any) => o._id)).toEqual([orderId]);
    // 'open': what the kitchen still has to make or serve (new to ready), the served and canceled left out.
    const open = (await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?status=open`)).body.data.data.orders;
    const stillOpen = all.body.data.data.orders.filter((o: any) => ['new', 'accepted', 'preparing', 'ready'].includes(o.status));
    expect(open.map((o: any) => o._id)).toEqual(stillOpen.map((o: any) => o._id));
    expect(stillOpen.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(numbers.length);
    const atTable = await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?table=${tableId}`);
    expect(atTable.body.data.data.orders.every((o: any) => o.table?._id === tableId)).toBe(true);
    expect(atTable.body.data.data.orders.length).toBeGreaterThanOrEqual(2);
    const otherDay = await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?date=2020-01-01`);
    expect(otherDay.body.data.data).toMatchObject({ orders: [], day: '2020-01-01', total: 0 });
    expect((await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?date=yesterday`)).status).toBe(400);
    for (const date of ['2026-13-45', '2026-02-30', '2025-02-29']) {
      const bad = await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?date=${date}`);
      expect([date, bad.status]).toEqual([date, 400]);
    }
    expect((await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?date=2024-02-29`)).status).toBe(200);
  });

  it("a branch's order screen: its tables' orders and calls; the main branch's are those of no branch (an order from no table too)", async () => {
    // Tables of their own for the calls (table 12's calls are counted by the flood test below).
    const added = async (name: string, branch?: string) =>
      (await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name, ...(branch ? { branchId: branch } : {}) })).body.data.data.tables.find((t: any) => t.name === name)._id;
    const mainTable = await added('الحديقة');
    const branchTable = await added('14', branchId);
    const guest = new TestClient(); // a diner of their own: this file's diner stays within the carts a client may make
    const placed = async (table?: string) => {
      const cart = await guest.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 1 }], ...(table ? { table } : {}) });
      return (await guest.post('/api/v1/diner-orders', { cart: cart.body.data.data._id })).body.data.data.order;
    };
    const [inBranch, atMainTable, noTable] = [await placed(tableId), await placed(mainTable), await placed()];
    const tapper = new TestClient();
    const branchCall = (await tapper.post('/api/v1/diner-orders/calls', { menu: fx.menuId, table: branchTable, kind: 'bill' })).body.data.data;
    const mainCall = (await tapper.post('/api/v1/diner-orders/calls', { menu: fx.menuId, table: mainTable, kind: 'bill' })).body.data.data;
    const list = async (branch?: string) => (await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders${branch ? `?branch=${branch}` : ''}`)).body.data.data;

    const ofBranch = await list(branchId);
    expect(ofBranch.orders.every((o: any) => o.branch === branchId)).toBe(true);
    expect(ofBranch.orders.map((o: any) => o._id)).toContain(inBranch._id);
    expect(ofBranch.total).toBe(ofBranch.orders.length);
    expect(ofBranch.calls.map((c: any) => c._id)).toEqual([branchCall._id]);
    const ofMain = await list('main');
    expect(ofMain.orders.every((o: any) => o.branch === null)).toBe(true);
    expect(ofMain.orders.map((o: any) => o._id)).toEqual(expect.arrayContaining([atMainTable._id, noTable._id]));
    expect(ofMain.orders.map((o: any) => o._id)).not.toContain(inBranch._id);
    expect(ofMain.calls.map((c: any) => c._id)).toEqual([mainCall._id]);
    const all = await list();
    expect(all.total).toBe(ofBranch.total + ofMain.total);
    expect(all.calls.map((c: any) => c._id).sort()).toEqual([branchCall._id, mainCall._id].sort());
    expect(await list('0'.repeat(24))).toMatchObject({ orders: [], total: 0, calls: [] });
    const bad = await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders?branch=nope`);
    expect(bad.status).toBe(400);
    for (const c of [branchCall, mainCall]) expect((await owner.delete(`/api/v1/diner-orders/calls/${c._id}`)).status).toBe(200);
  });

  it("listing today also lists the day before's orders still open (a kitchen past midnight): not closed ones, not older days", async () => {
    const today = (await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders`)).body.data.data.day as string;
    const daysBefore = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const stored = (id: string, day: string, number: number, status: string, table: { _id: Types.ObjectId; name: string } | null = null) => ({
      _id: id.padEnd(32, '0') as never,
      menu: new Types.ObjectId(fx.menuId),
      cart: id.padEnd(32, '1'),
      day,
      number,
      table,
      lines: [],
      total: 0,
      currency: 'JOD',
      note: '',
      status,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const twelve = { _id: new Types.ObjectId(tableId), name: '12' };
    await (await orders()).insertMany([
      stored('d1a', daysBefore(1), 40, 'new', twelve),
      stored('d1b', daysBefore(1), 41, 'preparing'),
      stored('d1c', daysBefore(1), 42, 'served'),
      stored('d1d', daysBefore(1), 43, 'canceled'),
      stored('d2a', daysBefore(2), 44, 'new'),
    ]);
    const list = async (query = '') => (await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders${query}`)).body.data.data;
    const numbers = (page: any) => page.openFromDayBefore.map((o: any) => o.number);

    const now = await list();
    expect(numbers(now)).toEqual([41, 40]);
    expect(now.openFromDayBefore[0]).toMatchObject({ day: daysBefore(1), status: 'preparing' });
    expect(now.orders.every((o: any) => o.day === today)).toBe(true);
    expect(numbers(await list('?status=new'))).toEqual([40]);
    expect(numbers(await list('?status=served'))).toEqual([]);
    expect(numbers(await list(`?table=${tableId}`))).toEqual([40]);
    expect(numbers(await list(`?date=${today}`))).toEqual([41, 40]);
    // Another day, or a later page of today, is that list alone.
    expect(numbers(await list(`?date=${daysBefore(1)}`))).toEqual([]);
    expect((await list(`?date=${daysBefore(1)}`)).orders.map((o: any) => o.number)).toEqual([43, 42, 41, 40]);
    expect(numbers(await list('?page=2'))).toEqual([]);

    // Read through the index {menu, day, status, number}: the day's open orders are looked at, not all of its orders.
    const plan = (await (await orders())
      .find({ menu: new Types.ObjectId(fx.menuId), day: daysBefore(1), status: { $in: OPEN_DINER_ORDER_STATUSES } })
      .sort({ number: -1 })
      .limit(50)
      .explain('executionStats')) as any;
    expect(plan.executionStats).toMatchObject({ nReturned: 2, totalDocsExamined: 2 });
    expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('"indexName":"menu_1_day_1_status_1_number_-1"');
  });
});

describe('live streams', () => {
  it('an order placed reaches a connected order screen, and its moves reach the diner’s status stream', async () => {
    const screen = await openSse(owner, `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`);
    expect(screen.status).toBe(200);
    try {
      const placedAt = Date.now();
      const placed = (await diner.post('/api/v1/diner-orders', { cart: await cartWith([{ item: fx.itemIds.pinned, quantity: 1 }], tableId) })).body.data.data.order;
      const seen = await screen.next((e) => (e.data as any)._id === placed._id);
      expect(seen.event).toBe('order');
      expect(seen.data).toMatchObject({ number: placed.number, status: 'new', table: { name: '12' } });
      expect(seen.at - placedAt).toBeLessThan(5000);

      const status = await openSse(new TestClient(), `/api/v1/diner-orders/${placed._id}/stream`);
      try {
        await status.next((e) => (e.data as any).status === 'new');
        await owner.put(`/api/v1/diner-orders/${placed._id}`, { status: 'preparing' });
        await status.next((e) => (e.data as any).status === 'preparing');
        await screen.next((e) => (e.data as any)._id === placed._id && (e.data as any).status === 'preparing');
      } finally {
        status.close();
      }
    } finally {
      screen.close();
    }
  });

  it('an order written by another process (straight into the database) reaches the stream by the poll', async () => {
    const screen = await openSse(owner, `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`);
    try {
      const _id = 'a'.repeat(32);
      await (await orders()).insertOne({
        _id: _id as never,
        menu: new Types.ObjectId(fx.menuId),
        cart: 'b'.repeat(32),
        day: '2026-01-01',
        number: 99,
        lines: [],
        total: 0,
        currency: 'JOD',
        note: '',
        status: 'new',
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const seen = await screen.next((e) => (e.data as any)._id === _id);
      expect(seen.data).toMatchObject({ number: 99 });
    } finally {
      screen.close();
    }
  });

  it('the streams are guarded like their reads', async () => {
    expect((await openSse(stranger, `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`)).status).toBe(403);
    expect((await openSse(new TestClient(), `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`)).status).toBe(401);
    expect((await openSse(new TestClient(), `/api/v1/diner-orders/${'0'.repeat(32)}/stream`)).status).toBe(404);
  });
});

describe('calls from a table', () => {
  const call = (client: TestClient, kind: string, table = tableId, menu = fx.menuId) => client.post('/api/v1/diner-orders/calls', { menu, table, kind });

  it('calls the waiter; a second tap while it is open is the same call; the bill is another; the screen hears both', async () => {
    const screen = await openSse(owner, `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`);
    try {
      const tapper = new TestClient();
      const first = await call(tapper, 'waiter');
      expect(first.status).toBe(201);
      expect(first.body.data.data).toMatchObject({ kind: 'waiter', open: true, table: { _id: tableId, name: '12' } });
      expect((await call(tapper, 'waiter')).body.data.data._id).toBe(first.body.data.data._id);
      const bill = await call(tapper, 'bill');
      expect(bill.body.data.data._id).not.toBe(first.body.data.data._id);
      await screen.next((e) => e.event === 'call' && (e.data as any)._id === first.body.data.data._id);
      await screen.next((e) => e.event === 'call' && (e.data as any).kind === 'bill');
      const list = await owner.get(`/api/v1/quickmenu/${fx.menuId}/diner-orders`);
      expect(list.body.data.data.calls.map((c: any) => c.kind).sort()).toEqual(['bill', 'waiter']);

      // dismissed on the screen (menu admins only): closed, heard, and the next tap is a new call
      expect((await stranger.delete(`/api/v1/diner-orders/calls/${first.body.data.data._id}`)).status).toBe(403);
      const dismissed = await owner.delete(`/api/v1/diner-orders/calls/${first.body.data.data._id}`);
      expect(dismissed.body.data.data.open).toBe(false);
      await screen.next((e) => e.event === 'call' && (e.data as any)._id === first.body.data.data._id && (e.data as any).open === false);
      const again = await call(new TestClient(), 'waiter');
      expect(again.body.data.data._id).not.toBe(first.body.data.data._id);
      expect((await owner.delete(`/api/v1/diner-orders/calls/${'0'.repeat(24)}`)).status).toBe(404);
    } finally {
      screen.close();
    }
  });

  it('refuses a table of another menu, a wrong kind, and a menu that does not sell; stops a client that floods', async () => {
    const other = await insertMenuFixture({ settings: { doMenuPurchase: false } });
    // The two menus' calls only: other test files call waiters at the same time.
    const menus = [fx.menuId, other.menuId].map((id) => new Types.ObjectId(id));
    const calls = async () => (await testDb()).collection('tablecalls').countDocuments({ menu: { $in: menus } });
    const before = await calls();
    expect((await call(new TestClient(), 'waiter', 'f'.repeat(24))).status).toBe(400);
    expect((await call(new TestClient(), 'dance')).status).toBe(400);
    expect((await call(new TestClient(), 'waiter', tableId, other.menuId)).status).toBe(400);
    expect(await calls()).toBe(before);
    const flood = new TestClient();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await call(flood, i % 2 ? 'bill' : 'waiter')).status);
    expect(statuses.slice(0, 6).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});

describe('statistics', () => {
  it("adds the orders and revenue of each day, the best sellers and each branch's share, canceled orders left out", async () => {
    const cancelMe = (await diner.post('/api/v1/diner-orders', { cart: await cartWith([{ item: fx.itemIds.water, quantity: 50 }]) })).body.data.data.order;
    await owner.put(`/api/v1/diner-orders/${cancelMe._id}`, { status: 'canceled' });
    const stats = await owner.get(`/api/v1/quickmenu/${fx.menuId}/stats`);
    expect(stats.status).toBe(200);
    const days = stats.body.data.data.orders.days;
    expect(days).toHaveLength(30);
    // what the database holds for the day, counted here independently
    const today = cancelMe.day;
    const kept = await (await orders()).find({ menu: new Types.ObjectId(fx.menuId), day: today, status: { $ne: 'canceled' } }).toArray();
    const revenue = Math.round(kept.reduce((s, o) => s + o.total, 0) * 100) / 100;
    expect(days.at(-1)).toEqual({ day: today, orders: kept.length, revenue });
    const quantities = new Map<string, number>();
    for (const o of kept) for (const l of o.lines) quantities.set(String(l.item), (quantities.get(String(l.item)) ?? 0) + l.quantity);
    const best = stats.body.data.data.orders.bestSellers;
    expect(best[0].quantity).toBe(Math.max(...quantities.values()));
    for (const b of best) expect(b.quantity).toBe(quantities.get(b.item));
    expect(best.find((b: any) => b.item === fx.itemIds.water)?.quantity ?? 0).toBeLessThan(50);
    // Each branch's share over the 30 days: the branch of table 12, and the main branch's.
    const month = await (await orders()).find({ menu: new Types.ObjectId(fx.menuId), day: { $gte: days[0].day, $lte: today }, status: { $ne: 'canceled' } }).toArray();
    const perBranch = new Map<string, { orders: number; revenue: number }>();
    for (const o of month) {
      const key = o.branch ? String(o.branch) : 'main';
      const had = perBranch.get(key) ?? { orders: 0, revenue: 0 };
      perBranch.set(key, { orders: had.orders + 1, revenue: had.revenue + o.total });
    }
    const branches = stats.body.data.data.orders.branches;
    expect(branches.map((b: any) => b.branch ?? 'main').sort()).toEqual([branchId, 'main'].sort());
    for (const b of branches) {
      const want = perBranch.get(b.branch ?? 'main')!;
      expect(b).toEqual({ branch: b.branch, orders: want.orders, revenue: Math.round(want.revenue * 100) / 100 });
    }
    expect(branches[0].revenue).toBeGreaterThanOrEqual(branches[1].revenue);
  });
});
