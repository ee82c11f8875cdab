/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
import sharp from 'sharp';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { TestClient } from '../support/http';
import { signUpVerifiedUser, type TestAccount } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';

/**
 * POST /api/v1/upload and GET /public/uploads/{file} against the built app and the real test database:
 * who may upload, what is accepted, what the menu looks like afterwards and how the files are served.
 */
const base = () => process.env.TEST_BASE_URL as string;
const NAME = /^[a-f0-9]{32}\.webp$/;

let mongo: MongoClient;
let db: Db;
let admin: TestClient;
let adminAccount: TestAccount;
let stranger: TestClient;
let fx: MenuFixture;

async function png(width: number, height: number, color = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f1c40f"/></svg>`) }])
    .png()
    .toBuffer();
}

function form(fields: { path: string; model: string; data: unknown }, file: Buffer, filename = 'photo.png', type = 'image/png') {
  const fd = new FormData();
  fd.set('path', fields.path);
  fd.set('model', fields.model);
  fd.set('data', JSON.stringify(fields.data));
  fd.set('file', new Blob([new Uint8Array(file)], { type }), filename);
  return fd;
}

async function menuDoc(): Promise<any> {
  return db.collection('menus').findOne({ _id: new ObjectId(fx.menuId) });
}
const itemImage = async (itemId: string) =>
  (await menuDoc()).sections.flatMap((s: any) => s.items).find((i: any) => String(i._id) === itemId).image as string;
/** This menu's files only: other test files upload to the same database at the same time. */
const storedFiles = () => db.collection('uploads.files').countDocuments({ 'metadata.menu': fx.menuId });
const fetchFile = (name: string, headers: Record<string, string> = {}) => fetch(`${base()}/public/uploads/${name}`, { headers });

beforeAll(async () => {
  mongo = new MongoClient(process.env.TEST_MONGODB_URI as string);
  await mongo.connect();
  db = mongo.db();
  admin = new TestClient();
  adminAccount = await signUpVerifiedUser(admin);
  stranger = new TestClient();
  await signUpVerifiedUser(stranger);
  fx = await insertMenuFixture({ admins: [adminAccount.username] });
});

afterAll(async () => {
  await mongo?.close();
});

describe('POST /api/v1/upload', () => {
  it('refuses a visitor without a session (401) and a signed-in user who is not an admin of the menu (403)', async () => {
    const before = await itemImage(fx.itemIds.mansaf);
    const fields = { path: 'image', model: 'item', data: { menuId: fx.menuId, itemId: fx.itemIds.mansaf } };
    const anon = await new TestClient().post('/api/v1/upload', form(fields, await png(40, 30)));
    expect(anon.status).toBe(401);
    const res = await stranger.post('/api/v1/upload', form(fields, await png(40, 30)));
    expect(res.status).toBe(403);
    expect(res.body.status).toBe('fail');
    expect(await itemImage(fx.itemIds.mansaf)).toBe(before);
  });

  it('stores an item image, sets it on the item and serves it with strong caching; the small variant is smaller', async () => {
    const res = await admin.post(
      '/api/v1/upload',
      form({ path: 'image', model: 'item', data: { menuId: fx.menuId, itemId: fx.itemIds.mansaf } }, await png(1600, 1200)),
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const name = res.body.data.data.image;
    expect(name).toMatch(NAME);
    expect(String(res.body.data.data._id)).toBe(fx.menuId);
    const item = res.body.data.data.sections.flatMap((s: any) => s.items).find((i: any) => i._id === fx.itemIds.mansaf);
    expect(item.image).toBe(name);
    expect(await itemImage(fx.itemIds.mansaf)).toBe(name);

    const full = await fetchFile(name);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = full.headers.get('etag');
    expect(etag).toMatch(/^"[a-f0-9]{64}"$/);
    const bytes = Buffer.from(await full.arrayBuffer());
    // The served bytes are exactly the stored file (Content-Length is set by the handler but `next start` re-frames the body).
    const stored = await db.collection('uploads.files').findOne({ filename: name });
    expect(bytes.length).toBe(stored!.length);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1200, 900]); // capped for items, aspect kept

    const again = await fetchFile(name, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    const small = await fetchFile(name.replace('.webp', '-sm.webp'));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const smallBytes = Buffer.from(await small.arrayBuffer());
    expect(smallBytes.length).toBeLessThan(bytes.length);
    expect((await sharp(smallBytes).metadata()).width).toBe(480);
  });

  it('deletes the replaced image (both sizes) when an item gets a new one', async () => {
    const first = await admin.post(
      '/api/v1/upload',
      form({ path: 'image', model: 'item', data: { menuId: fx.menuId, itemId: fx.itemIds.water } }, await png(300, 200, '#16a085')),
    );
    expect(first.status).toBe(200);
    const oldName = first.body.data.data.image;
    // Both sizes served once before the replacement (the server keeps served bytes in memory: they must not outlive the file).
    expect((await fetchFile(oldName)).status).toBe(200);
    expect((await fetchFile(oldName.replace('.webp', '-sm.webp'))).status).toBe(200);

    const second = await admin.post(
      '/api/v1/upload',
      form({ path: 'image', model: 'item', data: { menuId: fx.menuId, itemId: fx.itemIds.water } }, await png(300, 200, '#8e44ad')),
    );
    expect(second.status).toBe(200);
    const newName = second.body.data.data.image;
    expect(newName).not.toBe(oldName);
    expect(await itemImage(fx.itemIds.water)).toBe(newName);
    expect((await fetchFile(oldName)).status).toBe(404);
    expect((await fetchFile(oldName.replace('.webp', '-sm.webp'))).status).toBe(404);
    expect(await db.collection('uploads.files').countDocuments({ filename: { $in: [oldName, oldName.replace('.webp', '-sm.webp')] } })).toBe(0);
    expect((await fetchFile(newName)).status).toBe(200);
  });

  it('refuses bytes that are not an image, whatever the name and declared type say (400), and changes nothing', async () => {
    const before = await itemImage(fx.itemIds.pinned);
    const files = await storedFiles();
    const res = await admin.post(
      '/api/v1/upload',
      form(
        { path: 'image', model: 'item', data: { menuId: fx.menuId, itemId: fx.itemIds.pinned } },
        Buffer.from('just some text pretending to be a picture\n'.repeat(20)),
        'photo.png',
        'image/png',
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unsupported image type');
    expect(await itemImage(fx.itemIds.pinned)).toBe(before);
    expect(await storedFiles()).toBe(files);
  });

  it('refuses an SVG (scripts can hide in it) with 400', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const res = await admin.post(
      '/api/v1/upload',
      form({ path: 'menuMainImage', model: 'menu', data: { menuId: fx.menuId } }, svg, 'a.png', 'image/png'),
    );
    expect(res.status).toBe(400);
  });

  it('refuses a file over the size limit with 413', async () => {
    const files = await storedFiles();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7);
    (await png(10, 10)).copy(big); // a real PNG header, then padding
    const res = await admin.post('/api/v1/upload', form({ path: 'menuMainImage', model: 'menu', data: { menuId: fx.menuId } }, big));
    expect(res.status).toBe(413);
    expect(await storedFiles()).toBe(files);
  });

  it('sets the header image and the logo, each capped to its own size', async () => {
    const main = await admin.post('/api/v1/upload', form({ path: 'menuMainImage', model: 'menu', data: { menuId: fx.menuId } }, await png(2400, 1000)));
    expect(main.status).toBe(200);
    expect(main.body.data.data.menuMainImage).toBe(main.body.data.data.image);
    const logo = await admin.post('/api/v1/upload', form({ path: 'institution.logo', model: 'menu', data: { menu: fx.menuId } }, await png(900, 900)));
    expect(logo.status).toBe(200);
    const doc = await menuDoc();
    expect(doc.menuMainImage).toBe(main.body.data.data.image);
    expect(doc.institution.logo).toBe(logo.body.data.data.image);
    const mainMeta = await sharp(Buffer.from(await (await fetchFile(doc.menuMainImage)).arrayBuffer())).metadata();
    expect(mainMeta.width).toBe(1600);
    const logoMeta = await sharp(Buffer.from(await (await fetchFile(doc.institution.logo)).arrayBuffer())).metadata();
    expect(logoMeta.width).toBe(512);
  });

  it('adds a gallery image with its note, and replaces one at galleryImageIndex', async () => {
    const gallery = () => menuDoc().then((m) => m.sections.flatMap((s: any) => s.galleries).find((g: any) => String(g._id) === fx.galleryIds.scroll));
    const countBefore = (await gallery()).images.length;
    const added = await admin.post(
      '/api/v1/upload',
      form({ path: 'image', model: 'gallery', data: { menuId: fx.menuId, galleryId: fx.galleryIds.scroll, note: 'الطابون صباحاً' } }, await png(800, 600)),
    );
    expect(added.status).toBe(200);
    let g = await gallery();
    expect(g.images).toHaveLength(countBefore + 1);
    expect(g.images[countBefore]).toEqual({ image: added.body.data.data.image, note: 'الطابون صباحاً' });

    const replaced = await admin.post(
      '/api/v1/upload',
      form({ path: 'image', model: 'gallery', data: { menuId: fx.menuId, galleryId: fx.galleryIds.scroll, galleryImageIndex: 1 } }, await png(800, 600, '#2c3e50')),
    );
    expect(replaced.status).toBe(200);
    g = await gallery();
    expect(g.images).toHaveLength(countBefore + 1);
    expect(g.images[1].image).toBe(replaced.body.data.data.image);
    expect(g.images[1].note).toBe('المشاوي'); // the note stays

    const outOfRange = await admin.post(
      '/api/v1/upload',
      form({ path: 'image', model: 'gallery', data: { menuId: fx.menuId, galleryId: fx.galleryIds.scroll, galleryImageIndex: 40 } }, await png(80, 60)),
    );
    expect(outOfRange.status).toBe(404);
  });

  it('answers 400 for a bad form and 404 for an unknown item', async () => {
    const noFile = new FormData();
    noFile.set('path', 'image');
    noFile.set('model', 'item');
    noFile.set('data', JSON.stringify({ menuId: fx.menuId, itemId: fx.itemIds.mansaf }));
    expect((await admin.post('/api/v1/upload', noFile)).status).toBe(400);

    const badPath = await admin.post('/api/v1/upload', form({ path: '../../etc', model: 'menu', data: { menuId: fx.menuId } }, await png(20, 20)));
    expect(badPath.status).toBe(400);

    const injected = await admin.post('/api/v1/upload', form({ path: 'image', model: 'item', data: { menuId: { $gt: '' }, itemId: fx.itemIds.mansaf } }, await png(20, 20)));
    expect(injected.status).toBe(400);

    const unknown = await admin.post(
      '/api/v1/upload',
      form({ path: 'image', model: 'item', data: { menuId: fx.menuId, itemId: '0123456789abcdef01234567' } }, await png(20, 20)),
    );
    expect(unknown.status).toBe(404);
  });
});

describe('GET /public/uploads/{file}', () => {
  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '..%2F..%2Fpackage.json',
    'package.json',
    '0123456789abcdef0123456789abcdef.webp', // well-formed but never stored
    '0123456789ABCDEF0123456789ABCDEF.webp',
  ])('answers 404 for %s', async (name) => {
    const res = await fetchFile(name);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers HEAD with the headers only', async () => {
    const doc = await menuDoc();
    const res = await fetch(`${base()}/public/uploads/${doc.menuMainImage}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('etag')).toMatch(/^"[a-f0-9]{64}"$/);
  });
});
