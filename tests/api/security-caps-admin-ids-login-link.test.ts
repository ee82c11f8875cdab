/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * Menu size caps and the database's size refusal as 4xx, menu admins by user id, the login
 * link's password kept off the server's page, and the low findings (Excel cells, control characters in names, image
 * decoding limit, the share image encoded once, egallery ownership, zero payments and prices that show as 0.00).
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { BSON, ObjectId } from 'mongodb';
import { TestClient } from '../support/http';
import { signUpVerifiedUser, withTestDb } from '../support/accounts';
import { insertMenuFixture, storeFixtureImages, type MenuFixture } from '../support/menu-fixture';
import { ARABIC, edit, newItem, storedMenu } from '../support/admin-edits';
import { createOrder, newClientAccount, ordersActors, type OrdersActors } from './orders-fixture';
import { t } from '../../lib/i18n/t';
import { MENU_LIMITS } from '../../lib/menus/menu-limits';

jest.setTimeout(120_000);

let owner: TestClient;
let ownerName: string;
let staff: OrdersActors;

beforeAll(async () => {
  owner = new TestClient();
  ownerName = (await signUpVerifiedUser(owner)).username;
  staff = await ordersActors();
});

const menuFor = (extra: Parameters<typeof insertMenuFixture>[0] = {}) => insertMenuFixture({ admins: [ownerName], ...extra });
const setStored = (menuId: string, set: Record<string, unknown>) =>
  withTestDb((db) => db.collection('menus').updateOne({ _id: new ObjectId(menuId) }, { $set: set }));
const storedItem = (i: number) => ({
  _id: new ObjectId(),
  title: `صنف ${i}`,
  itemname: `stored-${i}`,
  description: 'وصف',
  price: 1,
  pin: false,
  image: '',
  show: { type: 'small-image' },
  subItems: [],
  sale: { onSale: false, offPrice: 0 },
  interestRecords: 0,
  soldOut: false,
});
const emptySection = (i: number) => ({ _id: new ObjectId(), title: `قسم ${i}`, prime: false, items: [], galleries: [] });

describe('menu size caps: refused with their message, nothing changed', () => {
  it('sections', async () => {
    const fx = await menuFor();
    const before = await storedMenu(fx.menuId);
    const sections = [...before.sections, ...Array.from({ length: MENU_LIMITS.sections - before.sections.length }, (_, i) => emptySection(i))];
    await setStored(fx.menuId, { sections });
    const res = await edit(owner, fx.menuId, 'psection', {}, { title: 'قسم زائد', prime: false }, ARABIC);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(t('ar', 'limitSections', { max: MENU_LIMITS.sections }));
    expect(res.body.message).toContain('مصنفات');
    const english = await edit(owner, fx.menuId, 'psection', {}, { title: 'قسم زائد', prime: false });
    expect(english.body.message).toBe(t('en', 'limitSections', { max: MENU_LIMITS.sections }));
    expect((await storedMenu(fx.menuId)).sections).toHaveLength(MENU_LIMITS.sections);
  });

  it('items in one section, then in the whole menu', async () => {
    const fx = await menuFor();
    const menu = await storedMenu(fx.menuId);
    menu.sections[0].items = Array.from({ length: MENU_LIMITS.itemsPerSection }, (_, i) => storedItem(i));
    await setStored(fx.menuId, { sections: menu.sections });
    const full = await edit(owner, fx.menuId, 'pitem', { sectionId: fx.sectionIds.main }, newItem('one-too-many'));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(t('en', 'limitItemsPerSection', { max: MENU_LIMITS.itemsPerSection }));
    expect((await storedMenu(fx.menuId)).sections[0].items).toHaveLength(MENU_LIMITS.itemsPerSection);
    // Another section still has room.
    expect((await edit(owner, fx.menuId, 'pitem', { sectionId: fx.sectionIds.drinks }, newItem('fits-elsewhere'))).status).toBe(200);

    // The whole menu: its sections together at the menu's cap, none of them full.
    const perSection = MENU_LIMITS.itemsPerSection - 50;
    const count = Math.ceil(MENU_LIMITS.items / perSection);
    const sections = Array.from({ length: count }, (_, s) => ({
      ...emptySection(s),
      items: Array.from({ length: Math.min(perSection, MENU_LIMITS.items - s * perSection) }, (_, i) => storedItem(s * 1000 + i)),
    }));
    await setStored(fx.menuId, { sections });
    const res = await edit(owner, fx.menuId, 'pitem', { sectionId: String(sections[0]._id) }, newItem('over-the-menu'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(t('en', 'limitItems', { max: MENU_LIMITS.items }));
    const after = await storedMenu(fx.menuId);
    expect(after.sections.reduce((n: number, s: any) => n + s.items.length, 0)).toBe(MENU_LIMITS.items);
  });

  it('branches', async () => {
    const fx = await menuFor();
    const branches = Array.from({ length: MENU_LIMITS.branches }, () => ({ _id: new ObjectId(), phone: '0791234567', location: {} }));
    await setStored(fx.menuId, { branches });
    const res = await owner.post(`/api/v1/quickmenu/${fx.menuId}/branches`, { phone: '+962791234567', address: 'عمّان، اللويبدة' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(t('en', 'limitBranches', { max: MENU_LIMITS.branches }));
    expect((await storedMenu(fx.menuId)).branches).toHaveLength(MENU_LIMITS.branches);
  });

  it('images in a gallery: refused before anything is stored', async () => {
    const fx = await menuFor({ plan: 2 });
    const menu = await storedMenu(fx.menuId);
    const gallery = menu.sections.flatMap((s: any) => s.galleries).find((g: any) => String(g._id) === fx.galleryIds.scroll);
    gallery.images = Array.from({ length: MENU_LIMITS.imagesPerGallery - 1 }, () => ({ image: `${'a'.repeat(32)}.webp`, note: '' }));
    await setStored(fx.menuId, { sections: menu.sections });
    // The last free place is taken, then the gallery is full.
    expect((await owner.post('/api/v1/upload', galleryUpload(fx, await png(64, 48)))).status).toBe(200);
    // This menu's stored files only: other test files upload into the shared database at the same time.
    const filesOfMenu = () => withTestDb((db) => db.collection('uploads.files').countDocuments({ 'metadata.menu': String(fx.menuId) }));
    const files = await filesOfMenu();
    expect(files).toBeGreaterThanOrEqual(2); // the accepted upload above is counted: the count sees this menu's files
    const res = await owner.post('/api/v1/upload', galleryUpload(fx, await png(64, 48)));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(t('en', 'limitGalleryImages', { max: MENU_LIMITS.imagesPerGallery }));
    expect(await filesOfMenu()).toBe(files);
    const images = (await storedMenu(fx.menuId)).sections.flatMap((s: any) => s.galleries).find((g: any) => String(g._id) === fx.galleryIds.scroll).images;
    expect(images).toHaveLength(MENU_LIMITS.imagesPerGallery);
  });

  it('a write the database refuses for its size is a 413 with a clear message, not a 500, and changes nothing', async () => {
    const fx = await menuFor();
    // Grow the stored menu to a few bytes under the database's 16 MB document limit (written straight to the
    // database in 4 MB steps, as an older version without caps could have).
    const LIMIT = 16 * 1024 * 1024;
    const CHUNK = 4 * 1024 * 1024;
    for (let i = 0; i < 3; i++) await setStored(fx.menuId, { [`sections.0.items.${i}.description`]: 'x'.repeat(CHUNK) });
    const size = BSON.calculateObjectSize((await storedMenu(fx.menuId)) as any);
    const current = (await storedMenu(fx.menuId)).sections[0].items[3].description.length;
    await setStored(fx.menuId, { 'sections.0.items.3.description': 'x'.repeat(current + (LIMIT - size) - 40) });
    const before = await storedMenu(fx.menuId);
    expect(LIMIT - BSON.calculateObjectSize(before as any)).toBeLessThan(100);

    const res = await edit(owner, fx.menuId, 'psection', {}, { title: 'قسم جديد باسم طويل بما يكفي ليتجاوز الحد', prime: false });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(t('en', 'menuTooLarge'));
    expect((await storedMenu(fx.menuId)).sections).toHaveLength(before.sections.length);
  });
});

describe('menu admins by user id', () => {
  it('someone who signs up under a deleted admin’s old username gets nothing', async () => {
    const first = new TestClient();
    const admin = await signUpVerifiedUser(first);
    const created = await staff.staff.post('/api/v1/quickmenu', { admins: [admin.username], plan: 2 });
    expect(created.status).toBe(200);
    expect(created.body.data.data.admins).toEqual(['provider', admin.username]);
    const menuId = created.body.data.data._id;
    expect((await edit(first, menuId, 'psection', {}, { title: 'قسم', prime: false })).status).toBe(200);
    // Stored by id, not by name.
    const stored = await storedMenu(menuId);
    expect(stored.admins.every((a: unknown) => a instanceof ObjectId)).toBe(true);

    await withTestDb((db) => db.collection('users').deleteOne({ username: admin.username }));
    const impostor = new TestClient();
    await signUpVerifiedUser(impostor, { username: admin.username });
    const res = await edit(impostor, menuId, 'psection', {}, { title: 'استيلاء', prime: false });
    expect(res.status).toBe(403);
    expect((await storedMenu(menuId)).sections).toHaveLength(1);
    const read = await impostor.get(`/api/v1/quickmenu/${menuId}`);
    expect(read.body.data?.data?.admins).toBeUndefined();
    const me = await impostor.get('/me');
    expect(me.body).not.toContain(menuId);
    // The answers still show the accounts that exist, by name.
    expect((await staff.staff.get(`/api/v1/quickmenu/${menuId}`)).body.data.data.admins).toEqual(['provider']);
  });

  it('a renamed admin keeps the menu; the old name, taken by someone else, gets nothing', async () => {
    const client = new TestClient();
    const admin = await signUpVerifiedUser(client);
    const fx = await insertMenuFixture({ admins: [admin.username] });
    const renamed = `${admin.username}x`.slice(0, 30);
    await withTestDb((db) => db.collection('users').updateOne({ username: admin.username }, { $set: { username: renamed } }));
    const other = new TestClient();
    await signUpVerifiedUser(other, { username: admin.username });
    expect((await edit(other, fx.menuId, 'psection', {}, { title: 'لا', prime: false })).status).toBe(403);
    expect((await edit(client, fx.menuId, 'psection', {}, { title: 'نعم', prime: false })).status).toBe(200);
    expect((await staff.staff.get(`/api/v1/quickmenu/${fx.menuId}`)).body.data.data.admins).toEqual([renamed]);
  });
});

describe('the login page and the login link', () => {
  it('never writes a password from the address into its HTML; no-store and no Referer', async () => {
    // An older link (password in the query) is sent on with the password in the fragment, which the browser keeps.
    const moved = await fetch(`${process.env.TEST_BASE_URL}/login?username=rest.owner&password=s3cret-Pass-42&next=%2Fme`, { redirect: 'manual' });
    expect(moved.status).toBe(307);
    const location = new URL(moved.headers.get('location')!, process.env.TEST_BASE_URL);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/login?username=rest.owner&next=%2Fme#password=s3cret-Pass-42');
    expect(moved.headers.get('cache-control')).toContain('no-store');
    expect(moved.headers.get('referrer-policy')).toBe('no-referrer');
    const res = await fetch(`${process.env.TEST_BASE_URL}/login?username=rest.owner&password=s3cret-Pass-42`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('rest.owner');
    expect(html).not.toContain('s3cret-Pass-42');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('the orders Excel export', () => {
  it('writes text that starts like a formula with a leading apostrophe; phone numbers stay as they are', async () => {
    const client = await newClientAccount({ name: '=HYPERLINK("http://evil.test","open")' });
    await createOrder(staff.staff, client.username, 10);
    const res = await fetch(`${process.env.TEST_BASE_URL}/api/v1/orders?excel=1&username=${client.username}`, {
      headers: { cookie: [...staff.staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const row = wb.getWorksheet('Orders')!.getRow(2);
    expect(row.getCell(2).value).toBe(`'=HYPERLINK("http://evil.test","open")`);
    expect(row.getCell(4).value).toBe(client.phone);
  });
});

describe('control and bidi-override characters in names and titles', () => {
  it('are stripped from a user’s name and a section title', async () => {
    const c = new TestClient();
    const account = await signUpVerifiedUser(c, { name: 'Sa\u202Era\u0007h\u2066 Khatib\u0085' });
    const user = await withTestDb((db) => db.collection('users').findOne({ username: account.username }));
    expect(user?.name).toBe('Sarah Khatib');
    const fx = await menuFor();
    const res = await edit(owner, fx.menuId, 'psection', {}, { title: '\u202Eحلويات\u0000 شرقية\u009B', prime: false });
    expect(res.status).toBe(200);
    expect((await storedMenu(fx.menuId)).sections.at(-1).title).toBe('حلويات شرقية');
    // Nothing left but control characters: as if empty.
    expect((await edit(owner, fx.menuId, 'psection', {}, { title: '\u202E\u202C', prime: false })).status).toBe(400);
  });
});

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#884ea0' } }).png().toBuffer();
function galleryUpload(fx: MenuFixture, bytes: Buffer) {
  const fd = new FormData();
  fd.set('path', 'image');
  fd.set('model', 'gallery');
  fd.set('data', JSON.stringify({ menuId: fx.menuId, galleryId: fx.galleryIds.scroll, note: '' }));
  fd.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'g.png');
  return fd;
}

describe('images', () => {
  it('an image of more than 24 megapixels is refused (a small file that decodes huge)', async () => {
    const fx = await menuFor();
    const big = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(big.length).toBeLessThan(1024 * 1024);
    const fd = new FormData();
    fd.set('path', 'menuMainImage');
    fd.set('model', 'menu');
    fd.set('data', JSON.stringify({ menuId: fx.menuId }));
    fd.set('file', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'big.png');
    const before = (await storedMenu(fx.menuId)).menuMainImage;
    // This menu's stored files (every upload for a menu carries its id): other test files upload at the same time.
    const filesOfMenu = () => withTestDb((db) => db.collection('uploads.files').countDocuments({ 'metadata.menu': String(fx.menuId) }));
    const files = await filesOfMenu();
    const res = await owner.post('/api/v1/upload', fd);
    expect(res.status).toBe(400);
    expect((await storedMenu(fx.menuId)).menuMainImage).toBe(before);
    expect(await filesOfMenu()).toBe(files);
    // The count does see this menu's uploads: a small image is stored (full and list variant).
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } }).png().toBuffer();
    fd.set('file', new Blob([new Uint8Array(small)], { type: 'image/png' }), 'small.png');
    expect((await owner.post('/api/v1/upload', fd)).status).toBe(200);
    expect(await filesOfMenu()).toBe(files + 2);
  });

  it('the share image is encoded once per version of the picture, then served as it was', async () => {
    const [header, other] = await storeFixtureImages(2);
    const fx = await menuFor();
    await setStored(fx.menuId, { menuMainImage: header });
    const get = () => fetch(`${process.env.TEST_BASE_URL}/m/${fx.menuId}/share-image`);
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-share-image-cache')).toBe('MISS');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const second = await get();
    expect(second.headers.get('x-share-image-cache')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    // A new header image is a new version: encoded again.
    await setStored(fx.menuId, { menuMainImage: other });
    await edit(owner, fx.menuId, 'psection', {}, { title: 'تحديث', prime: false }); // invalidates the menu's cached reads
    const third = await get();
    expect(third.headers.get('x-share-image-cache')).toBe('MISS');
    expect(Buffer.from(await third.arrayBuffer()).equals(firstBytes)).toBe(false);
  });

  it('egallery refuses another menu’s stored image name, and takes the menu’s own', async () => {
    const mine = await menuFor({ plan: 2 });
    const up = await owner.post('/api/v1/upload', galleryUpload(mine, await png(80, 60)));
    expect(up.status).toBe(200);
    const name = up.body.data.data.image as string;

    const thief = new TestClient();
    const thiefName = (await signUpVerifiedUser(thief)).username;
    const theirs = await insertMenuFixture({ admins: [thiefName], plan: 2 });
    const ids = { sectionId: theirs.sectionIds.main, galleryId: theirs.galleryIds.scroll };
    const before = await storedMenu(theirs.menuId);
    const res = await edit(thief, theirs.menuId, 'egallery', ids, { image: name, note: 'مسروقة' });
    expect(res.status).toBe(404);
    expect(await storedMenu(theirs.menuId)).toEqual(before);

    // An image stored without its menu recorded (seeded, or before this was recorded) is refused once another menu shows it.
    const [legacy] = await storeFixtureImages(1);
    await setStored(mine.menuId, { menuMainImage: legacy });
    expect((await edit(thief, theirs.menuId, 'egallery', ids, { image: legacy, note: 'x' })).status).toBe(404);
    expect(await storedMenu(theirs.menuId)).toEqual(before);

    const own = await edit(owner, mine.menuId, 'egallery', { sectionId: mine.sectionIds.main, galleryId: mine.galleryIds.scroll }, { image: name, note: 'مرة أخرى' });
    expect(own.status).toBe(200);
  });
});

describe('amounts that show as 0.00', () => {
  it('a payment of 0 or 1e-7 is refused and records nothing', async () => {
    const client = await newClientAccount();
    const order = await createOrder(staff.staff, client.username, 50);
    for (const value of [0, 1e-7, '0.001']) {
      const res = await staff.staff.post(`/api/v1/orders/${order._id}/debits`, { method: 'cash', value });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('value must be at least 0.01');
    }
    const stored = await withTestDb((db) => db.collection('orders').findOne({ _id: new ObjectId(order._id) }));
    expect(stored?.payments ?? []).toEqual([]);
  });

  it('an item price of 1e-7 and a discount of 0.9999999 are refused; 0 (free) and 0.01 are fine', async () => {
    const fx = await menuFor();
    const tiny = await edit(owner, fx.menuId, 'pitem', { sectionId: fx.sectionIds.main }, newItem('tiny-price', { price: 1e-7 }));
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toBe('price must be 0 or at least 0.01');
    const sub = await edit(owner, fx.menuId, 'pitem', { sectionId: fx.sectionIds.main }, newItem('tiny-sub', { subItems: [{ title: 'صغير', price: 0.000001 }] }));
    expect(sub.status).toBe(400);
    expect((await edit(owner, fx.menuId, 'pitem', { sectionId: fx.sectionIds.main }, newItem('free-water', { price: 0 }))).status).toBe(200);
    expect((await edit(owner, fx.menuId, 'pitem', { sectionId: fx.sectionIds.main }, newItem('one-cent', { price: 0.01 }))).status).toBe(200);
    const ids = { sectionId: fx.sectionIds.main, itemId: fx.itemIds.mansaf };
    for (const offPrice of [0.9999999, 1e-7]) {
      const res = await edit(owner, fx.menuId, 'eitem', ids, { sale: { onSale: true, offPrice } });
      expect(res.status).toBe(400);
    }
    const item = (await storedMenu(fx.menuId)).sections[0].items.find((i: any) => String(i._id) === fx.itemIds.mansaf);
    expect(item.sale.onSale).toBe(false);
  });
});
