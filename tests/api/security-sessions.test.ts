import mongoose from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser, type TestAccount } from '../support/accounts';
import { connectDb } from '../../lib/db';
import { User } from '../../models/User';
import { changePassword } from '../../lib/users/change-password';

/**
 * Logout and a password change end every token issued before them. A copied session token (30-day JWT) no longer reads
 * /api/v1/users/me, nor the /me page, once its user has logged out anywhere.
 */

const LOGIN = '/api/v1/users/login';
let account: TestAccount;

beforeAll(async () => {
  account = await signUpVerifiedUser(new TestClient());
});

async function signedIn(): Promise<TestClient> {
  const client = new TestClient();
  expect((await client.post(LOGIN, { username: account.username, password: account.password })).status).toBe(200);
  return client;
}

/** A second client holding a copy of `client`'s cookies (the stolen token). */
function copyOf(client: TestClient): TestClient {
  const thief = new TestClient();
  for (const [k, v] of client.cookies) thief.cookies.set(k, v);
  return thief;
}

describe('logout revokes', () => {
  it('a copied token stops working for the API and for pages after the owner logs out', async () => {
    const owner = await signedIn();
    const thief = copyOf(owner);
    expect((await thief.get('/api/v1/users/me')).status).toBe(200);
    expect((await thief.get('/me')).status).toBe(200);
    expect((await thief.clone().get('/api/auth/session')).body.user.username).toBe(account.username);

    expect((await owner.post('/api/v1/users/logout')).status).toBe(200);

    const me = await thief.get('/api/v1/users/me');
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('You are not logged in, please log in first');
    const page = await thief.get('/me');
    expect(page.status).toBeGreaterThanOrEqual(300);
    expect(page.status).toBeLessThan(400);
    expect(page.headers.get('location')).toContain('/login');
    // next-auth's own session endpoint agrees: no session.
    const session = await thief.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body?.user).toBeUndefined();
  });

  it('ends the sessions of every device, and a new login works again', async () => {
    const phone = await signedIn();
    const laptop = await signedIn();
    expect((await phone.post('/api/v1/users/logout')).status).toBe(200);
    expect((await laptop.get('/api/v1/users/me')).status).toBe(401);
    const again = await signedIn();
    expect((await again.get('/api/v1/users/me')).body.data.user.username).toBe(account.username);
  });
});

describe('a password change revokes', () => {
  afterAll(() => mongoose.disconnect());

  it('every session issued before it; the new password signs in', async () => {
    const who = await signUpVerifiedUser(new TestClient());
    const device = new TestClient();
    expect((await device.post(LOGIN, { username: who.username, password: who.password })).status).toBe(200);
    const thief = copyOf(device);

    // There is no password-change route on this branch yet: the one function such a route calls, on the test database.
    process.env.MONGODB_URI = process.env.TEST_MONGODB_URI;
    await connectDb();
    const user = await User.findOne({ username: who.username });
    await changePassword(user!, 'a-brand-new-pass-7');

    expect((await device.get('/api/v1/users/me')).status).toBe(401);
    expect((await thief.get('/api/v1/users/me')).status).toBe(401);
    expect((await new TestClient().post(LOGIN, { username: who.username, password: who.password })).status).toBe(401);
    const again = new TestClient();
    expect((await again.post(LOGIN, { username: who.username, password: 'a-brand-new-pass-7' })).status).toBe(200);
    expect((await again.get('/api/v1/users/me')).status).toBe(200);
  }, 120_000);
});
