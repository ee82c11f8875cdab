import { TestClient } from '../support/http';
import { makeStaff, signUpVerifiedUser, type TestAccount } from '../support/accounts';

/** GET /api/v1/users/{username}: the orders manager's user lookup, staff only. */

let staff: TestClient;
let customer: TestClient;
let customerAccount: TestAccount;

beforeAll(async () => {
  staff = new TestClient();
  customer = new TestClient();
  const staffAccount = await signUpVerifiedUser(staff);
  customerAccount = await signUpVerifiedUser(customer, { phone: '+12015550123' });
  await makeStaff(staffAccount.username);
});

it('is refused without a session (401) and to non-staff users (403)', async () => {
  const anonymous = await new TestClient().get(`/api/v1/users/${customerAccount.username}`);
  expect(anonymous.status).toBe(401);
  const notStaff = await customer.get(`/api/v1/users/${customerAccount.username}`);
  expect(notStaff.status).toBe(403);
  expect(notStaff.body.status).toBe('fail');
});

it('gives staff the name, phone and username in data.data', async () => {
  const res = await staff.get(`/api/v1/users/${customerAccount.username.toUpperCase()}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    status: 'success',
    data: { data: { name: customerAccount.name, phone: '+12015550123', username: customerAccount.username } },
  });
});

it.each(['nobody-here', '%7B%22%24gt%22%3A%22%22%7D', 'a', 'x'.repeat(31)])('answers 404 for %p', async (username) => {
  const res = await staff.get(`/api/v1/users/${username}`);
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ status: 'fail', message: 'This username is not found' });
});

it('does not shadow the fixed account paths', async () => {
  const me = await customer.get('/api/v1/users/me');
  expect(me.body.data.user.username).toBe(customerAccount.username);
});
