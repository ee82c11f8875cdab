import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';

/**
 * Account lockout by anyone: other clients' failures never refuse a correct password from a client that has
 * not been failing; the failing clients are refused (their own failures) or slowed down (the account's).
 */
const LOGIN = '/api/v1/users/login';
jest.setTimeout(240_000);

/** The limits count in fixed one-minute windows: start a burst early in one, so it is not split over two. */
async function freshWindow(): Promise<void> {
  const into = Date.now() % 60_000;
  if (into > 40_000) await new Promise((r) => setTimeout(r, 60_000 - into + 50));
}

it('lets the owner in with the right password while others flood the account with wrong ones', async () => {
  const owner = await signUpVerifiedUser(new TestClient());
  await freshWindow();
  // 25 attackers at once (fresh addresses), then the owner from an address that has not failed.
  const flood = await Promise.all(Array.from({ length: 25 }, (_, i) => new TestClient().post(LOGIN, { username: owner.username, password: `wrong-${i}-password` })));
  expect(flood.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  const res = await new TestClient().post(LOGIN, { username: owner.username, password: owner.password });
  expect(res.status).toBe(200);
  expect(res.body.data.user.username).toBe(owner.username);
});

it('refuses a client that keeps failing against one account, but not the owner elsewhere', async () => {
  const owner = await signUpVerifiedUser(new TestClient());
  await freshWindow();
  const attacker = new TestClient();
  const answers: number[] = [];
  for (let i = 0; i < 12; i++) answers.push((await attacker.post(LOGIN, { username: owner.username, password: `wrong-${i}-password` })).status);
  expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(answers.slice(10)).toEqual([429, 429]);
  // Even the right password is refused to the client that has been guessing...
  expect((await attacker.post(LOGIN, { username: owner.username, password: owner.password })).status).toBe(429);
  // ...and the owner, elsewhere, is let in.
  expect((await new TestClient().post(LOGIN, { username: owner.username, password: owner.password })).status).toBe(200);
});

it('slows down wrong passwords while the account is under attack (answered 429 after a delay)', async () => {
  const owner = await signUpVerifiedUser(new TestClient());
  await freshWindow();
  await Promise.all(Array.from({ length: 12 }, (_, i) => new TestClient().post(LOGIN, { username: owner.username, password: `wrong-${i}-password` })));
  const started = Date.now();
  const res = await new TestClient().post(LOGIN, { username: owner.username, password: 'yet-another-guess' });
  expect(res.status).toBe(429);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
});
