/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * The menu's money settings through the public-info edit (PUT /api/v1/quickmenu/{menuId}, no op): the
 * currency (nine ISO codes), the country, the tax `{ rate, inclusive, number }` and the service charge — each saved
 * alone, partial bodies leaving the rest, every refusal a 400 in the caller's language that changes nothing. A menu in
 * a new currency shows its prices with that currency's decimals and takes diners' orders in it.
 */
import { TestClient } from '../support/http';
import { makeStaff, signUpVerifiedUser } from '../support/accounts';
import { createDecipheriv, hkdfSync } from 'node:crypto';
import { Types } from 'mongoose';
import { insertMenuFixture, testDb, testMenuModel, type MenuFixture } from '../support/menu-fixture';
import fc from 'fast-check';
import { CURRENCIES } from '../../lib/money/currencies';
import { FUZZ_TIMEOUT_MS, menuContent, nastyValue, unchangedUnless } from '../support/fuzz';

let owner: TestClient;
let fx: MenuFixture;

/** The test stack's NEXTAUTH_SECRET (tests/support/stack.ts). */
const STACK_SECRET = 'test-secret-not-for-production-0123456789';
/** AES-256-GCM as lib/secrets/secret-box.ts documents it, written out here so the test checks the stored format itself. */
function openBox(box: string, secret: string, purpose: string): string {
  const [, iv, tag, sealed] = box.split('.');
  const key = Buffer.from(hkdfSync('sha256', secret, 'qrmenu', purpose, 32));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed!, 'base64url')), decipher.final()]).toString('utf8');
}

const stored = async (id = fx.menuId): Promise<any> => (await testMenuModel()).findById(id).lean();
const put = (body: unknown, lang: 'en' | 'ar' = 'en', menuId = fx.menuId) => owner.put(`/api/v1/quickmenu/${menuId}`, body, { 'accept-language': lang });

beforeAll(async () => {
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  fx = await insertMenuFixture({ admins: [account.username], plan: 1, settings: { doMenuPurchase: true } });
});

describe('saving the money settings', () => {
  it('takes each of the nine currencies, answering the menu with it', async () => {
    for (const currency of CURRENCIES) {
      const res = await put({ currency });
      expect(res.status).toBe(200);
      expect(res.body.data.data.currency).toBe(currency);
      expect((await stored()).currency).toBe(currency);
    }
  });

  it('saves the country (read in capitals), the tax and the service charge, and the admin read shows them', async () => {
    const res = await put({ country: 'sa', tax: { rate: 15, inclusive: false, number: '300000000000003' }, serviceCharge: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ country: 'SA', tax: { rate: 15, inclusive: false, number: '300000000000003' }, serviceCharge: 10 });
    const after = await stored();
    expect(after.country).toBe('SA');
    expect(after.tax).toEqual({ rate: 15, inclusive: false, number: '300000000000003' });
    expect(after.serviceCharge).toBe(10);
    const read = await owner.get(`/api/v1/quickmenu/${fx.menuId}`);
    expect(read.body.data.data).toMatchObject({ country: 'SA', tax: { rate: 15, inclusive: false, number: '300000000000003' }, serviceCharge: 10 });
  });

  it('a partial tax body changes only what it names; numbers may come as text, Arabic digits included', async () => {
    const before = await stored();
    expect((await put({ tax: { rate: '16' } })).status).toBe(200);
    let after = await stored();
    expect(after.tax).toEqual({ ...before.tax, rate: 16 });
    expect(after.serviceCharge).toBe(before.serviceCharge);
    expect(after.country).toBe(before.country);
    expect((await put({ serviceCharge: '١٢٫٥', tax: { inclusive: true } })).status).toBe(200);
    after = await stored();
    expect(after.serviceCharge).toBe(12.5);
    expect(after.tax).toEqual({ ...before.tax, rate: 16, inclusive: true });
    expect((await put({ tax: { rate: 0 }, serviceCharge: 0 })).status).toBe(200);
    expect((await stored()).tax.rate).toBe(0);
    expect((await stored()).serviceCharge).toBe(0);
  });

  it('a country and a tax number can be cleared with empty text', async () => {
    expect((await put({ country: 'JO', tax: { number: '' } })).status).toBe(200);
    expect((await put({ country: '' })).status).toBe(200);
    const after = await stored();
    expect(after.country).toBe('');
    expect(after.tax.number).toBe('');
  });
});

describe('refusals: a clear 400 in the caller\'s language, nothing changed', () => {
  const refused = async (body: unknown, english: RegExp, arabic: RegExp) => {
    const before = await stored();
    const en = await put(body, 'en');
    expect(en.status).toBe(400);
    expect(en.body.status).toBe('fail');
    expect(en.body.message).toMatch(english);
    const ar = await put(body, 'ar');
    expect(ar.status).toBe(400);
    expect(ar.body.message).toMatch(arabic);
    expect(await stored()).toEqual(before);
  };

  it('refuses a currency not in the list, a lowercase code and an operator object', async () => {
    for (const currency of ['EUR', 'jod', '', { $gt: '' }, 5]) {
      await refused({ currency }, /^currency must be one of JOD, SAR, AED, KWD, BHD, QAR, OMR, EGP, USD$/, /^اختر العملة من القائمة/);
    }
  });

  it('refuses a country that is not a two-letter code', async () => {
    for (const country of ['XX', 'Saudi Arabia', 'S', 966, { $ne: null }]) {
      await refused({ country }, /^country must be a two-letter country code such as SA or JO$/, /^الدولة غير معروفة/);
    }
  });

  it('refuses a tax rate or a service charge outside 0–100, with more than two decimals, or not a number', async () => {
    for (const rate of [-1, 100.5, 15.555, 'fifteen', { $gt: 0 }, true]) {
      await refused({ tax: { rate } }, /^tax\.rate must be a percentage from 0 to 100 with at most 2 decimals$/, /^نسبة الضريبة يجب أن تكون رقماً من 0 إلى 100/);
    }
    for (const serviceCharge of [-5, 101, 0.001, 'ten']) {
      await refused({ serviceCharge }, /^serviceCharge must be a percentage from 0 to 100 with at most 2 decimals$/, /^نسبة رسوم الخدمة يجب أن تكون رقماً من 0 إلى 100/);
    }
  });

  it('refuses a tax.inclusive that is not true or false', async () => {
    for (const inclusive of ['yes', 1, null]) {
      await refused({ tax: { inclusive } }, /^tax\.inclusive must be true or false$/, /^الأسعار شاملة الضريبة: القيمة يجب أن تكون نعم أو لا$/);
    }
  });

  it('refuses a tax number that is too long or holds other characters', async () => {
    for (const number of ['1'.repeat(31), '12 34', '<b>1</b>', { $gt: '' }]) {
      await refused({ tax: { number } }, /^tax\.number may hold up to 30 letters, digits and -$/, /^الرقم الضريبي من 30 حرفاً على الأكثر/);
    }
  });

  it('refuses a Saudi restaurant\'s tax number that is not a VAT number, whether the body names the country or the menu has it', async () => {
    const saudi = /^A Saudi VAT number is 15 digits, starting and ending with 3$/;
    const saudiAr = /^الرقم الضريبي السعودي 15 رقماً يبدأ بـ 3 وينتهي بـ 3$/;
    await refused({ country: 'SA', tax: { number: '12345678' } }, saudi, saudiAr);
    await refused({ country: 'SA', tax: { number: '300000000000004' } }, saudi, saudiAr);
    // The number alone, on a menu already in Saudi Arabia.
    expect((await put({ country: 'SA', tax: { number: '310000000000003' } })).status).toBe(200);
    await refused({ tax: { number: '12345678' } }, saudi, saudiAr);
    // The country alone, on a menu whose number is Jordan's.
    expect((await put({ country: 'JO', tax: { number: '12345678' } })).status).toBe(200);
    await refused({ country: 'SA' }, saudi, saudiAr);
  });
});

describe('the payment keys', () => {
  const keys = { provider: 'moyasar', publishableKey: 'pk_test_AbCdEf0123456789', secretKey: 'sk_test_ZyXwVu9876543210' };

  it('stores the secret key sealed, answers only the provider, the publishable key and when they were saved', async () => {
    const res = await put({ payments: keys });
    expect(res.status).toBe(200);
    expect(res.body.data.data.payments).toEqual({ provider: 'moyasar', publishableKey: keys.publishableKey, savedAt: expect.any(String) });
    // Never answered back, nor on the admin read, nor on the public page.
    const read = await owner.get(`/api/v1/quickmenu/${fx.menuId}`);
    for (const text of [JSON.stringify(res.body), JSON.stringify(read.body), (await owner.get(`/m/${fx.menuId}`)).body as string]) {
      expect(text).not.toContain(keys.secretKey);
      expect(text).not.toContain('ZyXwVu9876543210');
    }
    expect(read.body.data.data.payments).not.toHaveProperty('secretKey');
    // Sealed at rest: not the key, and only our server's secret opens it.
    const raw = await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) });
    const box = raw!.payments.secretKey as string;
    expect(box).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(box).not.toContain('ZyXwVu');
    expect(openBox(box, STACK_SECRET, 'payment-keys')).toBe(keys.secretKey);
    expect(() => openBox(box, STACK_SECRET, 'webhook-signing-secrets')).toThrow();
  });

  it('refuses keys that are not the provider\'s, mixed test and live keys, another provider, or one key alone', async () => {
    const refused = async (payments: unknown, message: RegExp) => {
      const before = await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) });
      const res = await put({ payments });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) })).toEqual(before);
    };
    await refused({ ...keys, publishableKey: 'sk_test_AbCdEf0123456789' }, /^payments\.publishableKey must be the provider's key as its dashboard shows it, starting with pk_test_ or pk_live_$/);
    await refused({ ...keys, secretKey: 'hunter2' }, /^payments\.secretKey must be the provider's key .* sk_test_ or sk_live_$/);
    await refused({ ...keys, secretKey: 'sk_live_ZyXwVu9876543210' }, /^The publishable and secret keys must be both test keys or both live keys$/);
    await refused({ ...keys, provider: 'tap' }, /^payments\.provider must be moyasar$/);
    await refused({ provider: 'moyasar', publishableKey: keys.publishableKey }, /^payments\.secretKey is a required field$/);
    await refused({ ...keys, secretKey: { $gt: '' } }, /payments\.secretKey/);
    await refused('sk_test_ZyXwVu9876543210', /payments/);
    const ar = await put({ payments: { ...keys, secretKey: 'hunter2' } }, 'ar');
    expect(ar.body.message).toMatch(/^المفتاح السري غير صحيح/);
  });

  it('a staff copy of the menu keeps its tax settings but not its payment keys (the copy\'s restaurant has its own account)', async () => {
    expect((await put({ payments: keys })).status).toBe(200);
    const staff = new TestClient();
    const staffName = (await signUpVerifiedUser(staff)).username;
    await makeStaff(staffName);
    const res = await staff.post(`/api/v1/quickmenu/${fx.menuId}/copy`, { admins: [staffName], plan: 1 });
    expect(res.status).toBe(200);
    const copy = await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(res.body.data.data._id) });
    expect(copy!.payments).toBeUndefined();
    expect(copy!.currency).toBe((await stored()).currency);
    expect(JSON.stringify(res.body)).not.toContain('ZyXwVu');
  });

  it('takes the keys away with null', async () => {
    expect((await put({ payments: null })).status).toBe(200);
    const raw = await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(fx.menuId) });
    expect(raw!.payments).toBeUndefined();
    expect((await owner.get(`/api/v1/quickmenu/${fx.menuId}`)).body.data.data.payments).toBeUndefined();
  });
});

describe('hostile values', () => {
  it('never a 5xx; a refused body changes nothing; what is saved has the right types', async () => {
    const unchanged = unchangedUnless(() => menuContent(fx.menuId));
    const body = fc.oneof(
      fc.record({ currency: nastyValue, country: nastyValue, serviceCharge: nastyValue, payments: nastyValue }, { requiredKeys: [] }),
      fc.record({ tax: fc.oneof(nastyValue, fc.record({ rate: nastyValue, inclusive: nastyValue, number: nastyValue }, { requiredKeys: [] })) }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        await unchanged.before();
        const res = await put(b);
        expect(res.status).toBeLessThan(500);
        await unchanged.after(res.status >= 400);
        if (res.status !== 200) return;
        const after = await stored();
        expect(CURRENCIES).toContain(after.currency);
        expect(typeof (after.country ?? '')).toBe('string');
        if (after.tax) expect([typeof after.tax.rate, typeof after.tax.inclusive, typeof after.tax.number]).toEqual(['number', 'boolean', 'string']);
        if (after.serviceCharge !== undefined) expect(after.serviceCharge).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  }, FUZZ_TIMEOUT_MS);
});

describe('a menu in a new currency', () => {
  let kw: MenuFixture;
  beforeAll(async () => {
    const account = await signUpVerifiedUser((owner = new TestClient()));
    kw = await insertMenuFixture({ admins: [account.username], plan: 1, settings: { doMenuPurchase: true } });
    expect((await put({ currency: 'KWD' }, 'en', kw.menuId)).status).toBe(200);
  });

  it('shows its prices with the currency\'s three decimals in the menu\'s language', async () => {
    const page = (await owner.get(`/m/${kw.menuId}`)).body as string;
    expect(page).toMatch(/4\.500\s*\u200f?د\.ك/); // the mansaf at 4.5, in Kuwaiti dinars as an Arabic reader writes them
    expect(page).not.toContain('4.50 JD');
    expect((await put({ english: 'enable' }, 'en', kw.menuId)).status).toBe(200);
    const english = (await owner.get(`/m/${kw.menuId}?lang=en`)).body as string;
    expect(english).toContain('KWD\u00a04.500');
  });

  it('takes a diner\'s order priced in it', async () => {
    const diner = new TestClient();
    const cart = await diner.post('/api/v1/cart', { menu: kw.menuId, items: [{ item: kw.itemIds.mansaf, quantity: 2 }] });
    expect(cart.status).toBe(201);
    expect(cart.body.data.data.menu.currency).toBe('KWD');
    const order = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
    expect(order.status).toBe(201);
    expect(order.body.data.data.order).toMatchObject({ total: 9, currency: 'KWD' });
  });
});
