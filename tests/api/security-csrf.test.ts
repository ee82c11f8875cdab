import { TestClient } from '../support/http';
import { signUpVerifiedUser, type TestAccount } from '../support/accounts';

/**
 * Every request that changes something checks where it comes from (Origin / Sec-Fetch-Site: same
 * origin only), and JSON routes read only bodies that say they are JSON. A cross-site form can no longer log a victim
 * into the attacker's account, nor log out or upload with the victim's cookie.
 */

const LOGIN = '/api/v1/users/login';
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
let attacker: TestAccount;
let victimAccount: TestAccount;
const base = () => process.env.TEST_BASE_URL as string;

beforeAll(async () => {
  attacker = await signUpVerifiedUser(new TestClient());
  victimAccount = await signUpVerifiedUser(new TestClient());
});

const formLogin = (a: TestAccount) => JSON.stringify({ username: a.username, password: a.password });

describe('login CSRF', () => {
  it('refuses a cross-site text/plain form that would sign the victim in as the attacker', async () => {
    const victim = new TestClient();
    const res = await victim.post(LOGIN, formLogin(attacker), { ...EVIL, 'content-type': 'text/plain' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 'fail', message: 'Cross-site requests are not allowed' });
    expect(victim.cookies.size).toBe(0);
  });

  it('refuses a cross-site JSON login by Origin alone (older browsers send no Sec-Fetch-Site)', async () => {
    const res = await new TestClient().post(LOGIN, { username: attacker.username, password: attacker.password }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('refuses a body that does not say it is JSON with 415, even from our own origin', async () => {
    const client = new TestClient();
    const res = await client.post(LOGIN, formLogin(attacker), { 'content-type': 'text/plain', origin: base() });
    expect(res.status).toBe(415);
    expect(client.cookies.size).toBe(0);
  });

  it('lets our own pages in: same Origin and Sec-Fetch-Site same-origin', async () => {
    const client = new TestClient();
    const res = await client.post(LOGIN, { username: attacker.username, password: attacker.password }, { origin: base(), 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
  });
});

describe('cookie-authenticated writes', () => {
  it('refuses a cross-site logout: the session lives on', async () => {
    const victim = new TestClient();
    await victim.post(LOGIN, { username: victimAccount.username, password: victimAccount.password });
    expect((await victim.post('/api/v1/users/logout', undefined, EVIL)).status).toBe(403);
    expect((await victim.get('/api/v1/users/me')).status).toBe(200);
  });

  it('refuses a cross-site upload before reading it', async () => {
    const victim = new TestClient();
    await victim.post(LOGIN, { username: victimAccount.username, password: victimAccount.password });
    const form = new FormData();
    form.set('path', 'menuMainImage');
    form.set('model', 'menu');
    form.set('data', JSON.stringify({ menuId: '0123456789abcdef01234567' }));
    form.set('file', new Blob([Buffer.from('not really an image')], { type: 'image/png' }), 'a.png');
    const res = await victim.post('/api/v1/upload', form, EVIL);
    expect(res.status).toBe(403);
  });

  it('refuses a same-site (sibling subdomain) request too: same origin only', async () => {
    const victim = new TestClient();
    await victim.post(LOGIN, { username: victimAccount.username, password: victimAccount.password });
    expect((await victim.post('/api/v1/users/logout', undefined, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it('leaves reads alone: a cross-site GET still answers', async () => {
    expect((await new TestClient().get('/api/health', EVIL)).status).toBe(200);
  });
});
