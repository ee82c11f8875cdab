import { TestClient } from '../support/http';
import { signUpUser, signUpVerifiedUser, type TestAccount } from '../support/accounts';

/**
 * The rate limits are keyed on what identifies the caller. The stack runs with TRUST_PROXY=1, so
 * each TestClient's X-Forwarded-For entry is the address the (one) trusted proxy saw; entries left of it are the
 * client's own words and must not separate clients.
 */

const LOGIN = '/api/v1/users/login';
const SIGNUP = '/api/v1/users/signup';
const TOO_MANY = { status: 'fail', message: 'Too many attempts, please wait a minute and try again' };

let victim: TestAccount;
let bystander: TestAccount;

beforeAll(async () => {
  victim = await signUpVerifiedUser(new TestClient());
  bystander = await signUpVerifiedUser(new TestClient());
});

/** Floods take many bcrypt comparisons before the 429: generous on a loaded machine (no assertion on time). */
const FLOOD_TIMEOUT_MS = 240_000;

/**
 * Sends `count` requests at once (so they land in one or two fixed windows however slow the machine is: the count is
 * taken before any password check) and returns how many were answered 429, checking the answer's wording.
 */
async function tooManyOf(send: (i: number) => Promise<{ status: number; body: unknown }>, count: number): Promise<number> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const refused = answers.filter((a) => a.status === 429);
  for (const a of refused) expect(a.body).toEqual(TOO_MANY);
  return refused.length;
}

describe('login limits', () => {
  it('counts one account across clients: wrong passwords from many addresses still run into the limit', async () => {
    // Ten-a-minute per account; 25 tries span at most one window boundary.
    const target = await signUpVerifiedUser(new TestClient());
    // Ten a minute per account: of 25 at once, split over at most two windows, some must be refused.
    expect(await tooManyOf(() => new TestClient().post(LOGIN, { username: target.username, password: 'wrong-password-1' }), 25)).toBeGreaterThan(0);
  }, FLOOD_TIMEOUT_MS);

  it("never answers 429 to another account's correct password because of someone else's failures", async () => {
    const attacker = new TestClient();
    const neighbour = new TestClient(); // behind the same address as the attacker (same NAT)
    Object.defineProperty(neighbour, 'ip', { value: attacker.ip });
    for (let i = 0; i < 12; i++) await attacker.post(LOGIN, { username: victim.username, password: `wrong-${i}-password` });
    const res = await neighbour.post(LOGIN, { username: bystander.username, password: bystander.password });
    expect(res.status).toBe(200);
  }, FLOOD_TIMEOUT_MS);

  it("counts failures only: the owner's own correct logins, many in a minute from one address, never run into it", async () => {
    const owner = new TestClient();
    for (let i = 0; i < 35; i++) {
      const res = await owner.clone().post(LOGIN, { username: bystander.username, password: bystander.password });
      expect(res.status).toBe(200);
    }
  }, FLOOD_TIMEOUT_MS);

  it('ignores the client-written left part of X-Forwarded-For: rotating it gives no extra attempts', async () => {
    const client = new TestClient();
    // 30 a minute per client across accounts: of 70 at once over distinct accounts, some must be refused.
    const n = await tooManyOf(
      (i) =>
        client.post(LOGIN, { username: `nobody-${client.ip}-${i}`, password: 'wrong-password-1' }, {
          'x-forwarded-for': `203.0.113.${i % 250}, ${client.ip}`,
        }),
      70,
    );
    expect(n).toBeGreaterThan(0);
    // A flood from one client never blocks another.
    const other = new TestClient();
    expect((await other.post(LOGIN, { username: bystander.username, password: bystander.password })).status).toBe(200);
  }, FLOOD_TIMEOUT_MS);
});

describe('sign-up limit', () => {
  it('is per client: one client flooding sign-ups does not stop another from signing up', async () => {
    const flooder = new TestClient();
    const n = await tooManyOf(async (i) => {
      const body = { name: 'Flood', username: `flood${Date.now().toString(36)}${i}`, email: `flood${Date.now().toString(36)}${i}@example.test`, phone: '+962791234567', password: 'correct-horse-9', passwordConfirm: 'correct-horse-9', agreeToTerms: true };
      return flooder.post(SIGNUP, body, { 'x-forwarded-for': `198.51.100.${i}, ${flooder.ip}` });
    }, 14);
    expect(n).toBeGreaterThan(0);
    await expect(signUpUser(new TestClient())).resolves.toMatchObject({ username: expect.any(String) });
  }, FLOOD_TIMEOUT_MS);
});

describe('verify limit', () => {
  it('is per account: guesses spread over many addresses still run into it', async () => {
    const owner = new TestClient();
    await signUpUser(owner);
    const n = await tooManyOf(
      (i) => owner.clone().post('/api/v1/users/verify/email?otp=000000', undefined, { 'x-forwarded-for': `192.0.2.${i + 1}` }),
      25,
    );
    expect(n).toBeGreaterThan(0);
  }, FLOOD_TIMEOUT_MS);
});
