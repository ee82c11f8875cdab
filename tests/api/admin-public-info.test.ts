/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * PUT /api/v1/quickmenu/{menuId} without op (spec §7 default): partial public-info bodies, the validation rules of §5,
 * values that reach HTML/CSS/links refused unless safe, plan gate on buying, the short-name change, the time zone, and
 * the public page showing each change on the next request.
 */
import { TestClient } from '../support/http';
import { rawRequest } from '../support/raw-request';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';

let owner: TestClient;
let stranger: TestClient;
let fx: MenuFixture;
let other: MenuFixture;
let plan0: MenuFixture;

const stored = async (id = fx.menuId): Promise<any> => (await testMenuModel()).findById(id).lean();
const put = (body: unknown, menuId = fx.menuId, client = owner) => client.put(`/api/v1/quickmenu/${menuId}`, body);

beforeAll(async () => {
  owner = new TestClient();
  stranger = new TestClient();
  const account = await signUpVerifiedUser(owner);
  await signUpVerifiedUser(stranger);
  [fx, other, plan0] = await Promise.all([
    insertMenuFixture({ admins: [account.username] }),
    insertMenuFixture({ admins: [account.username] }),
    insertMenuFixture({ admins: [account.username], plan: 0, settings: { doMenuPurchase: false } }),
  ]);
});

describe('default op: partial public info', () => {
  it('changes only the phrases when the phrases form sends them, answers the menu in data.data and a message', async () => {
    const before = await stored();
    const res = await put({ headingPhrase: 'مرحباً بكم', endingPhrase: 'إلى اللقاء' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data.message).toBe('تم التعديل');
    expect(res.body.data.data.headingPhrase).toBe('مرحباً بكم');
    const after = await stored();
    expect(after.endingPhrase).toBe('إلى اللقاء');
    expect(after.colors).toEqual(before.colors);
    expect(after.institution).toEqual(before.institution);
    expect(after.settings).toEqual(before.settings);
  });

  it('changes the four colours and nothing else; both public links show the new theme on the next request', async () => {
    await owner.get(`/m/${fx.menuId}`); // fill the page caches first
    await owner.get(`/m/${fx.username}`);
    const colors = { mainColor: '#123456', secondaryColor: 'teal', shadeColor: 'rgb(10, 20, 30)', tintColor: '#abc' };
    const res = await put({ colors });
    expect(res.status).toBe(200);
    expect((await stored()).colors).toEqual(colors);
    for (const link of [fx.menuId, fx.username]) {
      const page = await owner.get(`/m/${link}`);
      expect(page.body).toContain('--menu-main:#123456');
    }
  });

  it('edits contact fields without touching the others (nested partial body)', async () => {
    const before = await stored();
    const res = await put({ institution: { contact: { x: 'sanabel_x', email: 'new@sanabel.example' } } });
    expect(res.status).toBe(200);
    const after = await stored();
    expect(after.institution.contact).toEqual({ ...before.institution.contact, x: 'sanabel_x', email: 'new@sanabel.example' });
    expect(after.institution.name).toBe(before.institution.name);
  });

  it('sets the main appearance (name, description, address, currency, time zone)', async () => {
    const res = await put({
      institution: { name: 'مطعم الجديد', description: 'وصف', location: { address: 'إربد' } },
      currency: 'USD',
      timeZone: 'Europe/Berlin',
    });
    expect(res.status).toBe(200);
    const after = await stored();
    expect(after.institution.name).toBe('مطعم الجديد');
    expect(after.institution.location.address).toBe('إربد');
    expect(after.institution.location.googleMaps).toBe('https://maps.google.com/?q=31.9539,35.9106');
    expect(after.currency).toBe('USD');
    expect(after.timeZone).toBe('Europe/Berlin');
    expect((await owner.get(`/m/${fx.menuId}`)).body).toContain('مطعم الجديد');
  });

  it('stores latitude and longitude as the GeoJSON point [long, lat] and clears it with empty values', async () => {
    expect((await put({ lat: '32.01', long: 35.87, institution: { location: { googleMaps: 'https://maps.app.goo.gl/x' } } })).status).toBe(200);
    let after = await stored();
    expect(after.institution.location.geoLocation.coordinates).toEqual([35.87, 32.01]);
    expect(after.institution.location.googleMaps).toBe('https://maps.app.goo.gl/x');
    expect((await put({ lat: '', long: '' })).status).toBe(200);
    after = await stored();
    expect(after.institution.location.geoLocation).toBeUndefined();
  });

  it('turns the private settings on and off with enable/disable', async () => {
    expect((await put({ enableBuy: 'disable', showSaleSection: 'enable', doMarkClosestBranch: 'disable' })).status).toBe(200);
    expect((await stored()).settings).toEqual({ doMenuPurchase: false, doRenderDealsSection: true, doMarkClosestBranch: false, english: false });
    expect((await put({ enableBuy: 'yes' })).status).toBe(400);
  });
});

describe('default op: validation (spec §5) and values that reach HTML, CSS or links', () => {
  const refused = async (body: unknown, message: RegExp) => {
    const before = await stored();
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(res.body.message).toMatch(message);
    const after = await stored();
    expect(after.updatedAt).toEqual(before.updatedAt);
  };

  it('refuses a colour that is not a CSS colour (nothing can break out of a style)', async () => {
    await refused({ colors: { mainColor: 'red;} body{display:none' } }, /mainColor is not a colour/);
    await refused({ colors: { tintColor: 'url(https://evil.example/x.png)' } }, /tintColor is not a colour/);
    await refused({ colors: { shadeColor: '"><script>alert(1)</script>' } }, /shadeColor is not a colour/);
    await refused({ colors: { secondaryColor: { $gt: '' } } }, /secondaryColor must be text/);
  });

  it('accepts only http(s) URLs for whatsapp, snapchat, the rating link and the maps link', async () => {
    await refused({ institution: { whatsapp: 'javascript:alert(1)' } }, /whatsapp must be a link/);
    await refused({ institution: { contact: { snapchat: 'data:text/html,hi' } } }, /snapchat must be a link/);
    await refused({ institution: { googleRateUrl: 'not a url' } }, /googleRateUrl must be a link/);
    await refused({ institution: { location: { googleMaps: 'ftp://maps.example' } } }, /googleMaps must be a link/);
  });

  it('refuses a bad e-mail and a bad phone ("Invalid phone number"), and a phone with letters', async () => {
    await refused({ institution: { contact: { email: 'not-an-email' } } }, /Invalid email/);
    await refused({ institution: { contact: { phone: '12' } } }, /^Invalid phone number$/);
    await refused({ institution: { contact: { phone: '+1 800 FLOWERS' } } }, /^Invalid phone number$/);
  });

  it('refuses coordinates that are not numbers, out of range, or only one of the pair', async () => {
    await refused({ lat: 'north', long: 35 }, /lat must be a number/);
    await refused({ lat: 95, long: 35 }, /lat must be a number from -90 to 90/);
    await refused({ lat: 31 }, /both lat and long/);
  });

  it('refuses an unknown time zone and currency', async () => {
    await refused({ timeZone: 'Mars/Olympus' }, /IANA time zone/);
    await refused({ currency: 'EUR' }, /currency must be one of JOD, SAR, AED, KWD, BHD, QAR, OMR, EGP, USD/);
  });

  it('the phone link of a stored phone holds only digits and +', async () => {
    expect((await put({ institution: { contact: { phone: '+962 (79) 123-4567' } } })).status).toBe(200);
    const page = (await owner.get(`/m/${fx.menuId}`)).body as string;
    const tel = [...page.matchAll(/href="tel:([^"]*)"/g)].map((m) => m[1]);
    expect(tel).toContain('+962791234567');
    for (const t of tel) expect(t).toMatch(/^\+?\d+$/);
  });
});

describe('default op: plans, owners and the short name', () => {
  it('refuses enabling buying at plan 0 (403) and leaves the setting off', async () => {
    const res = await put({ enableBuy: 'enable' }, plan0.menuId);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/plan 1/);
    expect((await stored(plan0.menuId)).settings.doMenuPurchase).toBe(false);
    expect((await put({ enableBuy: 'disable', showSaleSection: 'enable' }, plan0.menuId)).status).toBe(200);
  });

  it('refuses visitors (401) and signed-in non-admins (403), changing nothing', async () => {
    expect((await put({ headingPhrase: 'x' }, fx.menuId, new TestClient())).status).toBe(401);
    const res = await put({ headingPhrase: 'x' }, fx.menuId, stranger);
    expect(res.status).toBe(403);
    expect((await stored()).headingPhrase).not.toBe('x');
  });

  it('refuses a short name another menu has with a clear 409 and changes nothing', async () => {
    const res = await put({ username: other.username, headingPhrase: 'لن يتغير' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already taken/);
    const after = await stored();
    expect(after.username).toBe(fx.username);
    expect(after.headingPhrase).not.toBe('لن يتغير');
  });

  it('refuses a malformed short name (and one that looks like a menu id)', async () => {
    expect((await put({ username: 'A b' })).status).toBe(400);
    expect((await put({ username: 'ab' })).status).toBe(400);
    expect((await put({ username: 'a'.repeat(24).replace(/a/g, 'f') })).status).toBe(400);
  });

  it('changes the short name: the old short link (and a table card printed with it) leads to the new one, which no other menu may take', async () => {
    const old = fx.username;
    expect((await owner.get(`/m/${old}`)).status).toBe(200);
    const fresh = `new${Date.now().toString(36)}`;
    const res = await put({ username: fresh.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.data.data.username).toBe(fresh);
    expect((await stored()).formerUsernames).toEqual([old]);
    // A table card printed before: the same table on the page's new address (the server keeps the query).
    const card = await rawRequest('GET', `/m/${old}?table=t12&utm_source=qr`);
    expect(card.status).toBe(307);
    expect(card.headers.location).toBe(`/m/${fresh}?table=t12&utm_source=qr`);
    const english = await rawRequest('GET', `/m/${old.toUpperCase()}?lang=en&table=t12`);
    expect(english.headers.location).toMatch(new RegExp(`/m/${old}\\?lang=en&table=t12$`)); // its one form first
    const hop = await rawRequest('GET', String(english.headers.location));
    expect(hop.status).toBe(307);
    expect(hop.headers.location).toBe(`/m/${fresh}?lang=en&table=t12`); // then its name now
    const arabic = await rawRequest('GET', String(hop.headers.location));
    expect(arabic.headers.location).toBe(`/m/${fresh}?table=t12`); // this menu offers no English: its Arabic page
    expect((await owner.get(`/m/${fresh}`)).status).toBe(200);
    expect((await owner.get(`/m/${fx.menuId}`)).status).toBe(200);
    expect((await owner.get(`/api/v1/quickmenu/${old}`)).body.data.data._id).toBe(fx.menuId);
    // Another menu may not take the old name (its printed codes lead here; the init form: admin-init.test.ts).
    const taken = await put({ username: old }, other.menuId);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already taken/);
    expect((await stored(other.menuId)).username).toBe(other.username);
    // The menu itself may take it back: then the other name is the former one.
    expect((await put({ username: old })).status).toBe(200);
    expect((await stored()).formerUsernames).toEqual([fresh]);
    expect((await rawRequest('GET', `/m/${old}`)).status).toBe(200);
    expect((await rawRequest('GET', `/m/${fresh}`)).headers.location).toBe(`/m/${old}`);
  });

  it('an unknown op is a 400', async () => {
    const res = await owner.put(`/api/v1/quickmenu/${fx.menuId}?op=nope`, {});
    expect(res.status).toBe(400);
  });

  it('a body naming no field of the default op (empty, or another op’s fields sent without its op) is a 400 that changes nothing', async () => {
    const Menu = await testMenuModel();
    const before = await Menu.findById(fx.menuId).lean();
    for (const body of [{}, { soldOut: true }, { action: 'sitem', sectionId: fx.sectionIds.drinks, itemId: fx.itemIds.water, soldOut: true }]) {
      const res = await owner.put(`/api/v1/quickmenu/${fx.menuId}`, body, { 'accept-language': 'ar' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('لا يوجد ما يُعدَّل: أرسل حقلاً واحداً على الأقل من المعلومات العامة أو أيام العمل (وأي تعديل آخر يحتاج op في الرابط)');
    }
    expect((await owner.put(`/api/v1/quickmenu/${fx.menuId}`, {}, { 'accept-language': 'en' })).body.message).toMatch(/^Nothing to change/);
    expect(await Menu.findById(fx.menuId).lean()).toEqual(before);
  });
});
