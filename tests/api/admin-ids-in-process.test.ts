/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * Menu admins by user id, on a database of its own (the domain functions called in-process, as the start
 * script and the route handlers call them): menus stored by an earlier version (admins by username) are converted when
 * the connection opens, a missing provider admin account stops menu creation, and its name is reserved at sign-up.
 */
import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { ApiError } from '../../lib/api/errors';
import { connectDb } from '../../lib/db';
import { createMenu } from '../../lib/menus/create-menu';
import { migrateAdminIds } from '../../lib/migrations/admin-ids';
import { createUser } from '../../lib/users/create-user';
import { PROVIDER_ADMIN_MESSAGES } from '../../lib/i18n/en';

const dbName = `admin_ids_${crypto.randomBytes(4).toString('hex')}`;
const users = () => mongoose.connection.db!.collection('users');
const menus = () => mongoose.connection.db!.collection('menus');
const account = (username: string) => ({ name: username, username, email: `${username}@example.test`, phone: '+962791234567', passwordHash: '!', emailVerified: true, role: 'user' });

beforeAll(async () => {
  process.env.MONGODB_URI = (process.env.TEST_MONGODB_URI as string).replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);
  await connectDb();
});
afterEach(() => {
  delete process.env.PROVIDER_ADMIN_USERNAME;
});
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
});

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

it('converts menus that list admins by username: existing accounts become ids, unknown names are dropped', async () => {
  const { insertedId: alice } = await users().insertOne(account('alice'));
  const legacy = await menus().insertOne({ admins: ['alice', 'ghost'], plan: 0, sections: [], branches: [], workingDays: [] });
  const current = await menus().insertOne({ admins: [alice], plan: 0, sections: [], branches: [], workingDays: [] });
  expect(await migrateAdminIds(mongoose.connection)).toBe(1);
  expect((await menus().findOne({ _id: legacy.insertedId }))!.admins).toEqual([alice]);
  expect((await menus().findOne({ _id: current.insertedId }))!.admins).toEqual([alice]);
  // A second run finds nothing to do.
  expect(await migrateAdminIds(mongoose.connection)).toBe(0);
});

it('stops menu creation with a clear message while the provider admin account does not exist', async () => {
  await users().insertOne(account('restaurant1'));
  process.env.PROVIDER_ADMIN_USERNAME = 'helpdesk';
  const before = await menus().countDocuments();
  const err = await refusal(createMenu({ admins: ['restaurant1'], plan: 0 }));
  expect(err.status).toBe(409);
  expect(err.message).toBe(PROVIDER_ADMIN_MESSAGES.missing('helpdesk'));
  expect(await menus().countDocuments()).toBe(before);

  const { insertedId: helpdesk } = await users().insertOne(account('helpdesk'));
  const menu = await createMenu({ admins: ['restaurant1'], plan: 0 });
  expect(menu.admins).toEqual(['helpdesk', 'restaurant1']);
  expect((await menus().findOne({ _id: menu._id }))!.admins[0]).toEqual(helpdesk);
});

it('reserves the provider admin’s name at sign-up, even before the account exists', async () => {
  process.env.PROVIDER_ADMIN_USERNAME = 'provider-desk';
  const values = { name: 'x', username: 'provider-desk', email: 'pd@example.test', phone: '+962791234567', password: 'correct-horse-9' };
  const err = await refusal(createUser(values as any));
  expect(err.status).toBe(409);
  expect(await users().countDocuments({ username: 'provider-desk' })).toBe(0);
});
