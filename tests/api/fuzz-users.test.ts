import fc from 'fast-check';
import { TestClient } from '../support/http';
import { signUpUser, signUpVerifiedUser, withTestDb, type TestAccount } from '../support/accounts';
import { asText, FUZZ_RUNS, FUZZ_TIMEOUT_MS, nastyBody, nastySegment, nastyValue } from '../support/fuzz';

/**
 * Property fuzz of the users family (sign-up, login, verify, resend, lookup): no 5xx; a refused sign-up creates no
 * account, a refused login or verification changes nothing on the account.
 */

let victim: TestAccount;
const pending = new TestClient();
let pendingName: string;

beforeAll(async () => {
  victim = await signUpVerifiedUser(new TestClient());
  pendingName = (await signUpUser(pending)).username;
});

const userDoc = (username: string) =>
  withTestDb(async (db) => JSON.stringify(await db.collection('users').findOne({ username }, { projection: { updatedAt: 0 } })));

describe('users fuzz', () => {
  it(`POST /users/signup with ${FUZZ_RUNS} hostile bodies creates nothing when refused`, async () => {
    await fc.assert(
      fc.asyncProperty(nastyBody(['name', 'username', 'email', 'phone', 'password', 'passwordConfirm', 'agreeToTerms']), async (body) => {
        const res = await new TestClient().post('/api/v1/users/signup', body);
        expect(res.status).toBeLessThan(500);
        const username = (body as { username?: unknown })?.username;
        if (res.status >= 400 && res.status !== 409 && typeof username === 'string' && username.trim()) {
          expect(await userDoc(username.trim().toLowerCase())).toBe('null');
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`login, verify, resend and lookup with ${FUZZ_RUNS} hostile inputs change no account`, async () => {
    const before = { victim: await userDoc(victim.username), pending: await userDoc(pendingName) };
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), nastyBody(['username', 'password']), nastyValue, nastySegment, async (which, body, otp, segment) => {
        const login = { ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}), username: Math.random() < 0.5 ? victim.username : (body as { username?: unknown })?.username };
        const res = await [
          () => new TestClient().post('/api/v1/users/login', Math.random() < 0.3 ? body : login),
          () => pending.clone().post(`/api/v1/users/verify/email?otp=${encodeURIComponent(asText(otp))}`),
          () => pending.clone().post('/api/v1/users/resend/email', body),
          () => pending.clone().get(`/api/v1/users/${segment}`),
        ][which]();
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          expect(await userDoc(victim.username)).toBe(before.victim);
          expect(JSON.parse(await userDoc(pendingName)).emailVerified).toBe(false);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`password change and reset with ${FUZZ_RUNS} hostile bodies change no password`, async () => {
    const owner = new TestClient();
    const account = await signUpVerifiedUser(owner);
    const before = await userDoc(account.username);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 }), nastyBody(['currentPassword', 'password', 'passwordConfirm', 'email', 'code']), async (which, body) => {
        const withEmail = { ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}), email: Math.random() < 0.5 ? account.email : (body as { email?: unknown })?.email };
        const res = await [
          () => owner.clone().post('/api/v1/users/me/password', body),
          () => new TestClient().post('/api/v1/users/password-reset', Math.random() < 0.3 ? body : withEmail),
          () => new TestClient().post('/api/v1/users/password-reset/code', body),
        ][which]();
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(await userDoc(account.username)).toBe(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
