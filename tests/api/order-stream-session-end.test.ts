import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { closeTestDb, insertMenuFixture, testDb } from '../support/menu-fixture';
import { openSse } from '../support/sse';
import { LIVE_PING_MS } from '../../lib/shared/live-stream';

/**
 * The order screen's stream lasts as long as the admin's right to it (lib/api/sse-response.ts `stillAllowed`): asked
 * at once when the account's sessions are revoked on this instance (a log-out ends every session of the account), and
 * again at each ping (an admin taken off the menu, a log-out on another instance) — a lost or stolen tablet stops
 * receiving the restaurant's orders — and the page's reconnection is refused. Each test on an account of its own (a
 * log-out ends all of its sessions).
 */
afterAll(closeTestDb);

const streamPath = (menuId: string) => `/api/v1/quickmenu/${menuId}/diner-orders/stream`;
/** Resolves true when the stream ends within `ms`, false when it is still open then (the timer cleared either way). */
function endsWithin(ended: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)));
  return Promise.race([ended.then(() => true), late]).finally(() => clearTimeout(timer));
}

it.concurrent('a log-out ends the order streams open on every device of the account at once, and a new one is refused', async () => {
  const tablet = new TestClient();
  const account = await signUpVerifiedUser(tablet);
  const fx = await insertMenuFixture({ admins: [account.username] });
  const phone = new TestClient();
  expect((await phone.post('/api/v1/users/login', { username: account.username, password: account.password })).status).toBe(200);
  const onTablet = await openSse(tablet, streamPath(fx.menuId));
  const onPhone = await openSse(phone, streamPath(fx.menuId));
  expect([onTablet.status, onPhone.status]).toEqual([200, 200]);

  expect((await phone.post('/api/v1/users/logout')).status).toBe(200);
  // Well before the next ping (LIVE_PING_MS): the log-out itself tells the streams.
  const [tabletEnded, phoneEnded] = await Promise.all([endsWithin(onTablet.ended, 3000), endsWithin(onPhone.ended, 3000)]);
  onTablet.close();
  onPhone.close();
  expect([tabletEnded, phoneEnded]).toEqual([true, true]);
  expect((await openSse(tablet, streamPath(fx.menuId))).status).toBe(401);
}, 60_000);

it.concurrent('an admin taken off the menu: the stream ends; another admin of it keeps theirs, pinged', async () => {
  const leaving = new TestClient();
  const staying = new TestClient();
  const [left, stays] = await Promise.all([signUpVerifiedUser(leaving), signUpVerifiedUser(staying)]);
  const fx = await insertMenuFixture({ admins: [left.username, stays.username] });
  const gone = await openSse(leaving, streamPath(fx.menuId));
  const kept = await openSse(staying, streamPath(fx.menuId));
  expect([gone.status, kept.status]).toEqual([200, 200]);

  const db = await testDb();
  const stayer = await db.collection('users').findOne({ username: stays.username });
  await db.collection('menus').updateOne({ _id: new Types.ObjectId(fx.menuId) }, { $set: { admins: [stayer?._id] } });
  const goneEnded = await endsWithin(gone.ended, LIVE_PING_MS + 5000);
  const ping = await kept.next((e) => e.event === 'ping', LIVE_PING_MS + 5000).then(() => true, () => false);
  gone.close();
  kept.close();
  expect(goneEnded).toBe(true);
  expect(ping).toBe(true);
  expect((await openSse(leaving, streamPath(fx.menuId))).status).toBe(403);
}, 60_000);
