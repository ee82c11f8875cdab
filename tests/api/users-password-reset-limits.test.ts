import { TestClient } from '../support/http';
import { signUpVerifiedUser, type TestAccount } from '../support/accounts';
import { closeTestDb, testDb } from '../support/menu-fixture';
import { waitForMail } from '../support/mailbox';

/**
 * The password-reset code's guessing is bounded per account over the day, not per code (lib/users/password-reset.ts,
 * lib/limits/rate-limit.ts): a new code brings no new tries, so the ~7,200 guesses a day that one code a minute allowed
 * become 20. Others' wrong guesses below that bound never make the owner's right code a 429; past it, the account's
 * next code is 12 digits, which no one guesses, so others' guesses do not lock the owner out. The codes mailed to one
 * account are bounded per hour (5), so the owner's mailbox is not flooded. Each test on an account of its
 * own; guesses from many addresses (the bounds are the account's, not an address's).
 */
jest.setTimeout(120_000);
afterAll(closeTestDb);

const RESET = '/api/v1/users/password-reset';
const ASK = '/api/v1/users/password-reset/code';
const newPassword = { password: 'reset-pass-123', passwordConfirm: 'reset-pass-123' };

/** Asks for a code and reads it (6 or 12 digits) from the mailbox. The minute between two codes is taken as passed: the last one's sending is moved an hour back in the database. */
async function mailedCode(account: TestAccount): Promise<string> {
  const db = await testDb();
  const user = await db.collection('users').findOne({ email: account.email });
  await db.collection('passwordresetcodes').updateOne({ user: user?._id }, { $set: { sentAt: new Date(Date.now() - 3_600_000) } });
  const since = Date.now();
  const asked = await new TestClient().post(ASK, { email: account.email });
  expect(asked.status).toBe(200);
  const mail = await waitForMail(process.env.TEST_MAILBOX_DIR as string, account.email, since);
  const code = /\b(\d{12}|\d{6})\b/.exec(mail.raw.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

const wrongOf = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
const guess = (account: TestAccount, code: string) => new TestClient().post(RESET, { email: account.email, code, ...newPassword });
const logIn = async (account: TestAccount, password: string) => (await new TestClient().post('/api/v1/users/login', { username: account.username, password })).status;

it('a new code brings no new tries: after 20 wrong codes in a day the account takes no more 6-digit ones; its next code is 12 digits, which others cannot use up', async () => {
  const account = await signUpVerifiedUser(new TestClient());
  const statuses: number[] = [];
  for (let round = 0; round < 4; round++) {
    const code = await mailedCode(account);
    for (let i = 1; i <= 5; i++) statuses.push((await guess(account, wrongOf(code, i))).status);
  }
  expect(statuses).toEqual(Array(20).fill(400));

  // A 21st 6-digit try is refused, whatever its address (and were it the right code of the last one mailed).
  const refused = await new TestClient().post(RESET, { email: account.email, code: '123456', ...newPassword }, { 'accept-language': 'en' });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('Too many wrong codes for this account today; ask for a new code: it will be a longer one');
  expect(await logIn(account, account.password)).toBe(200);

  // The owner asks again: a 12-digit code. Others' wrong guesses of it are refused one by one, not counted against it.
  const long = await mailedCode(account);
  expect(long).toMatch(/^\d{12}$/);
  for (let i = 1; i <= 6; i++) expect((await guess(account, wrongOf(long, i).padStart(12, '0'))).status).toBe(400);
  expect((await guess(account, long)).status).toBe(200);
  expect(await logIn(account, newPassword.password)).toBe(200);
  // An unknown address is answered the same: the bound is no sign of an account.
  const nobody = { ...account, email: `nobody-${Date.now()}@example.test` };
  for (let i = 0; i < 20; i++) await guess(nobody, '123456');
  expect((await guess(nobody, '123456')).status).toBe(429);
});

it("others' wrong guesses (fewer than the day's bound) never make the owner's right code a 429", async () => {
  const account = await signUpVerifiedUser(new TestClient());
  const first = await mailedCode(account);
  for (let i = 1; i <= 12; i++) await guess(account, wrongOf(first, i));
  const code = await mailedCode(account);
  const right = await guess(account, code);
  expect(right.status).toBe(200);
  expect(await logIn(account, newPassword.password)).toBe(200);
});

it('an account is sent at most 5 codes an hour, whoever asks: the 6th ask is refused, in its language, and the last code mailed still works', async () => {
  const account = await signUpVerifiedUser(new TestClient());
  let code = '';
  for (let i = 0; i < 5; i++) code = await mailedCode(account);
  const db = await testDb();
  const user = await db.collection('users').findOne({ email: account.email });
  await db.collection('passwordresetcodes').updateOne({ user: user?._id }, { $set: { sentAt: new Date(Date.now() - 3_600_000) } });
  const sixth = await new TestClient().post(ASK, { email: account.email }, { 'accept-language': 'ar' });
  expect(sixth.status).toBe(429);
  expect(sixth.body.message).toBe('لقد طلبت رموزاً كثيرة لهذا البريد، حاول مرة أخرى بعد ساعة');
  expect((await guess(account, code)).status).toBe(200);
});

it("others asking for codes cannot use up the owner's way back in: an address the owner has signed in from has an allowance of its own, and its code is not replaced by others' asks", async () => {
  const account = await signUpVerifiedUser(new TestClient());
  const owner = new TestClient();
  expect((await owner.post('/api/v1/users/login', { username: account.username, password: account.password })).status).toBe(200);
  const db = await testDb();
  const user = await db.collection('users').findOne({ email: account.email });
  const codeSentLongAgo = () => db.collection('passwordresetcodes').updateOne({ user: user?._id }, { $set: { sentAt: new Date(Date.now() - 3_600_000) } });

  // Someone else asks from five addresses (each mail waited for, so the owner's is told apart): the account's hour is
  // spent for everyone but the owner.
  for (let i = 0; i < 5; i++) {
    await codeSentLongAgo();
    const asked = Date.now();
    expect((await new TestClient().post(ASK, { email: account.email })).status).toBe(200);
    await waitForMail(process.env.TEST_MAILBOX_DIR as string, account.email, asked);
  }
  await codeSentLongAgo();
  expect((await new TestClient().post(ASK, { email: account.email })).status).toBe(429);

  // The owner, from the address they signed in from, still gets a code.
  await codeSentLongAgo();
  const since = Date.now();
  expect((await owner.post(ASK, { email: account.email })).status).toBe(200);
  const mail = await waitForMail(process.env.TEST_MAILBOX_DIR as string, account.email, since);
  const code = /\b(\d{12}|\d{6})\b/.exec(mail.raw.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1] as string;

  // Another ask from elsewhere (the account's hour turned, say) does not replace the owner's code while it is valid.
  await db.collection('ratecounters').deleteMany({ key: { $regex: `^reset-request:account-hour:` } });
  await db.collection('passwordresetcodes').updateOne({ user: user?._id }, { $set: { sentAt: new Date(Date.now() - 120_000) } });
  expect((await new TestClient().post(ASK, { email: account.email })).status).toBe(200);
  const reset = await owner.post(RESET, { email: account.email, code, ...newPassword }, { 'accept-language': 'en' });
  expect([reset.status, reset.body.message]).toEqual([200, undefined]);
  expect(await logIn(account, newPassword.password)).toBe(200);
});
