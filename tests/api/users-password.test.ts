import { spawn } from 'node:child_process';
import path from 'node:path';
import { TestClient } from '../support/http';
import { readMailedCode, signUpVerifiedUser } from '../support/accounts';

/**
 * A password can be changed (signed in, with the current one), reset with a code mailed to the account's
 * address, and set by an operator (`npm run staff -- set-password`). Each ends the account's other sessions.
 */
jest.setTimeout(120_000);
const LOGIN = '/api/v1/users/login';
const CHANGE = '/api/v1/users/me/password';

async function logIn(username: string, password: string) {
  const client = new TestClient();
  const res = await client.post(LOGIN, { username, password });
  return { client, status: res.status };
}

describe('password change', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const me = new TestClient();
    const account = await signUpVerifiedUser(me);
    const res = await me.post(CHANGE, { currentPassword: 'not-my-password', password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: 'The current password is incorrect' });
    expect((await logIn(account.username, account.password)).status).toBe(200);
    expect((await logIn(account.username, 'brand-new-pass-1')).status).toBe(401);
  });

  it('refuses a new password that is too short or not confirmed', async () => {
    const me = new TestClient();
    const account = await signUpVerifiedUser(me);
    expect((await me.post(CHANGE, { currentPassword: account.password, password: 'short', passwordConfirm: 'short' })).status).toBe(400);
    expect((await me.post(CHANGE, { currentPassword: account.password, password: 'long-enough-1', passwordConfirm: 'long-enough-2' })).status).toBe(400);
    expect((await logIn(account.username, account.password)).status).toBe(200);
  });

  it('sets the new password, keeps this session and ends every other one', async () => {
    const me = new TestClient();
    const account = await signUpVerifiedUser(me);
    const elsewhere = await logIn(account.username, account.password);
    expect((await elsewhere.client.get('/api/v1/users/me')).status).toBe(200);

    const res = await me.post(CHANGE, { currentPassword: account.password, password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' });
    expect(res.status).toBe(200);
    expect((await me.get('/api/v1/users/me')).status).toBe(200);
    expect((await elsewhere.client.get('/api/v1/users/me')).status).toBe(401);
    expect((await logIn(account.username, account.password)).status).toBe(401);
    expect((await logIn(account.username, 'brand-new-pass-1')).status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const res = await new TestClient().post(CHANGE, { currentPassword: 'x-password-1', password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' });
    expect(res.status).toBe(401);
  });
});

describe('password reset by e-mail code', () => {
  it('mails a code; the right code sets the new password and ends every session', async () => {
    const me = new TestClient();
    const account = await signUpVerifiedUser(me);
    const since = Date.now();
    const asked = await new TestClient().post('/api/v1/users/password-reset/code', { email: account.email });
    expect(asked.status).toBe(200);
    const code = await readMailedCode(account.email, since);
    const wrong = code === '000000' ? '000001' : '000000';

    const bad = await new TestClient().post('/api/v1/users/password-reset', { email: account.email, code: wrong, password: 'reset-pass-123', passwordConfirm: 'reset-pass-123' });
    expect(bad.status).toBe(400);
    expect((await logIn(account.username, account.password)).status).toBe(200);

    const good = await new TestClient().post('/api/v1/users/password-reset', { email: account.email, code, password: 'reset-pass-123', passwordConfirm: 'reset-pass-123' });
    expect(good.status).toBe(200);
    expect((await me.get('/api/v1/users/me')).status).toBe(401);
    expect((await logIn(account.username, account.password)).status).toBe(401);
    expect((await logIn(account.username, 'reset-pass-123')).status).toBe(200);

    // The code is used up.
    const again = await new TestClient().post('/api/v1/users/password-reset', { email: account.email, code, password: 'other-pass-1234', passwordConfirm: 'other-pass-1234' });
    expect(again.status).toBe(400);
  });

  it('answers an unknown address like a known one (who has an account is not told)', async () => {
    const res = await new TestClient().post('/api/v1/users/password-reset/code', { email: 'nobody-at-all@example.test' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true, resendAfterSeconds: 60 });
  });

  it('gives up a code after 5 wrong tries', async () => {
    const account = await signUpVerifiedUser(new TestClient());
    const since = Date.now();
    await new TestClient().post('/api/v1/users/password-reset/code', { email: account.email });
    const code = await readMailedCode(account.email, since);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i++) {
      const res = await new TestClient().post('/api/v1/users/password-reset', { email: account.email, code: wrong(i), password: 'reset-pass-123', passwordConfirm: 'reset-pass-123' });
      expect(res.status).toBe(400);
    }
    const right = await new TestClient().post('/api/v1/users/password-reset', { email: account.email, code, password: 'reset-pass-123', passwordConfirm: 'reset-pass-123' });
    expect(right.status).toBe(400);
    expect((await logIn(account.username, account.password)).status).toBe(200);
  });
});

describe('npm run staff -- set-password', () => {
  function staff(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/staff.ts', ...args], {
        env: { ...process.env, MONGODB_URI: process.env.TEST_MONGODB_URI },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c) => (output += c));
      child.stderr.on('data', (c) => (output += c));
      child.on('exit', (code) => resolve({ code, output }));
      child.stdin.end(stdin);
    });
  }

  it('reads the new password from stdin, sets it and ends the sessions', async () => {
    const me = new TestClient();
    const account = await signUpVerifiedUser(me);
    const run = await staff(['set-password', account.username], 'operator-set-pass-1\n');
    expect(run.output).toContain(`The password of ${account.username} is changed`);
    expect(run.code).toBe(0);
    expect((await me.get('/api/v1/users/me')).status).toBe(401);
    expect((await logIn(account.username, account.password)).status).toBe(401);
    expect((await logIn(account.username, 'operator-set-pass-1')).status).toBe(200);
  });

  it('refuses a password on the command line and a too short one', async () => {
    const account = await signUpVerifiedUser(new TestClient());
    expect((await staff(['set-password', account.username, 'in-argv-password'], '')).code).toBe(2);
    const short = await staff(['set-password', account.username], 'short\n');
    expect(short.code).toBe(1);
    expect((await logIn(account.username, account.password)).status).toBe(200);
  });
});
