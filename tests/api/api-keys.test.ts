/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
/**
 * A restaurant's API keys: made by the menu's admins (shown once, stored hashed), listed without the key,
 * revoked at once; sent as `Authorization: Bearer <key>` to the same /api/v1 routes, which let a key in only for its
 * own menu, within its scopes, never on account or staff routes, never with the cookie's powers, and at a rate.
 */
import { createHash } from 'node:crypto';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import { TEST_API_KEY_REQUESTS_PER_MINUTE } from '../support/stack';
import { openSse } from '../support/sse';
import { pollUntil } from '../support/poll';
import { LIVE_PING_MS } from '../../lib/shared/live-stream';

let owner: TestClient;
let otherOwner: TestClient;
let fx: MenuFixture;
let other: MenuFixture;

/** A client with no cookie: what an integrator's server sends. */
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const integrator = () => new TestClient();

async function makeKey(client: TestClient, menuId: string, scopes: string[], name = 'POS'): Promise<{ _id: string; key: string }> {
  const res = await client.post(`/api/v1/quickmenu/${menuId}/api-keys`, { name, scopes });
  expect(res.status).toBe(201);
  return res.body.data.data;
}

async function dinerOrder(menu: MenuFixture): Promise<string> {
  const diner = new TestClient();
  const cart = await diner.post('/api/v1/cart', { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] });
  const res = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
  expect(res.status).toBe(201);
  return res.body.data.data.order._id;
}

beforeAll(async () => {
  owner = new TestClient();
  otherOwner = new TestClient();
  const [a, b] = [await signUpVerifiedUser(owner), await signUpVerifiedUser(otherOwner)];
  [fx, other] = await Promise.all([insertMenuFixture({ admins: [a.username] }), insertMenuFixture({ admins: [b.username] })]);
});

describe('managing keys', () => {
  it('shows a new key once, stores only its hash, and lists keys without them', async () => {
    const made = await makeKey(owner, fx.menuId, ['menu:read', 'orders:read'], 'نظام نقاط البيع');
    expect(made.key).toMatch(/^qmk_[A-Za-z0-9_-]{43}$/);
    const stored = await (await testDb()).collection('apikeys').findOne({ _id: new (await import('mongoose')).Types.ObjectId(made._id) });
    expect(stored?.hash).toBe(createHash('sha256').update(made.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(made.key);

    const list = await owner.get(`/api/v1/quickmenu/${fx.menuId}/api-keys`);
    expect(list.status).toBe(200);
    const listed = list.body.data.data.find((k: any) => k._id === made._id);
    expect(listed).toMatchObject({ name: 'نظام نقاط البيع', scopes: ['menu:read', 'orders:read'] });
    expect(JSON.stringify(list.body)).not.toContain(made.key);
    expect(made.key.startsWith(listed.start.replace('…', ''))).toBe(true);
  });

  it('refuses a key without scopes, with an unknown scope, or without a name, in the caller\'s language, and saves nothing', async () => {
    const before = await (await testDb()).collection('apikeys').countDocuments();
    const none = await owner.post(`/api/v1/quickmenu/${fx.menuId}/api-keys`, { name: 'x', scopes: [] }, { 'accept-language': 'ar' });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('الأذونات');
    const unknown = await owner.post(`/api/v1/quickmenu/${fx.menuId}/api-keys`, { name: 'x', scopes: ['menu:write'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/scopes/);
    const nameless = await owner.post(`/api/v1/quickmenu/${fx.menuId}/api-keys`, { scopes: ['menu:read'] });
    expect(nameless.status).toBe(400);
    const injected = await owner.post(`/api/v1/quickmenu/${fx.menuId}/api-keys`, { name: { $gt: '' }, scopes: ['menu:read'] });
    expect(injected.status).toBe(400);
    expect(await (await testDb()).collection('apikeys').countDocuments()).toBe(before);
  });

  it('lets only the menu\'s admins make, list and revoke its keys', async () => {
    expect((await otherOwner.post(`/api/v1/quickmenu/${fx.menuId}/api-keys`, { name: 'x', scopes: ['menu:read'] })).status).toBe(403);
    expect((await otherOwner.get(`/api/v1/quickmenu/${fx.menuId}/api-keys`)).status).toBe(403);
    const made = await makeKey(owner, fx.menuId, ['menu:read']);
    expect((await otherOwner.delete(`/api/v1/quickmenu/${fx.menuId}/api-keys/${made._id}`)).status).toBe(403);
    // Another menu's admin cannot reach this menu's key through their own menu either.
    expect((await otherOwner.delete(`/api/v1/quickmenu/${other.menuId}/api-keys/${made._id}`)).status).toBe(404);
    expect((await integrator().get(`/api/v1/quickmenu/${fx.menuId}`, bearer(made.key))).status).toBe(200);
  });
});

describe('a key at work', () => {
  it('reads its own menu whole (menu:read), and is refused on another menu', async () => {
    const { key } = await makeKey(owner, fx.menuId, ['menu:read']);
    const own = await integrator().get(`/api/v1/quickmenu/${fx.menuId}`, bearer(key));
    expect(own.status).toBe(200);
    expect(own.body.data.data._id).toBe(fx.menuId);
    expect(own.body.data.data.admins).toBeDefined(); // the whole document, as its admins read it
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    // By its short name too.
    expect((await integrator().get(`/api/v1/quickmenu/${fx.username}`, bearer(key))).status).toBe(200);

    const elsewhere = await integrator().get(`/api/v1/quickmenu/${other.menuId}`, bearer(key));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('This API key belongs to another menu');
  });

  it('is refused for what its scopes do not allow, and allowed what they do', async () => {
    const { key: reader } = await makeKey(owner, fx.menuId, ['menu:read']);
    const { key: orders } = await makeKey(owner, fx.menuId, ['orders:read', 'orders:write']);
    const list = `/api/v1/quickmenu/${fx.menuId}/diner-orders`;
    const refused = await integrator().get(list, { ...bearer(reader), 'accept-language': 'ar' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('orders:read');
    expect((await integrator().get(list, bearer(orders))).status).toBe(200);
    expect((await integrator().get(`/api/v1/quickmenu/${fx.menuId}`, bearer(orders))).status).toBe(403);

    const orderId = await dinerOrder(fx);
    expect((await integrator().put(`/api/v1/diner-orders/${orderId}`, { status: 'accepted' }, bearer(reader))).status).toBe(403);
    const moved = await integrator().put(`/api/v1/diner-orders/${orderId}`, { status: 'accepted' }, bearer(orders));
    expect(moved.status).toBe(200);
    expect(moved.body.data.data.status).toBe('accepted');
    const seen = await integrator().get(list, bearer(orders));
    expect(seen.body.data.data.orders.find((o: any) => o._id === orderId)?.status).toBe('accepted');
  });

  it("moves only its own menu's orders", async () => {
    const { key } = await makeKey(owner, fx.menuId, ['orders:write']);
    const theirs = await dinerOrder(other);
    const res = await integrator().put(`/api/v1/diner-orders/${theirs}`, { status: 'accepted' }, bearer(key));
    expect(res.status).toBe(403);
    const stored = await (await testDb()).collection('dinerorders').findOne({ _id: theirs as never });
    expect(stored?.status).toBe('new');
  });

  it('marks an item sold out with stock:write, and no other menu edit', async () => {
    const { key: stock } = await makeKey(owner, fx.menuId, ['stock:write']);
    const path = `/api/v1/quickmenu/${fx.menuId}?op=sitem&sectionId=${fx.sectionIds.drinks}&itemId=${fx.itemIds.water}`;
    const res = await integrator().put(path, { soldOut: true }, bearer(stock));
    expect(res.status).toBe(200);
    const menu = await integrator().get(`/api/v1/quickmenu/${fx.menuId}`);
    const water = menu.body.data.data.sections.flatMap((s: any) => s.items).find((i: any) => i._id === fx.itemIds.water);
    expect(water.soldOut).toBe(true);
    await integrator().put(path, { soldOut: false }, bearer(stock));

    const rename = await integrator().put(`/api/v1/quickmenu/${fx.menuId}?op=esection&sectionId=${fx.sectionIds.drinks}`, { title: 'مسروق' }, bearer(stock));
    expect(rename.status).toBe(403);
    expect(rename.body.message).toBe('This address does not take API keys: it needs a signed-in admin');
    const { key: reader } = await makeKey(owner, fx.menuId, ['menu:read']);
    expect((await integrator().put(path, { soldOut: true }, bearer(reader))).status).toBe(403);
  });

  it('is never taken by account, staff or key-management routes, nor with the cookie of a session', async () => {
    const { key } = await makeKey(owner, fx.menuId, ['menu:read', 'orders:read', 'orders:write', 'stock:write']);
    for (const [method, path] of [
      ['GET', '/api/v1/users/me'],
      ['GET', `/api/v1/quickmenu/${fx.menuId}/api-keys`],
      ['POST', `/api/v1/quickmenu/${fx.menuId}/webhooks`],
      ['GET', '/api/v1/quickmenu?q=a&page=1'],
      ['GET', '/api/v1/orders?page=1'],
      ['GET', `/api/v1/quickmenu/${fx.menuId}/stats`],
    ] as const) {
      const res = await integrator().request(method, path, method === 'POST' ? {} : undefined, bearer(key));
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    // A bearer request is judged by its key alone: the owner's own cookie beside a key for reading gives no more.
    const { key: reader } = await makeKey(owner, fx.menuId, ['menu:read']);
    const withCookie = await owner.clone().get(`/api/v1/quickmenu/${fx.menuId}/api-keys`, bearer(reader));
    expect(withCookie.status).toBe(403);
  });

  it('refuses a wrong key, a header that is not a bearer token, and a revoked key at once', async () => {
    const wrong = await integrator().get(`/api/v1/quickmenu/${fx.menuId}`, bearer('qmk_not-a-key'));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('This API key is not valid: it was revoked or mistyped');
    expect((await integrator().get(`/api/v1/quickmenu/${fx.menuId}`, { authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(401);

    const made = await makeKey(owner, fx.menuId, ['menu:read']);
    expect((await integrator().get(`/api/v1/quickmenu/${fx.menuId}`, bearer(made.key))).status).toBe(200);
    const revoked = await owner.delete(`/api/v1/quickmenu/${fx.menuId}/api-keys/${made._id}`);
    expect(revoked.status).toBe(200);
    expect((await integrator().get(`/api/v1/quickmenu/${fx.menuId}`, bearer(made.key))).status).toBe(401);
    const listed = await owner.get(`/api/v1/quickmenu/${fx.menuId}/api-keys`);
    expect(listed.body.data.data.map((k: any) => k._id)).not.toContain(made._id);
    expect((await owner.delete(`/api/v1/quickmenu/${fx.menuId}/api-keys/${made._id}`)).status).toBe(404);
  });

  it('stops working when its maker is no longer an admin of the menu', async () => {
    const maker = new TestClient();
    const account = await signUpVerifiedUser(maker);
    const menu = await insertMenuFixture({ admins: [account.username] });
    const { key } = await makeKey(maker, menu.menuId, ['menu:read']);
    expect((await integrator().get(`/api/v1/quickmenu/${menu.menuId}`, bearer(key))).status).toBe(200);
    await (await testDb()).collection('menus').updateOne({ _id: new (await import('mongoose')).Types.ObjectId(menu.menuId) }, { $set: { admins: [] } });
    const res = await integrator().get(`/api/v1/quickmenu/${menu.menuId}`, bearer(key));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/no longer manages/);
  });

  it("follows its orders' stream without the stream's own access checks spending its rate, and the stream ends once revoked", async () => {
    const made = await makeKey(owner, fx.menuId, ['orders:read']);
    const stream = await openSse(integrator(), `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`, undefined, bearer(made.key));
    try {
      expect(stream.status).toBe(200);
      // Each ping follows a check that the key is still good: that check is the stream's, not a request of the key's.
      await stream.next((e) => e.event === 'ping', LIVE_PING_MS + 10_000);
      // The stream's opening was one request: the rest of the minute's budget is the integrator's.
      const statuses = await Promise.all(
        Array.from({ length: TEST_API_KEY_REQUESTS_PER_MINUTE - 1 }, () => integrator().get(`/api/v1/quickmenu/${fx.menuId}/diner-orders`, bearer(made.key)).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect((await owner.delete(`/api/v1/quickmenu/${fx.menuId}/api-keys/${made._id}`)).status).toBe(200);
      let ended = false;
      void stream.ended.then(() => (ended = true));
      await pollUntil(async () => ended, (e) => e, { what: 'the stream to end after its key was revoked', timeoutMs: LIVE_PING_MS + 10_000, intervalMs: 200 });
    } finally {
      stream.close();
    }
  }, 60_000);

  it('is limited per key: past its rate a 429, while another key of the menu goes on', async () => {
    const { key: busy } = await makeKey(owner, fx.menuId, ['menu:read']);
    const { key: calm } = await makeKey(owner, fx.menuId, ['menu:read']);
    const statuses = await Promise.all(
      Array.from({ length: TEST_API_KEY_REQUESTS_PER_MINUTE + 5 }, () => integrator().get(`/api/v1/quickmenu/${fx.menuId}`, bearer(busy)).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(TEST_API_KEY_REQUESTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await integrator().get(`/api/v1/quickmenu/${fx.menuId}`, bearer(calm))).status).toBe(200);
  });
});
