/** The staff's menu calls (spec §7 Menu): create with the provider admin, activate/deactivate, add admins. */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { newClientAccount, ordersActors, type OrdersActors } from './orders-fixture';

const INACTIVE_TITLE = 'هذا المنيو غير مفعّل حالياً';
let a: OrdersActors;
beforeAll(async () => {
  a = await ordersActors();
});

it('creates an inactive menu whose admins are the fixed provider admin and the given user', async () => {
  const owner = await newClientAccount();
  const res = await a.staff.post('/api/v1/quickmenu', { admins: [owner.username.toUpperCase()], plan: '2' });
  expect(res.status).toBe(200);
  expect(res.body.data.data).toMatchObject({ admins: ['provider', owner.username], plan: 2, active: false });
  expect(Types.ObjectId.isValid(res.body.data.data._id)).toBe(true);
});

it.each([
  [{ admins: ['nobody-at-all'], plan: 0 }, 404, 'This username is not found: nobody-at-all'],
  [{ plan: 0 }, 400, 'admins is a required field'],
  [{ admins: ['provider'], plan: -1 }, 400, 'plan must be 0 or more'],
  [{ admins: ['provider'] }, 400, 'plan is a required field'],
  [{ admins: [{ $gt: '' }], plan: 0 }, 400, 'admin must be text'],
])('refuses %j', async (body, status, message) => {
  const res = await a.staff.post('/api/v1/quickmenu', body);
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
});

it('activates (POST /quickmenu/{id}/) and deactivates (DELETE): the public page follows at once', async () => {
  const owner = await newClientAccount();
  const menu = (await a.staff.post('/api/v1/quickmenu', { admins: [owner.username], plan: 0 })).body.data.data;
  const visitor = new TestClient();
  expect((await visitor.get(`/m/${menu._id}`)).body).toContain(INACTIVE_TITLE);

  const on = await a.staff.post(`/api/v1/quickmenu/${menu._id}/`);
  expect(on.status).toBe(200);
  expect(on.body.data.data.active).toBe(true);
  expect((await visitor.get(`/m/${menu._id}`)).body).not.toContain(INACTIVE_TITLE);

  const off = await a.staff.delete(`/api/v1/quickmenu/${menu._id}`);
  expect(off.body.data.data.active).toBe(false);
  expect((await visitor.get(`/m/${menu._id}`)).body).toContain(INACTIVE_TITLE);

  expect((await a.staff.post(`/api/v1/quickmenu/${new Types.ObjectId().toHexString()}/`)).status).toBe(404);
});

it('adds an existing user as admin once (adding twice changes nothing) and refuses unknown users and menus', async () => {
  const [owner, helper] = await Promise.all([newClientAccount(), newClientAccount()]);
  const menu = (await a.staff.post('/api/v1/quickmenu', { admins: [owner.username], plan: 0 })).body.data.data;
  const added = await a.staff.post(`/api/v1/quickmenu/${menu._id}/admins`, { admin: helper.username });
  expect(added.status).toBe(200);
  expect(added.body.data.data.admins).toEqual(['provider', owner.username, helper.username]);
  const again = await a.staff.post(`/api/v1/quickmenu/${menu._id}/admins`, { admin: helper.username });
  expect(again.body.data.data.admins).toEqual(['provider', owner.username, helper.username]);

  const unknownUser = await a.staff.post(`/api/v1/quickmenu/${menu._id}/admins`, { admin: 'nobody-at-all' });
  expect(unknownUser.status).toBe(404);
  expect(unknownUser.body.message).toBe('This username is not found');
  const unknownMenu = await a.staff.post(`/api/v1/quickmenu/${new Types.ObjectId().toHexString()}/admins`, { admin: helper.username });
  expect(unknownMenu.status).toBe(404);
  expect((await a.staff.post(`/api/v1/quickmenu/${menu._id}/admins`, {})).body.message).toBe('admin is a required field');
});
