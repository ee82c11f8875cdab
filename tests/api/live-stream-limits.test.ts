/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';
import { openSse, type SseStream } from '../support/sse';
import type { AppProcess } from '../../scripts/lib/app-process';
import { startAnotherInstance } from '../support/another-instance';
import { pollUntil } from '../support/poll';

/**
 * The live streams an instance holds open are bounded (lib/api/stream-slots.ts): one client address cannot hold more
 * than STREAMS_PER_CLIENT (429), one order's status page no more than STREAMS_PER_ORDER (429), the public (the diners'
 * status pages) no more than STREAMS_MAX less STREAMS_RESERVED (503: the rest is kept for the restaurants' order
 * screens), the instance no more than STREAMS_MAX (503); a stream that ends gives its slot back, and the streams
 * already open keep receiving. Driven on an instance of its own with small bounds (3 a client, 2 an order, 5 in all of
 * which 2 kept), over HTTP.
 */
let app: AppProcess;
let fx: MenuFixture;
let owner: TestClient;
let orderId: string;
let otherOrders: string[];
const open: SseStream[] = [];

beforeAll(async () => {
  app = await startAnotherInstance({ env: { TRUST_PROXY: '1', STREAMS_PER_CLIENT: '3', STREAMS_PER_ORDER: '2', STREAMS_MAX: '5', STREAMS_RESERVED: '2' } });
  // Signed up on the test stack's app (it has the mailbox), signed in on this instance (the same database).
  const account = await signUpVerifiedUser(new TestClient());
  owner = new TestClient(app.url);
  expect((await owner.post('/api/v1/users/login', { username: account.username, password: account.password })).status).toBe(200);
  fx = await insertMenuFixture({ admins: [account.username] });
  const diner = new TestClient(app.url);
  const cart = (await diner.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 1 }] })).body.data.data._id;
  orderId = (await diner.post('/api/v1/diner-orders', { cart })).body.data.data.order._id;
  otherOrders = [];
  for (let i = 0; i < 2; i++) {
    const another = (await diner.post('/api/v1/cart', { menu: fx.menuId, items: [{ item: fx.itemIds.water, quantity: 1 }] })).body.data.data._id;
    otherOrders.push((await diner.post('/api/v1/diner-orders', { cart: another })).body.data.data.order._id);
  }
}, 120_000);

afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

afterAll(async () => {
  await app?.stop();
});

const statusPath = (order = orderId) => `/api/v1/diner-orders/${order}/stream`;
const screenPath = () => `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`;
async function stream(client: TestClient, path = statusPath(), lang = 'ar'): Promise<SseStream> {
  const s = await openSse(client, path, client.baseUrl, { 'accept-language': lang });
  open.push(s);
  return s;
}

/** A stream that is let in once the slots of streams closed before have been given back (the server sees a close a moment later). */
const admitted = (client: TestClient, path = statusPath()) =>
  pollUntil(
    async () => {
      const s = await stream(client, path);
      if (s.status !== 200) s.close();
      return s;
    },
    (s) => s.status === 200,
    { what: `a stream let in for ${client.ip}` },
  );

it('one address holds at most 3 streams: the 4th is refused in its language, another address is not, and a closed stream frees its slot', async () => {
  const diner = new TestClient(app.url);
  const mine = [await admitted(diner), await admitted(diner), await admitted(diner, statusPath(otherOrders[0]))];
  await Promise.all(mine.map((s) => s.next((e) => e.event === 'order')));

  const refused = await stream(diner, statusPath(otherOrders[1]));
  expect(refused.status).toBe(429);
  expect(refused.refusal).toEqual({ body: { status: 'fail', message: 'صفحات مباشرة كثيرة مفتوحة من هذه الشبكة، أغلق بعضها ثم حاول مرة أخرى' }, retryAfter: '60' });
  const inEnglish = await stream(diner, statusPath(otherOrders[1]), 'en');
  expect((inEnglish.refusal?.body as any).message).toBe('Too many live pages open from this network; close some and try again');

  // The owner's order screen is another address: it still connects.
  const screen = await stream(owner, `/api/v1/quickmenu/${fx.menuId}/diner-orders/stream`);
  expect(screen.status).toBe(200);

  // The server sees the client go and gives the slot back.
  mine[0].close();
  const again = await admitted(diner);
  await again.next((e) => e.event === 'order' && (e.data as any)._id === orderId);
}, 60_000);

it('one order is followed by at most 2 streams, whoever asks: the 3rd is refused in its language, another order is not', async () => {
  const [a, b] = [new TestClient(app.url), new TestClient(app.url)];
  const held = [await admitted(a), await admitted(b)];
  await Promise.all(held.map((s) => s.next((e) => e.event === 'order')));

  const refused = await stream(new TestClient(app.url));
  expect(refused.status).toBe(429);
  expect(refused.refusal).toEqual({ body: { status: 'fail', message: 'هذا الطلب مفتوح في صفحات كثيرة، أغلق بعضها ثم حاول مرة أخرى' }, retryAfter: '60' });
  expect(((await stream(a, statusPath(), 'en')).refusal?.body as any).message).toBe('This order is open in too many pages; close some and try again');
  expect((await stream(a, statusPath(otherOrders[0]))).status).toBe(200);
}, 60_000);

it("the public holds at most its share (5 less the 2 kept): then it is refused (503) while the owner's order screens still connect, up to the instance's 5", async () => {
  const [a, b, c] = [new TestClient(app.url), new TestClient(app.url), new TestClient(app.url)];
  const held = [await admitted(a), await admitted(b), await admitted(c, statusPath(otherOrders[0]))];
  await Promise.all(held.map((s) => s.next((e) => e.event === 'order')));

  const refused = await stream(new TestClient(app.url), statusPath(otherOrders[1]));
  expect(refused.status).toBe(503);
  expect(refused.refusal).toEqual({ body: { status: 'error', message: 'التحديثات المباشرة مشغولة الآن، ستعيد الصفحة الاتصال تلقائياً' }, retryAfter: '10' });

  // The owner's order screens take the slots the public cannot; past the instance's bound they are refused too.
  const screens = [await admitted(owner, screenPath()), await admitted(owner, screenPath())];
  expect(screens.map((s) => s.status)).toEqual([200, 200]);
  expect((await stream(owner, screenPath())).status).toBe(503);

  // The streams already open still hear the order move; the rest of the app answers as usual.
  expect((await owner.put(`/api/v1/diner-orders/${orderId}`, { status: 'accepted' })).status).toBe(200);
  for (const s of [...held.slice(0, 2), ...screens]) await s.next((e) => (e.data as any).status === 'accepted', 5000);
  expect((await c.get(`/api/v1/quickmenu/${fx.menuId}`)).status).toBe(200);
}, 60_000);
