import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { closeTestDb, insertMenuFixture } from '../support/menu-fixture';
import { openSse } from '../support/sse';
import { startAnotherInstance } from '../support/another-instance';
import type { AppProcess } from '../../scripts/lib/app-process';

/**
 * A password change ends the order screens the account has open elsewhere: on the instance that makes it as soon as
 * the current password is found right (before the new one is hashed: bcrypt at the production cost takes seconds on a
 * busy instance), on another instance about a second later (its revocation poll, lib/users/sessions-revoked.ts).
 */
let other: AppProcess;

beforeAll(async () => {
  other = await startAnotherInstance();
}, 120_000);

afterAll(async () => {
  await other?.stop();
  await closeTestDb();
});

const streamPath = (menuId: string) => `/api/v1/quickmenu/${menuId}/diner-orders/stream`;

it('a password change ends the order streams of the other sessions: here before it is answered, and on another instance', async () => {
  const account = await signUpVerifiedUser(new TestClient());
  const fx = await insertMenuFixture({ admins: [account.username] });
  // The change is made on the instance started here, with the production bcrypt cost, as the attack pass saw it.
  const phone = new TestClient(other.url);
  const tablet = new TestClient(other.url);
  const kitchen = new TestClient();
  for (const c of [phone, tablet]) expect((await c.post('/api/v1/users/login', { username: account.username, password: account.password })).status).toBe(200);
  expect((await kitchen.post('/api/v1/users/login', { username: account.username, password: account.password })).status).toBe(200);
  const here = await openSse(tablet, streamPath(fx.menuId));
  const there = await openSse(kitchen, streamPath(fx.menuId));
  expect([here.status, there.status]).toEqual([200, 200]);

  let hereEndedAt = Infinity;
  void here.ended.then(() => (hereEndedAt = Date.now()));
  const changed = await phone.post('/api/v1/users/me/password', { currentPassword: account.password, password: 'a-new-pass-77', passwordConfirm: 'a-new-pass-77' });
  const answered = Date.now();
  expect(changed.status).toBe(200);
  // On the instance that made the change, the other session's screen ended while the change was still being made
  // (once the current password was found right, not after the new one was hashed); on the other instance it ends too
  // (how soon is the revocation poller's matter, measured by bench:cluster, not timed here).
  await there.ended;
  here.close();
  there.close();
  expect(hereEndedAt < answered).toBe(true);
  expect((await openSse(tablet, streamPath(fx.menuId))).status).toBe(401);
  // The session that changed the password keeps its order screen.
  const own = await openSse(phone, streamPath(fx.menuId));
  own.close();
  expect(own.status).toBe(200);
}, 60_000);
