import bcrypt from 'bcryptjs';
import { TEST_BCRYPT_ROUNDS } from '../support/stack';
import { TestClient } from '../support/http';
import { newAccount, readMailedCode, withTestDb } from '../support/accounts';

/** POST /api/v1/users/signup: every validation message, duplicates, injection shapes, and what gets stored. */

const SIGNUP = '/api/v1/users/signup';

function validBody(overrides: Record<string, unknown> = {}) {
  const a = newAccount();
  return { name: a.name, username: a.username, email: a.email, phone: a.phone, password: a.password, passwordConfirm: a.password, agreeToTerms: true, ...overrides };
}

/** How many users hold this username or e-mail. */
function countUsers(username: string, email: string): Promise<number> {
  return withTestDb((db) => db.collection('users').countDocuments({ $or: [{ username }, { email }] }));
}

describe('sign-up validation', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { name: undefined }, 'Full Name is required'],
    ['an empty name', { name: '   ' }, 'Full Name is required'],
    ['no username', { username: undefined }, 'Username is required'],
    ['a username with spaces', { username: 'has space' }, 'Username must be 3 to 30 characters: lowercase English letters, digits, dot, underscore or dash'],
    ['a two-letter username', { username: 'ab' }, 'Username must be 3 to 30 characters: lowercase English letters, digits, dot, underscore or dash'],
    ['no password', { password: undefined }, 'Password is required'],
    ['a short password', { password: 'short1', passwordConfirm: 'short1' }, 'Password must be at least 8 characters'],
    ['different passwords', { passwordConfirm: 'something-else-1' }, 'Passwords must match'],
    ['no confirmation', { passwordConfirm: undefined }, 'Password confirmation is required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Invalid Email'],
    ['no e-mail', { email: undefined }, 'Email is required'],
    ['terms not accepted', { agreeToTerms: false }, 'Please, accepting the terms is a must'],
    ['no terms field', { agreeToTerms: undefined }, 'Please, accepting the terms is a must'],
    ['a bad phone', { phone: '12345' }, 'Invalid Phone Number'],
    ['a US number without country code (default country JO)', { phone: '(201) 555-0123' }, 'Invalid Phone Number'],
    ['no phone', { phone: undefined }, 'Phone number is required'],
  ];

  it.each(cases)('rejects %s with 400 and its message, creating nothing', async (_label, overrides, message) => {
    const client = new TestClient();
    const body = validBody(overrides);
    const res = await client.post(SIGNUP, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
    expect(client.cookies.size).toBe(0);
    const a = validBody();
    expect(await countUsers(String(body.username ?? a.username), String(body.email ?? a.email))).toBe(0);
  });

  it('rejects an empty body with the first missing field', async () => {
    const res = await new TestClient().post(SIGNUP, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Full Name is required');
  });

  it('rejects a body that is not JSON', async () => {
    const res = await new TestClient().post(SIGNUP, '{"name": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
  });

  it.each([
    ['username', { username: { $gt: '' } }],
    ['email', { email: { $ne: null } }],
    ['password', { password: { $gt: '' }, passwordConfirm: { $gt: '' } }],
    ['phone', { phone: ['+962791234567'] }],
    ['agreeToTerms', { agreeToTerms: 'true' }],
  ])('rejects an object/array where %s should be a plain value', async (_field, overrides) => {
    const body = validBody(overrides);
    const res = await new TestClient().post(SIGNUP, body);
    expect(res.status).toBe(400);
    const a = validBody();
    const username = typeof body.username === 'string' ? body.username : a.username;
    const email = typeof body.email === 'string' ? body.email : a.email;
    expect(await countUsers(username, email)).toBe(0);
  });
});

describe('sign-up', () => {
  it('creates an unverified user, signs them in, mails a code and stores only hashes', async () => {
    const client = new TestClient();
    const body = validBody({ username: `  ${validBody().username.toUpperCase()} `, phone: '+1 (201) 555-0123' });
    const since = Date.now();
    const res = await client.post(SIGNUP, body);
    expect(res.status).toBe(201);
    const username = String(body.username).trim().toLowerCase();
    expect(res.body).toEqual({
      status: 'success',
      data: { user: { name: body.name, username, email: body.email, phone: '+12015550123', emailVerified: false } },
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
    expect(res.headers.getSetCookie().join(';')).toMatch(/next-auth\.session-token=.+HttpOnly/i);

    // Signed in: /me answers for the new user.
    const me = await client.get('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user).toEqual({ name: body.name, username, email: body.email, phone: '+12015550123', emailVerified: false, role: 'user' });

    const code = await readMailedCode(String(body.email), since);
    expect(code).toMatch(/^\d{6}$/);

    const stored = await withTestDb(async (db) => {
      const user = await db.collection('users').findOne({ username });
      const emailCode = await db.collection('emailcodes').findOne({ user: user!._id });
      return { user: user!, emailCode: emailCode! };
    });
    // A bcrypt hash at the cost the app is configured with (the test stack's low cost; production's is a unit test).
    expect(stored.user.passwordHash).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(bcrypt.getRounds(stored.user.passwordHash)).toBe(TEST_BCRYPT_ROUNDS);
    expect(stored.user.passwordHash).not.toContain(body.password);
    expect(stored.user.emailVerified).toBe(false);
    expect(stored.user.role).toBe('user');
    expect(stored.emailCode.codeHash).not.toContain(code);
    expect(stored.emailCode.expiresAt.getTime() - stored.emailCode.sentAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('refuses a taken username and a taken e-mail with 409, whatever the case, leaving one user', async () => {
    const first = validBody();
    expect((await new TestClient().post(SIGNUP, first)).status).toBe(201);

    const sameUsername = validBody({ username: String(first.username).toUpperCase() });
    const dupUser = await new TestClient().post(SIGNUP, sameUsername);
    expect(dupUser.status).toBe(409);
    expect(dupUser.body).toEqual({ status: 'fail', message: 'This username is already taken, choose another one' });

    const sameEmail = validBody({ email: String(first.email).toUpperCase() });
    const dupEmail = await new TestClient().post(SIGNUP, sameEmail);
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body).toEqual({ status: 'fail', message: 'This email is already registered, try logging in' });

    expect(await countUsers(String(first.username), String(first.email))).toBe(1);
    expect(await countUsers(String(sameUsername.username).toLowerCase(), String(sameEmail.email).toLowerCase())).toBe(1);
  });
});

describe('sign-up rate limit', () => {
  it('one client signing up again and again gets 429; another client is not affected', async () => {
    const client = new TestClient();
    let tooMany: { status: number; body: unknown } | null = null;
    let created = 0;
    // 5 a minute per client: 12 tries cross at most one window boundary, so one window must overflow.
    for (let i = 0; i < 12 && !tooMany; i++) {
      const res = await client.post(SIGNUP, validBody());
      if (res.status === 429) tooMany = res;
      else if (res.status === 201) created++;
    }
    expect(tooMany).toEqual(expect.objectContaining({ body: { status: 'fail', message: 'Too many attempts, please wait a minute and try again' } }));
    expect(created).toBeGreaterThanOrEqual(5);
    // The refused sign-up created nothing.
    const refused = validBody();
    expect((await client.post(SIGNUP, refused)).status).toBe(429);
    expect(await countUsers(String(refused.username), String(refused.email))).toBe(0);
    expect((await new TestClient().post(SIGNUP, validBody())).status).toBe(201);
  });
});
