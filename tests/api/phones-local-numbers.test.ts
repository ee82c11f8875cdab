/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * "Phone numbers as people write them": with NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY=JO (the test stack's and the
 * demo's setting) every phone route accepts a local Jordanian number and an international one, and stores E.164.
 */
import { ObjectId } from 'mongodb';
import { TestClient } from '../support/http';
import { makeStaff, signUpUser, signUpVerifiedUser, withTestDb } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture, adminIds } from '../support/menu-fixture';

let owner: TestClient;
let ownerName: string;
let staff: TestClient;
let fx: MenuFixture;
const storedMenu = async (id: string): Promise<any> => (await testMenuModel()).findById(id).lean();

beforeAll(async () => {
  owner = new TestClient();
  staff = new TestClient();
  ownerName = (await signUpVerifiedUser(owner)).username;
  const staffName = (await signUpVerifiedUser(staff)).username;
  await makeStaff(staffName);
  fx = await insertMenuFixture({ admins: [ownerName] });
});

describe('local numbers in the default country (JO) are stored in E.164', () => {
  it.each([
    ['0791234567', '+962791234567'],
    ['079 123 4567', '+962791234567'],
    ['00962 79 123 4567', '+962791234567'],
    ['+1 (201) 555-0123', '+12015550123'],
  ])('sign-up: %s → %s (and /me shows it)', async (typed, e164) => {
    const client = new TestClient();
    const account = await signUpUser(client, { phone: typed });
    const stored = await withTestDb((db) => db.collection('users').findOne({ username: account.username }));
    expect(stored?.phone).toBe(e164);
    expect((await client.get('/api/v1/users/me')).body.data.user.phone).toBe(e164);
  });

  it('init: 0791234567 → +962791234567', async () => {
    const id = new ObjectId();
    const ids = await adminIds([ownerName]); // menus refer to their admins by user id
    await withTestDb((db) =>
      db.collection('menus').insertOne({ _id: id, admins: ids, plan: 0, active: true, initialized: false, sections: [], branches: [], workingDays: [] }),
    );
    const res = await owner.post(`/api/v1/quickmenu/${id}/init`, {
      institution: { name: 'مقهى الياسمين', description: 'قهوة', location: { address: 'عمّان' }, contact: { phone: '0791234567' } },
    });
    expect(res.status).toBe(200);
    expect((await storedMenu(id.toHexString())).institution.contact.phone).toBe('+962791234567');
  });

  it('public info contact phone: 0781234567 → +962781234567', async () => {
    const res = await owner.put(`/api/v1/quickmenu/${fx.menuId}`, { institution: { contact: { phone: '0781234567' } } });
    expect(res.status).toBe(200);
    expect((await storedMenu(fx.menuId)).institution.contact.phone).toBe('+962781234567');
  });

  it('WhatsApp contact: a local number becomes a wa.me link; a full link is kept; garbage is refused', async () => {
    const res = await owner.put(`/api/v1/quickmenu/${fx.menuId}`, { institution: { whatsapp: '0791234567' } });
    expect(res.status).toBe(200);
    expect((await storedMenu(fx.menuId)).institution.whatsapp).toBe('https://wa.me/962791234567');
    expect((await owner.get(`/m/${fx.menuId}`)).body).toContain('https://wa.me/962791234567');

    const link = await owner.put(`/api/v1/quickmenu/${fx.menuId}`, { institution: { whatsapp: 'https://wa.me/962795550000' } });
    expect(link.status).toBe(200);
    expect((await storedMenu(fx.menuId)).institution.whatsapp).toBe('https://wa.me/962795550000');

    const bad = await owner.put(`/api/v1/quickmenu/${fx.menuId}`, { institution: { whatsapp: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect((await storedMenu(fx.menuId)).institution.whatsapp).toBe('https://wa.me/962795550000');
  });

  it('branches: add and replace with local numbers → E.164', async () => {
    const add = await owner.post(`/api/v1/quickmenu/${fx.menuId}/branches`, { address: 'فرع الصويفية', phone: '0795551234' });
    expect(add.status).toBe(201);
    const branch = add.body.data.data.branches.find((b: any) => b.location.address === 'فرع الصويفية');
    expect(branch.phone).toBe('+962795551234');
    const put = await owner.put(`/api/v1/quickmenu/${fx.menuId}/branches/${branch._id}`, { address: 'فرع الصويفية', phone: '06 555 1234' });
    expect(put.status).toBe(200);
    const stored = (await storedMenu(fx.menuId)).branches.find((b: any) => String(b._id) === branch._id);
    expect(stored.phone).toBe('+96265551234');
  });

  it('orders manager required edits: 0797777777 → +962797777777; a short number is refused', async () => {
    const client = new TestClient();
    const clientName = (await signUpVerifiedUser(client)).username;
    const order = await staff.post('/api/v1/orders', { user: clientName, totalAmount: 49, subEnd: '2027-06-30' });
    expect(order.status).toBe(200);
    const id = order.body.data.data._id;
    const edit = await staff.post(`/api/v1/orders/${id}/requiredEdits`, { phone: '0797777777' });
    expect(edit.status).toBe(200);
    expect(edit.body.data.data.requiredEdits).toEqual([{ phoneNo: '+962797777777', status: 'unready' }]);
    const bad = await staff.post(`/api/v1/orders/${id}/requiredEdits`, { phone: '07977' });
    expect(bad.status).toBe(400);
  });
});
