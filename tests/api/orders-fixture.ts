/** Shared arrangement of the orders API tests: a staff client, a plain verified user, and order helpers. */
import { TestClient, type LooseJson } from '../support/http';
import { makeStaff, signUpVerifiedUser, withTestDb, type TestAccount } from '../support/accounts';
import { Types } from 'mongoose';

export interface OrdersActors {
  staff: TestClient;
  staffAccount: TestAccount;
  /** A signed-in, verified user who is not staff. */
  plain: TestClient;
  plainAccount: TestAccount;
}

export async function ordersActors(): Promise<OrdersActors> {
  const staff = new TestClient();
  const plain = new TestClient();
  const [staffAccount, plainAccount] = await Promise.all([signUpVerifiedUser(staff), signUpVerifiedUser(plain, { phone: '+962791234567' })]);
  await makeStaff(staffAccount.username);
  return { staff, staffAccount, plain, plainAccount };
}

/** A new client user (signed up and verified) to sell orders to; their orders are this test's own (filter by username). */
export async function newClientAccount(overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  return signUpVerifiedUser(new TestClient(), { phone: '+962795550123', ...overrides });
}

export async function createOrder(staff: TestClient, user: string, totalAmount: number | string = 49, subEnd = '2027-06-30'): Promise<LooseJson> {
  const res = await staff.post('/api/v1/orders', { user, totalAmount, subEnd });
  if (res.status !== 200) throw new Error(`createOrder: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.data;
}

/** Sets stored fields the API has no call for (creation time, canceled) straight in the test database. */
export async function setOrderFields(id: string, fields: Record<string, unknown>): Promise<void> {
  await withTestDb((db) => db.collection('orders').updateOne({ _id: new Types.ObjectId(id) }, { $set: fields }));
}
