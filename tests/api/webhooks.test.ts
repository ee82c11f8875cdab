/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
/**
 * Webhooks against a receiver on loopback: registered by the menu's admins (the secret shown once),
 * deliveries signed by the Standard Webhooks scheme (verified here with the same package's verifier), retried on the
 * schedule of WEBHOOKS_RETRY_DELAYS_MS, logged with status and time, replayable, bounded by a time limit without
 * holding up the diner's request, kept across a restart, and never sent to a private address unless allowed.
 */
import { Types } from 'mongoose';
import { Webhook } from 'standardwebhooks';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import { pollUntil } from '../support/poll';
import { TEST_WEBHOOK_RETRY_DELAYS_MS } from '../support/stack';
import { startAnotherInstance } from '../support/another-instance';
import { HOLD, startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

let owner: TestClient;
let stranger: TestClient;
let fx: MenuFixture;
let receiver: WebhookReceiver;
let tableId: string;

const hooks = (menuId = fx.menuId) => `/api/v1/quickmenu/${menuId}/webhooks`;

async function register(path: string, events: string[], client = owner): Promise<{ _id: string; secret: string }> {
  const res = await client.post(hooks(), { url: receiver.url(path), events });
  expect(res.status).toBe(201);
  return res.body.data.data;
}

async function placeOrder(base?: string): Promise<{ res: any; orderId: string }> {
  const diner = new TestClient(base);
  const cart = await diner.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 2 }] });
  const res = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
  expect(res.status).toBe(201);
  return { res, orderId: res.body.data.data.order._id };
}

const deliveries = async (hookId: string) => (await owner.get(`${hooks()}/${hookId}/deliveries`)).body.data.data as any[];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  owner = new TestClient();
  stranger = new TestClient();
  const account = await signUpVerifiedUser(owner);
  await signUpVerifiedUser(stranger);
  fx = await insertMenuFixture({ admins: [account.username] });
  tableId = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name: '7' })).body.data.data.tables[0]._id;
});

afterAll(() => receiver.stop());

/** The test stack's database URI with another database's name: an app there hears nothing of this one. */
function otherDatabaseUri(name: string): string {
  const uri = new URL(String(process.env.TEST_MONGODB_URI));
  uri.pathname = `/${name}`;
  return uri.toString();
}

// On a database of its own: the test stack's app hears every new delivery of its database (the live channel) and would
// send this one itself, so only an app that was not running when it was written can be the one to send it.
it('sends at start what was pending when the last process stopped (the outbox survives a restart)', async () => {
  const hook = await register('/after-restart', ['order.created']);
  const payload = JSON.stringify({ type: 'order.created', timestamp: new Date().toISOString(), data: { left: 'pending' } });
  const main = await testDb();
  const dbName = `${main.name}_restart_${Date.now()}`;
  const other = main.useDb(dbName);
  await other.collection('webhookendpoints').insertOne((await main.collection('webhookendpoints').findOne({ _id: new Types.ObjectId(hook._id) }))!);
  await other.collection('webhookdeliveries').insertOne({
    webhook: new Types.ObjectId(hook._id),
    menu: new Types.ObjectId(fx.menuId),
    event: 'order.created',
    messageId: 'msg_leftpendingbeforerestart',
    payload,
    status: 'pending',
    dueAt: new Date(),
    failures: 0,
    attempts: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const restarted = await startAnotherInstance({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: '1', MONGODB_URI: otherDatabaseUri(dbName) } });
  try {
    const [got] = await pollUntil(async () => receiver.at('/after-restart'), (r) => r.length > 0, { what: 'the pending delivery sent after the start', timeoutMs: 30_000 });
    expect(got.body).toBe(payload);
    expect(new Webhook(hook.secret).verify(got.body, got.headers)).toEqual(JSON.parse(payload));
    const logged = await pollUntil(
      () => other.collection('webhookdeliveries').findOne({ messageId: 'msg_leftpendingbeforerestart' }),
      (d) => d?.status === 'delivered',
      { what: 'the delivery logged as delivered' },
    );
    expect(logged!.attempts).toEqual([expect.objectContaining({ status: 200, error: null })]);
  } finally {
    await restarted.stop();
    await other.dropDatabase();
  }
  await owner.delete(`${hooks()}/${hook._id}`);
}, 90_000);

describe('the outbox across instances', () => {
  // First of the file's deliveries: no round of the app's outbox is under way or set to run, which could take it.
  it('a retry scheduled by an instance that then died is sent by another one at its time', async () => {
    const hook = await register('/orphaned-retry', ['order.created']);
    // What an instance leaves when it dies after a failed first try: the delivery pending, its retry due in 3 s. Written
    // here, so no process of the test stack set a timer for it: the app hears it through the change stream.
    const payload = JSON.stringify({ type: 'order.created', timestamp: new Date().toISOString(), data: { left: 'retry' } });
    const dueAt = new Date(Date.now() + 3000);
    await (await testDb()).collection('webhookdeliveries').insertOne({
      webhook: new Types.ObjectId(hook._id),
      menu: new Types.ObjectId(fx.menuId),
      event: 'order.created',
      messageId: 'msg_retryofaninstancethatdied',
      payload,
      status: 'pending',
      dueAt,
      failures: 1,
      attempts: [{ at: new Date(), status: 500, durationMs: 3, error: 'HTTP 500', failure: null, replay: false }],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const [got] = await pollUntil(async () => receiver.at('/orphaned-retry'), (r) => r.length > 0, { what: 'the orphaned retry at the receiver', timeoutMs: 20_000 });
    expect(got.at).toBeGreaterThanOrEqual(dueAt.getTime());
    expect(new Webhook(hook.secret).verify(got.body, got.headers)).toEqual(JSON.parse(payload));
    const [logged] = await pollUntil(() => deliveries(hook._id), (d) => d[0]?.status === 'delivered', { what: 'the retry logged as delivered' });
    expect(logged.attempts.map((a: any) => a.status)).toEqual([500, 200]);
    await owner.delete(`${hooks()}/${hook._id}`);
  }, 40_000);

  it('writes an order’s deliveries in the order’s own transaction', async () => {
    const hook = await register('/with-the-order', ['order.created']);
    // The database says which transaction made each write (a change event's lsid and txnNumber, as mongod gives them).
    const stream = (await testDb()).db!.watch(
      [
        {
          $match: {
            operationType: 'insert',
            $or: [
              { 'ns.coll': 'dinerorders', 'fullDocument.menu': new Types.ObjectId(fx.menuId) },
              { 'ns.coll': 'webhookdeliveries', 'fullDocument.webhook': new Types.ObjectId(hook._id) },
            ],
          },
        },
      ],
      { maxAwaitTimeMS: 200 },
    );
    try {
      expect(await stream.tryNext()).toBeNull(); // open before the order
      const { orderId: placed } = await placeOrder();
      const [first, second] = [await stream.next(), await stream.next()] as any[];
      const order = [first, second].find((e) => e.ns.coll === 'dinerorders');
      const delivery = [first, second].find((e) => e.ns.coll === 'webhookdeliveries');
      expect(order.fullDocument._id).toBe(placed);
      expect(JSON.parse(delivery.fullDocument.payload).data._id).toBe(placed);
      expect(order.txnNumber).toBeDefined();
      expect([String(delivery.txnNumber), delivery.lsid?.id]).toEqual([String(order.txnNumber), order.lsid.id]);
    } finally {
      await stream.close();
    }
    await owner.delete(`${hooks()}/${hook._id}`);
  });
});

describe('registering', () => {
  it('answers the signing secret once, lists the webhook without it, and lets only the menu admins manage it', async () => {
    const made = await register('/listed', ['order.created', 'item.sold_out']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await owner.get(hooks());
    expect(list.status).toBe(200);
    expect(list.body.data.data.find((h: any) => h._id === made._id)).toMatchObject({ url: receiver.url('/listed'), events: ['order.created', 'item.sold_out'] });
    expect(JSON.stringify(list.body)).not.toContain(made.secret.slice(6));
    const stored = await (await testDb()).collection('webhookendpoints').findOne({ _id: new Types.ObjectId(made._id) });
    expect(JSON.stringify(stored)).not.toContain(made.secret.slice(6));

    expect((await stranger.get(hooks())).status).toBe(403);
    expect((await stranger.post(hooks(), { url: receiver.url('/x'), events: ['order.created'] })).status).toBe(403);
    expect((await stranger.delete(`${hooks()}/${made._id}`)).status).toBe(403);
    expect((await stranger.get(`${hooks()}/${made._id}/deliveries`)).status).toBe(403);
    expect((await owner.delete(`${hooks()}/${made._id}`)).status).toBe(200);
    expect((await owner.get(hooks())).body.data.data.map((h: any) => h._id)).not.toContain(made._id);
  });

  it('refuses an unknown event, no events, and a URL that is not http(s), in the caller\'s language', async () => {
    const unknown = await owner.post(hooks(), { url: receiver.url('/x'), events: ['order.eaten'] });
    expect(unknown.status).toBe(400);
    const none = await owner.post(hooks(), { url: receiver.url('/x'), events: [] }, { 'accept-language': 'ar' });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('الأحداث');
    const ftp = await owner.post(hooks(), { url: 'ftp://example.com/hook', events: ['order.created'] });
    expect(ftp.status).toBe(400);
    const withPassword = await owner.post(hooks(), { url: receiver.url('/x').replace('http://', 'http://user:pw@'), events: ['order.created'] });
    expect(withPassword.status).toBe(400);
    // A name that resolves nowhere ('.invalid' never does).
    const nowhere = await owner.post(hooks(), { url: 'https://no-such-host.invalid/hook', events: ['order.created'] }, { 'accept-language': 'ar' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toBe('لم يُعثر على اسم النطاق في هذا العنوان');
    expect((await owner.get(hooks())).body.data.data).toEqual([]);
  });
});

describe('deliveries', () => {
  let hook: { _id: string; secret: string };
  let orderId: string;

  it('retries a failing receiver on the schedule, then logs the success; every try signed, with the same id', async () => {
    hook = await register('/flaky', ['order.created']);
    receiver.answer('/flaky', [500, 503, 200]);
    ({ orderId } = await placeOrder());
    const tries = await pollUntil(async () => receiver.at('/flaky'), (r) => r.length >= 3, { what: 'three tries at the receiver', timeoutMs: 20_000 });
    expect(tries.map((t) => t.answered)).toEqual([500, 503, 200]);
    const [first, second, third] = tries;
    expect(second.at - first.at).toBeGreaterThanOrEqual(TEST_WEBHOOK_RETRY_DELAYS_MS[0]);
    expect(third.at - second.at).toBeGreaterThanOrEqual(TEST_WEBHOOK_RETRY_DELAYS_MS[1]);
    const verifier = new Webhook(hook.secret);
    for (const t of tries) {
      const event = verifier.verify(t.body, t.headers) as any;
      expect(event).toMatchObject({ type: 'order.created', data: { _id: orderId, menu: fx.menuId, status: 'new' } });
      expect(t.headers['webhook-id']).toBe(first.headers['webhook-id']);
    }
    // Signed with another secret, or changed on the way, it does not verify.
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(first.body, first.headers)).toThrow();
    expect(() => verifier.verify(first.body.replace(orderId, 'x'.repeat(32)), first.headers)).toThrow();

    const [logged] = await pollUntil(() => deliveries(hook._id), (d) => d[0]?.status === 'delivered', { what: 'the log to show it delivered' });
    expect(logged).toMatchObject({ event: 'order.created', messageId: first.headers['webhook-id'], status: 'delivered' });
    expect(logged.attempts.map((a: any) => [a.status, a.error])).toEqual([
      [500, 'HTTP 500'],
      [503, 'HTTP 503'],
      [200, null],
    ]);
    for (const a of logged.attempts) expect(a.durationMs).toEqual(expect.any(Number));
  }, 40_000);

  it('replays a logged delivery: the same message again, marked as a replay in the log', async () => {
    const [logged] = await deliveries(hook._id);
    const before = receiver.at('/flaky').length;
    const res = await owner.post(`${hooks()}/${hook._id}/deliveries/${logged._id}/replay`);
    expect(res.status).toBe(202);
    const again = await pollUntil(async () => receiver.at('/flaky'), (r) => r.length > before, { what: 'the replay at the receiver' });
    const replayed = again[again.length - 1];
    expect(replayed.headers['webhook-id']).toBe(logged.messageId);
    expect(replayed.body).toBe(logged.payload);
    expect(new Webhook(hook.secret).verify(replayed.body, replayed.headers)).toMatchObject({ data: { _id: orderId } });
    const [after] = await pollUntil(() => deliveries(hook._id), (d) => d[0]?.attempts.length === 4, { what: 'the replay in the log' });
    expect(after.attempts[3]).toMatchObject({ status: 200, replay: true });

    expect((await stranger.post(`${hooks()}/${hook._id}/deliveries/${logged._id}/replay`)).status).toBe(403);
    expect((await owner.post(`${hooks()}/${hook._id}/deliveries/${new Types.ObjectId()}/replay`)).status).toBe(404);
  });

  it('sends the status changes, calls and sold-out items each to the webhooks that asked for them', async () => {
    const all = await register('/all', ['order.status_changed', 'call.created', 'item.sold_out']);
    await owner.put(`/api/v1/diner-orders/${orderId}`, { status: 'accepted' });
    await new TestClient().post('/api/v1/diner-orders/calls', { menu: fx.menuId, table: tableId, kind: 'waiter' });
    await owner.put(`/api/v1/quickmenu/${fx.menuId}?op=sitem&sectionId=${fx.sectionIds.drinks}&itemId=${fx.itemIds.water}`, { soldOut: true, for: 'day' });
    const got = await pollUntil(async () => receiver.at('/all'), (r) => r.length >= 3, { what: 'three events at the receiver' });
    const events = got.map((g) => new Webhook(all.secret).verify(g.body, g.headers) as any);
    expect(events.map((e) => e.type).sort()).toEqual(['call.created', 'item.sold_out', 'order.status_changed']);
    expect(events.find((e) => e.type === 'order.status_changed').data).toMatchObject({ _id: orderId, status: 'accepted' });
    expect(events.find((e) => e.type === 'call.created').data).toMatchObject({ kind: 'waiter', menu: fx.menuId });
    expect(events.find((e) => e.type === 'item.sold_out').data).toMatchObject({ itemId: fx.itemIds.water });
    // The order webhook did not ask for these.
    expect(receiver.at('/flaky').every((r) => JSON.parse(r.body).type === 'order.created')).toBe(true);
    await owner.put(`/api/v1/quickmenu/${fx.menuId}?op=sitem&sectionId=${fx.sectionIds.drinks}&itemId=${fx.itemIds.water}`, { soldOut: false });
    await owner.delete(`${hooks()}/${all._id}`);
    await owner.delete(`${hooks()}/${hook._id}`);
  });

  it('does not hold up the order while a receiver hangs, and gives the receiver a time limit', async () => {
    const slow = await register('/hangs', ['order.created']);
    receiver.answer('/hangs', [HOLD, 200]);
    const { orderId: placed } = await placeOrder();
    // The order was answered while the receiver still holds the first try.
    await pollUntil(async () => receiver.at('/hangs'), (r) => r.length >= 1, { what: 'the first try at the hanging receiver' });
    const [logged] = await pollUntil(() => deliveries(slow._id), (d) => d[0]?.status === 'delivered', { what: 'the retry after the time limit', timeoutMs: 20_000 });
    expect(logged.attempts[0]).toMatchObject({ status: null, error: expect.stringMatching(/no answer within 3000 ms/), failure: 'timeout' });
    expect(logged.attempts[0].durationMs).toBeGreaterThanOrEqual(3000);
    expect(JSON.parse(logged.payload).data._id).toBe(placed);
    await owner.delete(`${hooks()}/${slow._id}`);
  }, 40_000);
});

describe('private addresses', () => {
  it('are refused when registered and when sending, unless WEBHOOKS_ALLOW_PRIVATE_URLS=1', async () => {
    // Registered while allowed (the test stack), then sent by an instance that does not allow them: as a host that
    // turned private after registration (DNS rebinding) would be.
    const hook = await register('/private', ['call.created']);
    // By name too: the address the connection would use is judged by the resolver it goes through.
    const named = await owner.post(hooks(), { url: receiver.url('/private-named').replace('127.0.0.1', 'localhost'), events: ['call.created'] });
    expect(named.status).toBe(201);
    // An instance that does not allow them, on a copy of the owner, the menu and its webhooks in a database of its
    // own: every instance on the test database sends that database's deliveries (the outbox hears them all), and
    // the test stack's allows private addresses.
    const main = await testDb();
    const dbName = `${main.name}_private_${Date.now()}`;
    const other = main.useDb(dbName);
    const menuDoc = (await main.collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) }))!;
    await other.collection('menus').insertOne(menuDoc);
    await other.collection('users').insertMany(await main.collection('users').find({ _id: { $in: menuDoc.admins } }).toArray());
    await other.collection('webhookendpoints').insertMany(await main.collection('webhookendpoints').find({ _id: { $in: [new Types.ObjectId(hook._id), new Types.ObjectId(named.body.data.data._id)] } }).toArray());
    const alone = await startAnotherInstance({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: '0', MONGODB_URI: otherDatabaseUri(dbName) } });
    try {
      const admin = new TestClient(alone.url);
      for (const [k, v] of owner.cookies) admin.cookies.set(k, v);
      const before = await other.collection('webhookendpoints').countDocuments();
      for (const url of [receiver.url('/x'), receiver.url('/x').replace('127.0.0.1', 'localhost'), 'http://[::1]:9/x', 'http://169.254.169.254/latest/meta-data', 'http://10.1.2.3/x', 'http://[::ffff:127.0.0.1]/x']) {
        const res = await admin.post(hooks(), { url, events: ['order.created'] });
        expect({ url, status: res.status, message: res.body.message }).toEqual({
          url,
          status: 400,
          message: 'This address leads to a private or local network: webhooks are sent only to public addresses',
        });
      }
      expect(await other.collection('webhookendpoints').countDocuments()).toBe(before);

      const call = await new TestClient(alone.url).post('/api/v1/diner-orders/calls', { menu: fx.menuId, table: tableId, kind: 'bill' });
      expect(call.status).toBe(201);
      const triedOf = (hookId: string, what: string) =>
        pollUntil(() => other.collection('webhookdeliveries').findOne({ webhook: new Types.ObjectId(hookId) }), (d) => (d?.attempts?.length ?? 0) >= 1, { what });
      const logged = await triedOf(hook._id, 'the refused try in the log');
      expect(logged!.attempts[0]).toMatchObject({ status: null, error: expect.stringMatching(/private or local address/), failure: 'privateAddress' });
      const byName = await triedOf(named.body.data.data._id, 'the refused try by name in the log');
      expect(byName!.attempts[0]).toMatchObject({ status: null, error: expect.stringMatching(/private or local address/), failure: 'privateAddress' });
    } finally {
      await alone.stop();
      await other.dropDatabase();
    }
    await owner.delete(`${hooks()}/${hook._id}`);
    await owner.delete(`${hooks()}/${named.body.data.data._id}`);
  }, 90_000);
});
