import { TestClient } from '../support/http';
import { signUpVerifiedUser, signUpUser, readMailedCode, type TestAccount } from '../support/accounts';

/** Login, logout and /me, and the whole journey: sign-up -> code by SMTP -> verify -> logout -> login -> /me. */

const LOGIN = '/api/v1/users/login';

let account: TestAccount;

beforeAll(async () => {
  account = await signUpVerifiedUser(new TestClient());
});

describe('login validation', () => {
  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: '  ', password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
    [{}, 'Username is required'],
  ])('rejects %p with 400', async (body, message) => {
    const res = await new TestClient().post(LOGIN, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  it.each([
    [{ username: { $gt: '' }, password: { $gt: '' } }],
    [{ username: { $ne: null }, password: 'whatever-1' }],
    [{ username: ['a'], password: 'whatever-1' }],
  ])('rejects the injection shape %p with 400 and no session', async (body) => {
    const client = new TestClient();
    const res = await client.post(LOGIN, body);
    expect(res.status).toBe(400);
    expect(client.cookies.size).toBe(0);
  });
});

describe('login', () => {
  it('answers 401 with one message for a wrong password and for an unknown user', async () => {
    const client = new TestClient();
    const wrong = await client.post(LOGIN, { username: account.username, password: 'wrong-password-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: 'fail', message: 'Incorrect username or password' });
    const unknown = await client.post(LOGIN, { username: 'nobody-by-this-name', password: account.password });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/v1/users/me')).status).toBe(401);
  });

  it('signs in (username in any case), /me shows the user, logout ends the session', async () => {
    const client = new TestClient();
    const res = await client.post(LOGIN, { username: ` ${account.username.toUpperCase()} `, password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ username: account.username, name: account.name, emailVerified: true });
    expect(res.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect(res.headers.getSetCookie().join(';')).toMatch(/SameSite=lax/i);

    const me = await client.get('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      status: 'success',
      data: { user: { name: account.name, username: account.username, email: account.email, phone: account.phone, emailVerified: true, role: 'user' } },
    });

    const out = await client.post('/api/v1/users/logout');
    expect(out.status).toBe(200);
    const after = await client.get('/api/v1/users/me');
    expect(after.status).toBe(401);
    expect(after.body.status).toBe('fail');
  });

  it('the session is the one next-auth reads', async () => {
    const client = new TestClient();
    await client.post(LOGIN, { username: account.username, password: account.password });
    const session = await client.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ name: account.name, username: account.username });
  });

  it("next-auth's credentials sign-in uses the same check and issues the same session", async () => {
    async function credentialsSignIn(client: TestClient, password: string) {
      const csrf = await client.get('/api/auth/csrf');
      const res = await fetch(`${client.baseUrl}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': client.ip,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: new URLSearchParams({ csrfToken: csrf.body.csrfToken, username: account.username, password, json: 'true' }),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [name, ...rest] = pair.split('=');
        if (rest.join('=')) client.cookies.set(name.trim(), rest.join('=').trim());
      }
      return res;
    }
    const wrong = new TestClient();
    await credentialsSignIn(wrong, 'wrong-password-1');
    expect((await wrong.get('/api/v1/users/me')).status).toBe(401);

    const right = new TestClient();
    await credentialsSignIn(right, account.password);
    const me = await right.get('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user.username).toBe(account.username);
  });

  it('/me without a session is 401, and a forged cookie does not help', async () => {
    const client = new TestClient();
    expect((await client.get('/api/v1/users/me')).status).toBe(401);
    client.cookies.set('next-auth.session-token', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged');
    const res = await client.get('/api/v1/users/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You are not logged in, please log in first');
  });

  it('rate-limits login on a hammered account with 429, without locking out its owner or other accounts', async () => {
    const hammer = new TestClient();
    const statuses: number[] = [];
    let tooMany: { status: number; body: unknown } | null = null;
    // 12 wrong passwords from one client: past 10 a minute against one account this client is refused.
    for (let i = 0; i < 12; i++) {
      const res = await hammer.post(LOGIN, { username: account.username, password: `wrong-password-${i}` });
      statuses.push(res.status);
      if (res.status === 429) tooMany ??= res;
    }
    expect(tooMany).not.toBeNull();
    expect(tooMany!.body).toEqual({ status: 'fail', message: 'Too many attempts, please wait a minute and try again' });
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.slice(-1)).toEqual([429]);
    // The hammering client is refused even with the right password in this window (it cannot learn it by guessing)...
    expect((await hammer.post(LOGIN, { username: account.username, password: account.password })).status).toBe(429);
    // ...while the account's owner, from a client that has not been failing, logs in (no lockout by anyone else),
    expect((await new TestClient().post(LOGIN, { username: account.username, password: account.password })).status).toBe(200);
    // and another account logs in normally, from another client and from the hammering one.
    const other = await signUpVerifiedUser(new TestClient());
    expect((await new TestClient().post(LOGIN, { username: other.username, password: other.password })).status).toBe(200);
    expect((await hammer.post(LOGIN, { username: other.username, password: other.password })).status).toBe(200);
  }, 180_000);
});

describe('the whole journey', () => {
  it('sign-up -> code by SMTP -> verify -> logout -> login -> /me', async () => {
    const client = new TestClient();
    const created = await signUpUser(client, { name: 'Journey Person' });
    const code = await readMailedCode(created.email, created.since);
    const verified = await client.post(`/api/v1/users/verify/email?otp=${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.emailVerified).toBe(true);
    expect((await client.post('/api/v1/users/logout')).status).toBe(200);
    expect((await client.get('/api/v1/users/me')).status).toBe(401);
    expect((await client.post(LOGIN, { username: created.username, password: created.password })).status).toBe(200);
    const me = await client.get('/api/v1/users/me');
    expect(me.body.data.user).toMatchObject({ name: 'Journey Person', username: created.username, emailVerified: true });
  });
});
