import type { Connection } from 'mongoose';
import { testDb } from './menu-fixture';
import { codeFromMail, waitForMail } from './mailbox';
import type { TestClient } from './http';

export interface TestAccount {
  name: string;
  username: string;
  email: string;
  phone: string;
  password: string;
}

let counter = 0;

/** Fresh, valid sign-up values (unique username and e-mail per call). */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`.slice(-14);
  return {
    name: 'سارة الخطيب',
    username: `u${tag}`,
    email: `u${tag}@example.test`,
    phone: '+962791234567',
    password: 'correct-horse-9',
    ...overrides,
  };
}

/** The verification code mailed to `email` after `since` (read from the test SMTP mailbox). */
export async function readMailedCode(email: string, since: number): Promise<string> {
  const dir = process.env.TEST_MAILBOX_DIR;
  if (!dir) throw new Error('TEST_MAILBOX_DIR is not set: run through the api jest project');
  return codeFromMail(await waitForMail(dir, email, since));
}

/** Signs up through the API (the client keeps the session cookie) without verifying. */
export async function signUpUser(client: TestClient, overrides: Partial<TestAccount> = {}): Promise<TestAccount & { since: number }> {
  const account = newAccount(overrides);
  const since = Date.now();
  const res = await client.post('/api/v1/users/signup', { ...account, passwordConfirm: account.password, agreeToTerms: true });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...account, since };
}

/**
 * Signs up through the API, reads the code from the SMTP mailbox and verifies it: the client ends up signed in as a
 * verified user. Returns the account (with its password) for later logins.
 */
export async function signUpVerifiedUser(client: TestClient, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const { since, ...account } = await signUpUser(client, overrides);
  const code = await readMailedCode(account.email, since);
  const res = await client.post(`/api/v1/users/verify/email?otp=${code}`);
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}

export type TestDb = NonNullable<Connection['db']>;

/**
 * Runs `fn` with the test database (TEST_MONGODB_URI), for arranging data and checking stored state: the test file's
 * one connection (menu-fixture.ts's testDb; closed after the file by api-test-environment.ts). A client per call made
 * a fuzz file open and close a thousand connections.
 */
export async function withTestDb<T>(fn: (db: TestDb) => Promise<T>): Promise<T> {
  const { db } = await testDb();
  if (!db) throw new Error('the test database connection has no database');
  return fn(db);
}

/** Gives a user the provider-staff role, as `npm run staff -- grant` does. */
export async function makeStaff(username: string): Promise<void> {
  const result = await withTestDb((db) => db.collection('users').updateOne({ username }, { $set: { role: 'staff' } }));
  if (result.matchedCount !== 1) throw new Error(`makeStaff: no user ${username}`);
}
