/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
/**
 * The diner takes an order back (POST /api/v1/diner-orders/{orderId}/cancel): only while it is new, with the order's
 * id as the secret; the order screen's stream hears it and the order says who canceled it; once the kitchen has
 * accepted it, 409 in the diner's language and nothing changes; the restaurant's own cancel is told apart.
 */
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import { openSse } from '../support/sse';

let owner: TestClient;
const diner = new TestClient();
let fx: MenuFixture;

async function placeOrder(): Promise<any> {
  const cart = await diner.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.mansaf, quantity: 1 }] });
  expect(cart.status).toBe(201);
  const res = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
  expect(res.status).toBe(201);
  return res.body.data.data.order;
}
/** As the diner's Arabic page asks (the browser's fetch sends the screen's language). */
const ARABIC = { 'accept-language': 'ar' };
const stored = async (id: string) => (await testDb()).collection('dinerorders').findOne({ _id: id as any });

beforeAll(async () => {
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  fx = await insertMenuFixture({ admins: [account.username] });
});

it('a new order is canceled by its diner; the order screen hears it, and asking again answers the same', async () => {
  const order = await placeOrder();
  const screen = await openSse(owner, `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`);
  try {
    const res = await new TestClient().post(`/api/v1/diner-orders/${order._id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ _id: order._id, status: 'canceled', canceledBy: 'diner' });
    const seen = await screen.next((e) => (e.data as any)._id === order._id && (e.data as any).status === 'canceled');
    expect((seen.data as any).canceledBy).toBe('diner');
  } finally {
    screen.close();
  }
  expect(await stored(order._id)).toMatchObject({ status: 'canceled', canceledBy: 'diner' });
  const again = await diner.post(`/api/v1/diner-orders/${order._id}/cancel`);
  expect(again.status).toBe(200);
  expect(again.body.data.data.status).toBe('canceled');
  // The restaurant cannot bring it back.
  expect((await owner.put(`/api/v1/diner-orders/${order._id}`, { status: 'accepted' })).status).toBe(400);
});

it('once the kitchen has accepted it, the diner is told to ask the waiter (Arabic, or English when asked) and nothing changes', async () => {
  const order = await placeOrder();
  expect((await owner.put(`/api/v1/diner-orders/${order._id}`, { status: 'accepted' })).status).toBe(200);
  const res = await diner.post(`/api/v1/diner-orders/${order._id}/cancel`, undefined, ARABIC);
  expect(res.status).toBe(409);
  expect(res.body.message).toBe('بدأ المطعم بطلبك («تم القبول»)، فلا يمكن إلغاؤه من هنا: اطلب ذلك من النادل');
  const english = await diner.post(`/api/v1/diner-orders/${order._id}/cancel`, undefined, { 'accept-language': 'en' });
  expect(english.status).toBe(409);
  expect(english.body.message).toBe('The restaurant has started on this order (accepted): ask the waiter to cancel it');
  expect(await stored(order._id)).toMatchObject({ status: 'accepted' });
});

it('an order the restaurant canceled says so, and the diner cannot cancel it again', async () => {
  const order = await placeOrder();
  const moved = await owner.put(`/api/v1/diner-orders/${order._id}`, { status: 'canceled' });
  expect(moved.body.data.data).toMatchObject({ status: 'canceled', canceledBy: 'restaurant' });
  const res = await diner.post(`/api/v1/diner-orders/${order._id}/cancel`, undefined, ARABIC);
  expect(res.status).toBe(409);
  expect(res.body.message).toBe('ألغى المطعم هذا الطلب');
  expect((await diner.get(`/api/v1/diner-orders/${order._id}`)).body.data.data.canceledBy).toBe('restaurant');
});

it('no such order, or not an order id: 404', async () => {
  for (const id of ['0'.repeat(32), 'not-an-order', '{"$ne":null}']) {
    const res = await diner.post(`/api/v1/diner-orders/${encodeURIComponent(id)}/cancel`);
    expect(res.status).toBe(404);
  }
});
