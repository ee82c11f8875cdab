import { ObjectId } from 'mongodb';
import { TestClient } from '../support/http';
import { readMailedCode, signUpUser, withTestDb } from '../support/accounts';

/** POST /users/verify/email?otp= and POST /users/resend/email: wrong, expired, exhausted codes and the resend throttle. */

const VERIFY = '/api/v1/users/verify/email';
const RESEND = '/api/v1/users/resend/email';

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function userId(username: string): Promise<ObjectId> {
  const user = await withTestDb((db) => db.collection('users').findOne({ username }));
  return user!._id as ObjectId;
}

async function isVerified(username: string): Promise<boolean> {
  const user = await withTestDb((db) => db.collection('users').findOne({ username }));
  return user!.emailVerified === true;
}

describe('verify e-mail', () => {
  it('needs a session', async () => {
    const res = await new TestClient().post(`${VERIFY}?otp=123456`);
    expect(res.status).toBe(401);
  });

  it('rejects a missing or malformed code and injection shapes with 400 without using a try', async () => {
    const client = new TestClient();
    const account = await signUpUser(client);
    const missing = await client.post(VERIFY);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('otp is a required field');
    for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
      const res = await client.post(`${VERIFY}?otp=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The code is the 6 digits sent to your e-mail');
    }
    expect((await client.post(`${VERIFY}?otp[$gt]=`)).status).toBe(400);
    expect((await client.post(`${VERIFY}?otp=123456&otp=654321`)).status).not.toBe(500);
    const stored = await withTestDb(async (db) => db.collection('emailcodes').findOne({ user: await userId(account.username) }));
    // Only the duplicated-otp request could reach the check (and it is a wrong code or, by luck, the right one).
    expect(stored === null || stored.attempts <= 1).toBe(true);
  });

  it('a wrong code says how many tries are left; after five wrong tries even the right code is dead', async () => {
    const client = new TestClient();
    const account = await signUpUser(client);
    const code = await readMailedCode(account.email, account.since);
    const wrong = otherCode(code);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post(`${VERIFY}?otp=${wrong}`);
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages).toEqual([
      'Wrong code, 4 tries left',
      'Wrong code, 3 tries left',
      'Wrong code, 2 tries left',
      'Wrong code, 1 try left',
      'Too many wrong attempts, request a new code',
    ]);
    const right = await client.post(`${VERIFY}?otp=${code}`);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts, request a new code');
    expect(await isVerified(account.username)).toBe(false);
  });

  it('an expired code is refused with a clear message', async () => {
    const client = new TestClient();
    const account = await signUpUser(client);
    const code = await readMailedCode(account.email, account.since);
    const id = await userId(account.username);
    await withTestDb((db) => db.collection('emailcodes').updateOne({ user: id }, { $set: { expiresAt: new Date(Date.now() - 1000) } }));
    const res = await client.post(`${VERIFY}?otp=${code}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: 'This code has expired, request a new code' });
    expect(await isVerified(account.username)).toBe(false);
  });

  it('the right code verifies the e-mail and is deleted; verifying again is refused', async () => {
    const client = new TestClient();
    const account = await signUpUser(client);
    const code = await readMailedCode(account.email, account.since);
    const res = await client.post(`${VERIFY}?otp=${code}`);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ username: account.username, emailVerified: true });
    expect(await isVerified(account.username)).toBe(true);
    const id = await userId(account.username);
    expect(await withTestDb((db) => db.collection('emailcodes').countDocuments({ user: id }))).toBe(0);
    const again = await client.post(`${VERIFY}?otp=${code}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Your e-mail is already verified');
  });
});

describe('verify rate limit', () => {
  it('one client guessing codes again and again gets 429', async () => {
    const client = new TestClient();
    const account = await signUpUser(client);
    const wrong = otherCode(await readMailedCode(account.email, account.since));
    let tooMany: { status: number; body: unknown } | null = null;
    // 10 a minute per client: 25 tries cross at most one window boundary, so one window must overflow.
    for (let i = 0; i < 25 && !tooMany; i++) {
      const res = await client.post(`${VERIFY}?otp=${wrong}`);
      if (res.status === 429) tooMany = res;
      else expect(res.status).toBe(400);
    }
    expect(tooMany).toEqual(expect.objectContaining({ body: { status: 'fail', message: 'Too many attempts, please wait a minute and try again' } }));
  });
});

describe('resend code', () => {
  it('needs a session', async () => {
    expect((await new TestClient().post(RESEND)).status).toBe(401);
  });

  it('is throttled to one a minute; a new code replaces the old one', async () => {
    const client = new TestClient();
    const account = await signUpUser(client);
    const firstCode = await readMailedCode(account.email, account.since);

    const tooSoon = await client.post(RESEND);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^A code was sent less than a minute ago, please wait \d+ seconds before requesting a new one$/);

    // A minute passes (arranged in the database).
    const id = await userId(account.username);
    await withTestDb((db) => db.collection('emailcodes').updateOne({ user: id }, { $set: { sentAt: new Date(Date.now() - 61_000) } }));
    const since = Date.now();
    const resent = await client.post(RESEND);
    expect(resent.status).toBe(200);
    const secondCode = await readMailedCode(account.email, since);

    // Right after a resend, the throttle is back.
    expect((await client.post(RESEND)).status).toBe(429);

    if (secondCode !== firstCode) {
      const old = await client.post(`${VERIFY}?otp=${firstCode}`);
      expect(old.status).toBe(400);
      expect(old.body.message).toBe('Wrong code, 4 tries left');
    }
    expect((await client.post(`${VERIFY}?otp=${secondCode}`)).status).toBe(200);

    const verifiedResend = await client.post(RESEND);
    expect(verifiedResend.status).toBe(400);
    expect(verifiedResend.body.message).toBe('Your e-mail is already verified');
  });
});
