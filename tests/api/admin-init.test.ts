import { ObjectId } from 'mongodb';
import { TestClient } from '../support/http';
import { signUpVerifiedUser, withTestDb } from '../support/accounts';
import { adminIds, insertMenuFixture } from '../support/menu-fixture';
import { storedMenu } from '../support/admin-edits';
import { API_MESSAGES as API_MESSAGES_AR } from '../../lib/i18n/api-ar';

/** POST /api/v1/quickmenu/{id}/init (spec §7, §5 Init form) on a menu the staff just created for the owner. */
let owner: TestClient;
let ownerName: string;
let stranger: TestClient;

async function freshMenu(admins: string[]): Promise<string> {
  const id = new ObjectId();
  const ids = await adminIds(admins);
  await withTestDb((db) => db.collection('menus').insertOne({ _id: id, admins: ids, plan: 0, active: true, initialized: false, sections: [], branches: [], workingDays: [] }));
  return id.toHexString();
}

const body = (username?: string) => ({
  institution: { name: 'مقهى الياسمين', description: 'قهوة مختصة وحلويات', location: { address: 'عمّان، اللويبدة' }, contact: { phone: '+962791234567' } },
  ...(username !== undefined ? { username } : {}),
});

beforeAll(async () => {
  owner = new TestClient();
  ownerName = (await signUpVerifiedUser(owner)).username;
  stranger = new TestClient();
  await signUpVerifiedUser(stranger);
});

it('initialises the menu with the owner’s details and answers the success message', async () => {
  const menuId = await freshMenu([ownerName]);
  const short = `yasmin${Date.now().toString(36)}`;
  const res = await owner.post(`/api/v1/quickmenu/${menuId}/init`, body(short.toUpperCase()));
  expect(res.status).toBe(200);
  expect(res.body.data.message).toBe('تم تعريف المنيو، يمكنك مغادرة الموقع');
  const menu = await storedMenu(menuId);
  expect(menu).toMatchObject({ initialized: true, username: short, institution: { name: 'مقهى الياسمين', description: 'قهوة مختصة وحلويات' } });
  expect(menu.institution.location.address).toBe('عمّان، اللويبدة');
  expect(menu.institution.contact.phone).toBe('+962791234567');
  expect((await fetch(`${process.env.TEST_BASE_URL}/m/${short}`)).status).toBe(200);
  const again = await owner.post(`/api/v1/quickmenu/${menuId}/init`, body());
  expect(again.status).toBe(409);
});

it('works without a short name', async () => {
  const menuId = await freshMenu([ownerName]);
  const res = await owner.post(`/api/v1/quickmenu/${menuId}/init`, body(''));
  expect(res.status).toBe(200);
  expect((await storedMenu(menuId)).username).toBeUndefined();
});

it.each([
  ['has now', 'username'],
  ['had before (its printed codes lead to it)', 'formerUsernames'],
])('refuses a short name another menu %s with a clear message, changing nothing', async (_, field) => {
  const taken = await insertMenuFixture();
  const name = field === 'username' ? taken.username : `was${Date.now().toString(36)}`;
  if (field === 'formerUsernames') await withTestDb((db) => db.collection('menus').updateOne({ _id: new ObjectId(taken.menuId) }, { $set: { formerUsernames: [name] } }));
  const menuId = await freshMenu([ownerName]);
  const res = await owner.post(`/api/v1/quickmenu/${menuId}/init`, body(name), { 'accept-language': 'ar' });
  expect(res.status).toBe(409);
  expect(res.body.message).toBe('هذا الاسم المختصر مستخدم لمنيو آخر، اختر اسماً غيره');
  const menu = await storedMenu(menuId);
  expect(menu.initialized).toBe(false);
  expect(menu.institution?.name ?? '').toBe('');
});

it('gives the form’s messages: invalid phone, required fields, bad short name', async () => {
  const menuId = await freshMenu([ownerName]);
  const phone = await owner.post(`/api/v1/quickmenu/${menuId}/init`, { ...body(), institution: { ...body().institution, contact: { phone: '12' } } }, { 'accept-language': 'ar' });
  expect(phone.status).toBe(400);
  expect(phone.body.message).toBe('رقم هاتف غير صحيح');
  const noName = await owner.post(`/api/v1/quickmenu/${menuId}/init`, { ...body(), institution: { ...body().institution, name: '' } });
  expect(noName.body.message).toBe('institution.name is a required field');
  const idLike = await owner.post(`/api/v1/quickmenu/${menuId}/init`, body('0123456789abcdef01234567'));
  expect(idLike.status).toBe(400);
  expect((await storedMenu(menuId)).initialized).toBe(false);
});

it('refuses anyone but the menu’s admins', async () => {
  const menuId = await freshMenu([ownerName]);
  expect((await stranger.post(`/api/v1/quickmenu/${menuId}/init`, body())).status).toBe(403);
  expect((await new TestClient().post(`/api/v1/quickmenu/${menuId}/init`, body())).status).toBe(401);
  expect((await storedMenu(menuId)).initialized).toBe(false);
});

it('a short name of up to 40 characters chosen at init is one the public-info settings keep (the two forms had 40 and 30)', async () => {
  const menuId = await freshMenu([ownerName]);
  const long = `y${Date.now().toString(36)}`.padEnd(40, 'x');
  expect((await owner.post(`/api/v1/quickmenu/${menuId}/init`, body(`${long}z`), { 'accept-language': 'ar' })).body.message).toBe(API_MESSAGES_AR.shortName);
  expect((await owner.post(`/api/v1/quickmenu/${menuId}/init`, body(long))).status).toBe(200);
  // The private settings sent with the name as it is (the form holds it), then with one of 41: the same rule, the same message.
  const settings = await owner.put(`/api/v1/quickmenu/${menuId}`, { username: long, showSaleSection: 'disable' });
  expect(settings.status).toBe(200);
  const tooLong = await owner.put(`/api/v1/quickmenu/${menuId}`, { username: `${long}z` }, { 'accept-language': 'ar' });
  expect([tooLong.status, tooLong.body.message]).toEqual([400, API_MESSAGES_AR.shortName]);
  expect((await storedMenu(menuId)).username).toBe(long);
});
