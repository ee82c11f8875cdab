/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * Gallery images and the plan (spec §6, §7): an upload to a gallery below the gallery plan is refused like the gallery
 * ops (403, paid-feature notice, no file stored, menu unchanged); egallery's second form `{image, note}` adds an entry
 * for an image already stored by the upload, and refuses foreign URLs and unknown names with nothing changed.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, storeFixtureImages, testDb, testMenuModel, type MenuFixture } from '../support/menu-fixture';

const PAID_NOTICE = 'هذه الميزة مدفوعة بسعر أعلى، يرجى التواصل مع مزوّد الخدمة لتفعيلها';

let owner: TestClient;
let paid: MenuFixture;
let plan1: MenuFixture;

const menuDoc = async (fx: MenuFixture): Promise<any> => (await testMenuModel()).findById(fx.menuId).lean();
const galleryOf = async (fx: MenuFixture): Promise<any> =>
  (await menuDoc(fx)).sections.flatMap((s: any) => s.galleries).find((g: any) => String(g._id) === fx.galleryIds.scroll);
// A menu's stored files (uploads carry the menu's id): other test files upload into the shared database meanwhile.
const storedFiles = async (fx: MenuFixture) => (await testDb()).db!.collection('uploads.files').countDocuments({ 'metadata.menu': fx.menuId });
// Asked as the Arabic admin screens ask (Accept-Language: ar): the plan refusal is their Arabic paid-feature notice.
const ARABIC = { 'accept-language': 'ar' };
const egallery = (fx: MenuFixture, body: unknown, headers?: Record<string, string>) =>
  owner.put(`/api/v1/quickmenu/${fx.menuId}?op=egallery&sectionId=${fx.sectionIds.main}&galleryId=${fx.galleryIds.scroll}`, body, headers);

async function uploadToGallery(fx: MenuFixture, note: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884ea0' } }).png().toBuffer();
  const fd = new FormData();
  fd.set('path', 'image');
  fd.set('model', 'gallery');
  fd.set('data', JSON.stringify({ menuId: fx.menuId, galleryId: fx.galleryIds.scroll, note }));
  fd.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'g.png');
  return owner.post('/api/v1/upload', fd, ARABIC);
}

beforeAll(async () => {
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  [paid, plan1] = await Promise.all([
    insertMenuFixture({ admins: [account.username], plan: 2 }),
    insertMenuFixture({ admins: [account.username], plan: 1 }),
  ]);
});

describe('gallery upload and the plan', () => {
  it('at plan 1 an upload to a gallery is refused with 403 and the paid-feature notice; nothing is stored', async () => {
    const [files, before] = [await storedFiles(plan1), await menuDoc(plan1)];
    const res = await uploadToGallery(plan1, 'ممنوعة');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PAID_NOTICE);
    expect(await storedFiles(plan1)).toBe(files);
    const after = await menuDoc(plan1);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.sections).toEqual(before.sections);
  });

  it('at plan 2 the same upload is stored and added to the gallery', async () => {
    const files = await storedFiles(paid);
    const res = await uploadToGallery(paid, 'مسموحة');
    expect(res.status).toBe(200);
    const name = res.body.data.data.image;
    expect((await galleryOf(paid)).images.at(-1)).toEqual({ image: name, note: 'مسموحة' });
    expect(await storedFiles(paid)).toBe(files + 2);
    expect((await fetch(`${process.env.TEST_BASE_URL}/public/uploads/${name}`)).status).toBe(200);
  });
});

describe('egallery {image, note}', () => {
  it('adds an entry for a stored image, answers without a message, and the public page shows it', async () => {
    const [image] = await storeFixtureImages(1);
    const count = (await galleryOf(paid)).images.length;
    const res = await egallery(paid, { image, note: 'من المخزن' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBeUndefined();
    const images = (await galleryOf(paid)).images;
    expect(images).toHaveLength(count + 1);
    expect(images.at(-1)).toEqual({ image, note: 'من المخزن' });
    expect((await owner.get(`/m/${paid.menuId}`)).body).toContain(image.replace('.webp', ''));
  });

  it('a note is optional (empty); title and display still edit the gallery', async () => {
    const [image] = await storeFixtureImages(1);
    expect((await egallery(paid, { image })).status).toBe(200);
    expect((await galleryOf(paid)).images.at(-1)).toEqual({ image, note: '' });
    const edited = await egallery(paid, { title: 'الصالة', display: 'show-all' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.message).toBeUndefined();
    expect(await galleryOf(paid)).toMatchObject({ title: 'الصالة', display: 'show-all' });
  });

  it('refuses a foreign URL (400), an unknown name (404) and a mixed body (400), changing nothing', async () => {
    const before = await menuDoc(paid);
    const foreign = await egallery(paid, { image: 'https://evil.example/x.webp', note: 'x' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('image must be the name of an uploaded image');
    const unknown = await egallery(paid, { image: `${crypto.randomBytes(16).toString('hex')}.webp`, note: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This image does not exist; upload it first');
    const [image] = await storeFixtureImages(1);
    const mixed = await egallery(paid, { image, note: 'x', title: 'x', display: 'scroll' });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('an image entry takes only image, note and translations');
    const after = await menuDoc(paid);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.sections).toEqual(before.sections);
  });

  it('at plan 1 adding an entry is refused with 403 and the paid-feature notice', async () => {
    const [image] = await storeFixtureImages(1);
    const before = await menuDoc(plan1);
    const res = await egallery(plan1, { image, note: 'x' }, ARABIC);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PAID_NOTICE);
    expect((await menuDoc(plan1)).updatedAt).toEqual(before.updatedAt);
  });
});
