import { forgetOrder, orderOfSentCart, recentOrders, rememberOrder } from '../../lib/diner-orders/recent-orders';

/**
 * The orders a browser sent to a menu lately, behind the menu page's 'طلبك رقم 3' links: kept per menu in
 * the browser's localStorage, newest first, at most three, for twelve hours; what is not an order is ignored. The
 * test gives the node environment a Storage of its own (what the browser has).
 */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
  key = (i: number) => [...this.items.keys()][i] ?? null;
  get length() {
    return this.items.size;
  }
}

const menu = '6b0bbf0027b4f603b8dedbce';
const id = (n: number) => n.toString(16).padStart(32, '0');
const HOUR = 3_600_000;
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage: storage };
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

it('keeps the orders sent to a menu, newest first, each once, at most three', () => {
  const t = Date.UTC(2026, 10, 29, 18);
  for (let n = 1; n <= 4; n++) rememberOrder(menu, { _id: id(n), number: n }, t + n * 60_000);
  rememberOrder(menu, { _id: id(3), number: 3 }, t + 5 * 60_000);
  expect(recentOrders(menu, t + 6 * 60_000).map((o) => o.number)).toEqual([3, 4, 2]);
  expect(recentOrders('6b0bbf0027b4f603b8dedbcf', t)).toEqual([]);
});

it('shows them for twelve hours after they were sent', () => {
  const t = Date.UTC(2026, 10, 29, 18);
  rememberOrder(menu, { _id: id(1), number: 1 }, t);
  expect(recentOrders(menu, t + 12 * HOUR - 1)).toHaveLength(1);
  expect(recentOrders(menu, t + 12 * HOUR)).toEqual([]);
});

it('ignores what is not a list of orders, and works without storage', () => {
  for (const stored of ['{', '{"a":1}', JSON.stringify([{ _id: '../admin', number: 1, at: Date.now() }, { _id: id(1), number: 0, at: Date.now() }])]) {
    storage.setItem(`orders:${menu}`, stored);
    expect(recentOrders(menu)).toEqual([]);
  }
  delete (globalThis as { window?: unknown }).window;
  expect(() => rememberOrder(menu, { _id: id(1), number: 1 })).not.toThrow();
  expect(recentOrders(menu)).toEqual([]);
});

it('forgets an order the diner took back, and only that one', () => {
  const t = Date.UTC(2026, 10, 29, 18);
  rememberOrder(menu, { _id: id(1), number: 1 }, t);
  rememberOrder(menu, { _id: id(2), number: 2 }, t + 60_000);
  forgetOrder(menu, id(2));
  expect(recentOrders(menu, t + 120_000).map((o) => o.number)).toEqual([1]);
  forgetOrder('6b0bbf0027b4f603b8dedbcf', id(1));
  expect(recentOrders(menu, t + 120_000).map((o) => o.number)).toEqual([1]);
});

it('finds the order a cart became, in whichever menu it was sent to; a cart not sent from here has none', () => {
  const t = Date.UTC(2026, 10, 29, 18);
  const other = '6b0bbf0027b4f603b8dedbcf';
  storage.setItem('cart:' + menu, id(90));
  rememberOrder(menu, { _id: id(1), number: 1, cart: id(101) }, t);
  rememberOrder(other, { _id: id(2), number: 7, cart: id(102) }, t);
  rememberOrder(other, { _id: id(3), number: 8 }, t);
  expect(orderOfSentCart(id(102))).toEqual({ menuId: other, order: { _id: id(2), number: 7, at: t, cart: id(102) } });
  expect(orderOfSentCart(id(101))?.order.number).toBe(1);
  expect(orderOfSentCart(id(90))).toBeNull();
  // A stored entry whose cart is not a cart id is not an order at all (as any malformed entry).
  storage.setItem('orders:' + menu, JSON.stringify([{ _id: id(4), number: 4, at: t, cart: '<script>' }]));
  expect(recentOrders(menu, t)).toEqual([]);
  expect(orderOfSentCart('<script>')).toBeNull();
});
