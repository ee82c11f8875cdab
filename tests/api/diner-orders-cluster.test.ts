/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture } from '../support/menu-fixture';
import { openSse } from '../support/sse';
import type { AppProcess } from '../../scripts/lib/app-process';
import { startAnotherInstance } from '../support/another-instance';
import { edit } from '../support/admin-edits';
import { pollUntil } from '../support/poll';
import { LIVE_PING_MS } from '../../lib/shared/live-stream';

/**
 * Across instances: an order placed through instance A (the test stack's app) reaches an order screen
 * connected to instance B (a second app server on the same database), and B's move reaches the diner's status stream
 * on A. And the carts on B follow the menu edits made on A.
 */
let b: AppProcess;
const a = () => process.env.TEST_BASE_URL as string;

beforeAll(async () => {
  b = await startAnotherInstance({ env: { TRUST_PROXY: '1' } });
}, 120_000);

afterAll(async () => {
  await b?.stop();
});

it('an order and a call placed on A reach the order screen on B; a move made on B reaches the diner on A', async () => {
  const ownerOnB = new TestClient(b.url);
  const account = await signUpVerifiedUser(new TestClient(a()));
  expect((await ownerOnB.post('/api/v1/users/login', { username: account.username, password: account.password })).status).toBe(200);
  const menu = await insertMenuFixture({ admins: [account.username] });
  const screen = await openSse(ownerOnB, `/api/v1/quickmenu/${menu.menuId}/diner-orders/stream`);
  expect(screen.status).toBe(200);
  try {
    const diner = new TestClient(a());
    const cart = (await diner.post('/api/v1/cart', { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] })).body.data.data._id;
    const placed = (await diner.post('/api/v1/diner-orders', { cart })).body.data.data.order;
    // B hears it through its change stream on the shared database (how fast: npm run bench:diner, not a timed test)
    const seen = await screen.next((e) => (e.data as any)._id === placed._id, 10_000);
    expect(seen.data).toMatchObject({ number: placed.number, status: 'new' });

    // A call for the waiter made on A reaches the same screen on B.
    const table = (await ownerOnB.post(`/api/v1/quickmenu/${menu.menuId}/tables`, { name: '7' })).body.data.data.tables.find((t: any) => t.name === '7')._id;
    const call = (await diner.post('/api/v1/diner-orders/calls', { menu: menu.menuId, table, kind: 'waiter' })).body.data.data;
    const heard = await screen.next((e) => e.event === 'call' && (e.data as any)._id === call._id, 10_000);
    expect(heard.data).toMatchObject({ kind: 'waiter', open: true, table: { _id: table, name: '7' } });

    const status = await openSse(diner, `/api/v1/diner-orders/${placed._id}/stream`);
    try {
      await status.next((e) => (e.data as any).status === 'new');
      expect((await ownerOnB.put(`/api/v1/diner-orders/${placed._id}`, { status: 'accepted' })).status).toBe(200);
      const moved = await status.next((e) => (e.data as any).status === 'accepted', 5000);
      expect(moved.data).toMatchObject({ _id: placed._id, status: 'accepted' });
    } finally {
      status.close();
    }
  } finally {
    screen.close();
  }
}, 60_000);

it("a log-out on A ends the order screen's stream on B before its next ping is due", async () => {
  const onA = new TestClient(a());
  const account = await signUpVerifiedUser(onA);
  const ownerOnB = new TestClient(b.url);
  expect((await ownerOnB.post('/api/v1/users/login', { username: account.username, password: account.password })).status).toBe(200);
  const menu = await insertMenuFixture({ admins: [account.username] });
  const openedAt = Date.now();
  const screen = await openSse(ownerOnB, `/api/v1/quickmenu/${menu.menuId}/diner-orders/stream`);
  expect(screen.status).toBe(200);
  try {
    expect((await onA.post('/api/v1/users/logout')).status).toBe(200);
    // B's change stream brings the user's new session version to its stream: it ends before its first ping is even
    // due (LIVE_PING_MS after it opened), which is the only other moment B asks about the session again.
    await screen.ended;
    expect(Date.now() - openedAt).toBeLessThan(LIVE_PING_MS);
    expect((await openSse(ownerOnB, `/api/v1/quickmenu/${menu.menuId}/diner-orders/stream`)).status).toBe(401);
  } finally {
    screen.close();
  }
}, 60_000);

it('a menu edit made on A reaches the carts on B: an order is priced from the database at once, a cart once the change stream brings the edit', async () => {
  const owner = new TestClient(a());
  const account = await signUpVerifiedUser(owner);
  const menu = await insertMenuFixture({ admins: [account.username] });
  const water = { sectionId: menu.sectionIds.drinks, itemId: menu.itemIds.water };
  const dinerOnB = new TestClient(b.url);
  const newCart = async () => (await dinerOnB.post('/api/v1/cart', { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 2 }] })).body.data.data;
  const first = await newCart();
  expect(first.total).toBe(2); // B keeps a copy of the menu now

  expect((await edit(owner, menu.menuId, 'eitem', water, { price: 1.5 })).status).toBe(200);
  // The order is priced from the menu as the database has it, however soon after the edit it is sent.
  const placed = (await dinerOnB.post('/api/v1/diner-orders', { cart: first._id })).body.data.data.order;
  expect(placed.total).toBe(3);
  // A cart on B shows the new price once B's change stream has brought the edit.
  const second = await newCart();
  await pollUntil(() => dinerOnB.get(`/api/v1/cart/${second._id}`), (res) => res.body.data?.data?.total === 3, { what: 'the new price in a cart on B' });

  // Sold out on A: adds on B are refused once the edit has reached B, and nothing is added.
  expect((await edit(owner, menu.menuId, 'sitem', water, { soldOut: true })).status).toBe(200);
  await pollUntil(() => dinerOnB.put(`/api/v1/cart/${second._id}`, { item: menu.itemIds.water, quantity: 1 }), (res) => res.status === 400, { what: 'a sold-out add refused on B' });
  const quantity = (await dinerOnB.get(`/api/v1/cart/${second._id}`)).body.data.data.items[0].quantity;
  expect((await dinerOnB.put(`/api/v1/cart/${second._id}`, { item: menu.itemIds.water, quantity: 1 })).status).toBe(400);
  expect((await dinerOnB.get(`/api/v1/cart/${second._id}`)).body.data.data.items[0].quantity).toBe(quantity);
}, 60_000);
