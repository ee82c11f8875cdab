/**
 * One language per answer: the server writes its refusals in the language the request asks for
 * (`Accept-Language`), Arabic with the field's Arabic label and never its key, English as the spec writes it; a request
 * with no preference gets English (the API contract of spec §8). Every refusal changes nothing.
 */
import { ObjectId } from 'mongodb';
import { TestClient, type ApiResponse } from '../support/http';
import { makeStaff, signUpUser, signUpVerifiedUser, withTestDb } from '../support/accounts';
import { insertMenuFixture, type MenuFixture, adminIds } from '../support/menu-fixture';
import { storedMenu } from '../support/admin-edits';

const AR = { 'accept-language': 'ar' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };
/** A field key such as `institution`, `address`, `mainColor`, `offPrice`, `otp`: any ASCII word of 3+ letters. */
const ASCII_WORD = /[A-Za-z]{3,}/;

let owner: TestClient;
let ownerName: string;
let fx: MenuFixture;

beforeAll(async () => {
  owner = new TestClient();
  ownerName = (await signUpVerifiedUser(owner)).username;
  fx = await insertMenuFixture({ admins: [ownerName] });
});

/** The refusal's message, after checking it is a 4xx envelope. */
function refusal(res: ApiResponse, status = 400): string {
  expect(res.status).toBe(status);
  expect(res.body.status).toBe('fail');
  return res.body.message;
}

function expectArabicOnly(message: string) {
  expect(message).toMatch(/[\u0600-\u06FF]/);
  expect(message).not.toMatch(ASCII_WORD);
}

describe('the item form (pitem / eitem)', () => {
  const pitem = (body: unknown, headers: Record<string, string>) =>
    owner.put(`/api/v1/quickmenu/${fx.menuId}?op=pitem&sectionId=${fx.sectionIds.main}`, body, headers);
  const item = { title: 'كنافة', itemname: 'kunafa-lang', description: 'بالجبنة', price: 3, pin: false, show: { type: 'small-image' } };

  it('names the missing field by its Arabic label, and by its key in English', async () => {
    const before = (await storedMenu(fx.menuId)).sections[0].items.length;
    const ar = refusal(await pitem({ ...item, description: '' }, AR));
    expect(ar).toBe('الوصف مطلوب');
    const en = refusal(await pitem({ ...item, description: '' }, EN));
    expect(en).toBe('description is a required field');
    const missing = refusal(await pitem({ ...item, price: undefined }, AR));
    expect(missing).toBe('السعر مطلوب');
    expect((await storedMenu(fx.menuId)).sections[0].items.length).toBe(before);
  });

  it('a sale with a bad discount: Arabic without `offPrice`', async () => {
    const url = `/api/v1/quickmenu/${fx.menuId}?op=eitem&sectionId=${fx.sectionIds.main}&itemId=${fx.itemIds.mansaf}`;
    const ar = refusal(await owner.put(url, { sale: { onSale: true, offPrice: 5 } }, AR));
    expectArabicOnly(ar.replace(/\d/g, ''));
    expect(ar).toContain('نسبة التخفيض');
    expect(refusal(await owner.put(url, { sale: { onSale: true } }, AR))).toBe('نسبة التخفيض مطلوبة');
    expect(refusal(await owner.put(url, { sale: { onSale: true } }))).toBe('sale.offPrice is a required field');
    expect((await storedMenu(fx.menuId)).sections[0].items[0].sale.onSale).toBe(false);
  });

  it('refusals of the edit itself (unknown section, taken itemname) follow the language too', async () => {
    const foreign = new ObjectId().toHexString();
    const url = `/api/v1/quickmenu/${fx.menuId}?op=pitem&sectionId=${foreign}`;
    expect(refusal(await owner.put(url, item, AR), 404)).toBe('هذا المصنف غير موجود في هذا المنيو');
    expect(refusal(await owner.put(url, item, EN), 404)).toBe('This section does not exist in this menu');
    // A gallery in a section that is not there: the same words (it was an English text of its own).
    const gallery = `/api/v1/quickmenu/${fx.menuId}?op=pgallery&sectionId=${foreign}`;
    await withTestDb((db) => db.collection('menus').updateOne({ _id: new ObjectId(fx.menuId) }, { $set: { plan: 2 } }));
    expect(refusal(await owner.put(gallery, { title: 'صور' }, AR), 404)).toBe('هذا المصنف غير موجود في هذا المنيو');
    expect(refusal(await owner.put(gallery, { title: 'صور' }, EN), 404)).toBe('This section does not exist in this menu');
  });

  it('values of the wrong type and a body that is not an object: the field and what it must be, never zod\'s English', async () => {
    const before = await storedMenu(fx.menuId);
    expect(refusal(await pitem({ ...item, title: 5 }, AR))).toBe('الاسم يجب أن يكون نصاً');
    expect(refusal(await pitem({ ...item, pin: 'yes' }, AR))).toBe('التثبيت يجب أن يكون true أو false');
    expect(refusal(await pitem([item], AR))).toBe('البيانات المرسلة يجب أن تكون كائن JSON ({ … })');
    expect(refusal(await pitem({ ...item, title: 5 }, EN))).toBe('title must be text');
    expect(refusal(await pitem([item], EN))).toBe('The request body must be a JSON object ({ … })');
    expect(await storedMenu(fx.menuId)).toEqual(before);
  });
});

describe('the staff orders manager', () => {
  it('an order that is not there, in the language asked for', async () => {
    const staff = new TestClient();
    await makeStaff((await signUpVerifiedUser(staff)).username);
    const missing = new ObjectId().toHexString();
    expect(refusal(await staff.get(`/api/v1/orders/${missing}/invoice`, AR), 404)).toBe('طلب الاشتراك هذا غير موجود');
    expect(refusal(await staff.put(`/api/v1/orders/${missing}`, { status: 'ready' }, AR), 404)).toBe('طلب الاشتراك هذا غير موجود');
    expect(refusal(await staff.get(`/api/v1/orders/${missing}/invoice`, EN), 404)).toBe('This order does not exist');
  });
});

describe('the branch form', () => {
  const base = () => `/api/v1/quickmenu/${fx.menuId}/branches`;

  it('Arabic: address by its label, the phone in Arabic; English: the spec’s texts', async () => {
    const count = (await storedMenu(fx.menuId)).branches.length;
    expect(refusal(await owner.post(base(), { address: '', phone: '+962795551234' }, AR))).toBe('العنوان مطلوب');
    expect(refusal(await owner.post(base(), { address: 'إربد', phone: '12ab' }, AR))).toBe('رقم الهاتف غير صحيح');
    const link = refusal(await owner.post(base(), { address: 'إربد', phone: '+962795551234', googleMaps: 'javascript:alert(1)' }, AR));
    expect(link.startsWith('رابط خرائط جوجل يجب أن يكون رابطاً')).toBe(true);
    const coords = refusal(await owner.post(base(), { address: 'إربد', phone: '+962795551234', lat: '32.5' }, AR));
    expect(coords).toBe('أدخل خط العرض وخط الطول معاً، أو اتركهما فارغين');
    expect(refusal(await owner.post(base(), { address: '', phone: '+962795551234' }, EN))).toBe('address is a required field');
    expect(refusal(await owner.post(base(), { address: 'إربد', phone: '12ab' }, EN))).toBe('Invalid phone number');
    expect((await storedMenu(fx.menuId)).branches.length).toBe(count);
  });
});

describe('the init form', () => {
  async function freshMenu(): Promise<string> {
    const id = new ObjectId();
    const ids = await adminIds([ownerName]); // menus refer to their admins by user id
    await withTestDb((db) => db.collection('menus').insertOne({ _id: id, admins: ids, plan: 0, active: true, initialized: false, sections: [], branches: [], workingDays: [] }));
    return id.toHexString();
  }
  const body = { institution: { name: 'مقهى', description: 'قهوة', location: { address: '' }, contact: { phone: '+962791234567' } } };

  it('Arabic: “وصف الموقع مطلوب”, never institution.location.address', async () => {
    const menuId = await freshMenu();
    const ar = refusal(await owner.post(`/api/v1/quickmenu/${menuId}/init`, body, AR));
    expect(ar).toBe('وصف الموقع مطلوب');
    expectArabicOnly(ar);
    const phone = refusal(await owner.post(`/api/v1/quickmenu/${menuId}/init`, { institution: { ...body.institution, location: { address: 'عمّان' }, contact: { phone: '0000' } } }, AR));
    expect(phone).toBe('رقم هاتف غير صحيح');
    expect(refusal(await owner.post(`/api/v1/quickmenu/${menuId}/init`, body, EN))).toBe('institution.location.address is a required field');
    expect(refusal(await owner.post(`/api/v1/quickmenu/${menuId}/init`, body))).toBe('institution.location.address is a required field');
    expect((await storedMenu(menuId)).initialized).toBe(false);
  });
});

describe('the public-info forms (default op)', () => {
  const put = (body: unknown, headers?: Record<string, string>) => owner.put(`/api/v1/quickmenu/${fx.menuId}`, body, headers);

  it.each([
    [{ colors: { mainColor: 'not a colour' } }, /^اللون الرئيسي ليس لوناً صحيحاً/, 'mainColor is not a colour'],
    [{ institution: { whatsapp: 'ftp://x' } }, /^رابط واتساب يجب أن يكون رابطاً/, 'whatsapp must be a link starting with http:// or https://'],
    [{ institution: { contact: { email: 'nope' } } }, /^البريد الإلكتروني غير صحيح$/, 'Invalid email'],
    [{ institution: { contact: { phone: '12x' } } }, /^رقم الهاتف غير صحيح$/, 'Invalid phone number'],
    [{ enableBuy: 'maybe' }, /^الشراء عبر المنيو: اختر تفعيل أو تعطيل$/, 'enableBuy must be enable or disable'],
    [{ institution: { name: '' } }, /^اسم المؤسسة مطلوب$/, 'name is a required field'],
    [{ lat: 31.9 }, /^أدخل خط العرض وخط الطول معاً/, 'Give both lat and long, or neither'],
  ])('%j → Arabic with the label, English as before', async (body, arabic, english) => {
    const before = await storedMenu(fx.menuId);
    const ar = refusal(await put(body, AR));
    expect(ar).toMatch(arabic);
    for (const key of ['mainColor', 'whatsapp', 'email', 'phone', 'enableBuy', 'institution', 'name', 'lat', 'long']) expect(ar).not.toContain(key);
    expect(refusal(await put(body, EN)).startsWith(english)).toBe(true);
    const after = await storedMenu(fx.menuId);
    expect({ institution: after.institution, colors: after.colors, enableBuy: after.enableBuy }).toEqual({
      institution: before.institution,
      colors: before.colors,
      enableBuy: before.enableBuy,
    });
  });

  it('the plan gate speaks Arabic on the Arabic screen', async () => {
    const free = await insertMenuFixture({ admins: [ownerName], plan: 0 });
    const ar = refusal(await owner.put(`/api/v1/quickmenu/${free.menuId}`, { enableBuy: 'enable' }, AR), 403);
    expectArabicOnly(ar);
  });
});

describe('session, access, upload and verification messages', () => {
  it('not logged in / not an admin / body not JSON', async () => {
    const visitor = new TestClient();
    const url = `/api/v1/quickmenu/${fx.menuId}?op=psection`;
    expect(refusal(await visitor.put(url, { title: 'x', prime: false }, AR), 401)).toBe('لم تسجّل الدخول، يرجى تسجيل الدخول أولاً');
    expect(refusal(await visitor.put(url, { title: 'x', prime: false }), 401)).toBe('You are not logged in, please log in first');
    const stranger = new TestClient();
    await signUpVerifiedUser(stranger);
    expect(refusal(await stranger.put(url, { title: 'x', prime: false }, AR), 403)).toBe('لست من مديري هذا المنيو');
    expect(refusal(await owner.put(url, 'not json', { ...AR, 'content-type': 'text/plain' }), 415)).toBe('البيانات المرسلة يجب أن تكون بصيغة JSON');
  });

  it('an upload without a file: the Arabic label of the file field', async () => {
    const form = new FormData();
    form.set('path', 'menuMainImage');
    form.set('model', 'menu');
    form.set('data', JSON.stringify({ menuId: fx.menuId }));
    expect(refusal(await owner.post('/api/v1/upload', form, AR))).toBe('الصورة مطلوبة');
    const again = new FormData();
    for (const [k, v] of form) again.set(k, v);
    expect(refusal(await owner.post('/api/v1/upload', again, EN))).toBe('file is a required field');
  });

  it('a wrong verification code counts the tries left in Arabic', async () => {
    const client = new TestClient();
    await signUpUser(client);
    const ar = refusal(await client.post('/api/v1/users/verify/email?otp=000000', {}, AR));
    expect(ar).toMatch(/^رمز خاطئ، بقي لديك 4 محاولات$/);
    const en = refusal(await client.post('/api/v1/users/verify/email?otp=000000', {}, EN));
    expect(en).toBe('Wrong code, 3 tries left');
    const otp = refusal(await client.post('/api/v1/users/verify/email?otp=12', {}, AR));
    expect(otp).toBe('رمز التحقق هو الأرقام الستة التي أرسلناها إلى بريدك الإلكتروني');
  });
});
