/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/**
 * Gallery ops (spec §7 pgallery, egallery, mgallery, egalleryimage, mgalleryimage): plan gate, no message on
 * create/edit success, wrong or foreign ids → 404 with nothing changed, images added through the upload and their
 * files deleted with them.
 */
import sharp from 'sharp';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';

let owner: TestClient;
let fx: MenuFixture;
let foreign: MenuFixture;
let plan1: MenuFixture;

const menuDoc = async (id = fx.menuId): Promise<any> => (await testMenuModel()).findById(id).lean();
const op = (query: string, body?: unknown, menuId = fx.menuId, headers?: Record<string, string>) => owner.put(`/api/v1/quickmenu/${menuId}?${query}`, body ?? {}, headers);
const galleryOf = async (galleryId: string): Promise<any> =>
  (await menuDoc()).sections.flatMap((s: any) => s.galleries).find((g: any) => String(g._id) === galleryId);

async function uploadGalleryImage(galleryId: string, note: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e86c1' } }).png().toBuffer();
  const fd = new FormData();
  fd.set('path', 'image');
  fd.set('model', 'gallery');
  fd.set('data', JSON.stringify({ menuId: fx.menuId, galleryId, note }));
  fd.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'g.png');
  const res = await owner.post('/api/v1/upload', fd);
  expect(res.status).toBe(200);
  return res.body.data.data.image;
}
const fileStatus = async (name: string) => (await fetch(`${process.env.TEST_BASE_URL}/public/uploads/${name}`)).status;

beforeAll(async () => {
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  [fx, foreign, plan1] = await Promise.all([
    insertMenuFixture({ admins: [account.username], plan: 2 }),
    insertMenuFixture({ admins: [account.username], plan: 2 }),
    insertMenuFixture({ admins: [account.username], plan: 1 }),
  ]);
});

describe('gallery ops', () => {
  let galleryId: string;

  it('pgallery creates a gallery in the section (scroll display, no images) and answers without a message', async () => {
    const res = await op(`op=pgallery&sectionId=${fx.sectionIds.drinks}`, { title: 'جلسات الحديقة' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBeUndefined();
    const section = res.body.data.data.sections.find((s: any) => s._id === fx.sectionIds.drinks);
    const created = section.galleries.find((g: any) => g.title === 'جلسات الحديقة');
    expect(created).toMatchObject({ display: 'scroll', images: [] });
    galleryId = created._id;
  });

  it('refuses a gallery without a title (400), and a section of another menu (404)', async () => {
    const res = await op(`op=pgallery&sectionId=${fx.sectionIds.drinks}`, { title: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('title is a required field');
    expect((await op(`op=pgallery&sectionId=${foreign.sectionIds.drinks}`, { title: 'x' })).status).toBe(404);
  });

  it('egallery edits title and display, without a message; display must be scroll or show-all', async () => {
    const res = await op(`op=egallery&sectionId=${fx.sectionIds.drinks}&galleryId=${galleryId}`, { title: 'الحديقة', display: 'show-all' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBeUndefined();
    expect(await galleryOf(galleryId)).toMatchObject({ title: 'الحديقة', display: 'show-all' });
    expect((await op(`op=egallery&sectionId=${fx.sectionIds.drinks}&galleryId=${galleryId}`, { title: 'x', display: 'grid' })).status).toBe(400);
    expect((await op(`op=egallery&sectionId=${fx.sectionIds.drinks}&galleryId=${galleryId}`, { title: 'x' })).status).toBe(400);
  });

  it('a gallery id under the wrong section, or of another menu, is a 404 and changes nothing', async () => {
    const before = await menuDoc();
    expect((await op(`op=egallery&sectionId=${fx.sectionIds.main}&galleryId=${galleryId}`, { title: 'x', display: 'scroll' })).status).toBe(404);
    expect((await op(`op=egallery&sectionId=${foreign.sectionIds.main}&galleryId=${foreign.galleryIds.scroll}`, { title: 'x', display: 'scroll' })).status).toBe(404);
    expect((await op(`op=mgallery&sectionId=${fx.sectionIds.drinks}&galleryId=${new Types.ObjectId()}`)).status).toBe(404);
    expect((await op(`op=egallery&sectionId=nope&galleryId=${galleryId}`, { title: 'x', display: 'scroll' })).status).toBe(400);
    expect((await menuDoc()).updatedAt).toEqual(before.updatedAt);
  });

  it('images come in through the upload; egalleryimage edits a note; mgalleryimage removes one and its file', async () => {
    const first = await uploadGalleryImage(galleryId, 'الأولى');
    const second = await uploadGalleryImage(galleryId, 'الثانية');
    expect((await galleryOf(galleryId)).images.map((i: any) => i.note)).toEqual(['الأولى', 'الثانية']);

    const ids = `sectionId=${fx.sectionIds.drinks}&galleryId=${galleryId}`;
    const edited = await op(`op=egalleryimage&${ids}&galleryImageIndex=1`, { note: 'ملاحظة جديدة' });
    expect(edited.status).toBe(200);
    expect((await galleryOf(galleryId)).images[1]).toEqual({ image: second, note: 'ملاحظة جديدة' });
    expect((await op(`op=egalleryimage&${ids}&galleryImageIndex=5`, { note: 'x' })).status).toBe(404);

    expect(await fileStatus(first)).toBe(200);
    const removed = await op(`op=mgalleryimage&${ids}&galleryImageIndex=0`);
    expect(removed.status).toBe(200);
    const images = removed.body.data.data.sections.flatMap((s: any) => s.galleries).find((g: any) => g._id === galleryId).images;
    expect(images).toEqual([{ image: second, note: 'ملاحظة جديدة' }]);
    expect(await fileStatus(first)).toBe(404);
    expect((await op(`op=mgalleryimage&${ids}&galleryImageIndex=3`)).status).toBe(404);

    const gone = await op(`op=mgallery&${ids}`);
    expect(gone.status).toBe(200);
    expect(await galleryOf(galleryId)).toBeUndefined();
    expect(await fileStatus(second)).toBe(404);
  });

  it('the public page shows a new gallery on the next request', async () => {
    await owner.get(`/m/${fx.username}`);
    const res = await op(`op=pgallery&sectionId=${fx.sectionIds.main}`, { title: 'صور المطبخ' });
    expect(res.status).toBe(200);
    expect((await owner.get(`/m/${fx.username}`)).body).toContain('صور المطبخ');
    expect((await owner.get(`/m/${fx.menuId}`)).body).toContain('صور المطبخ');
  });

  it('at plan 1 every gallery op is refused with 403 and the paid-feature notice', async () => {
    const before = await menuDoc(plan1.menuId);
    const ids = `sectionId=${plan1.sectionIds.main}&galleryId=${plan1.galleryIds.scroll}`;
    for (const [query, body] of [
      [`op=pgallery&sectionId=${plan1.sectionIds.main}`, { title: 'x' }],
      [`op=egallery&${ids}`, { title: 'x', display: 'scroll' }],
      [`op=mgallery&${ids}`, {}],
      [`op=egalleryimage&${ids}&galleryImageIndex=0`, { note: 'x' }],
      [`op=mgalleryimage&${ids}&galleryImageIndex=0`, {}],
    ] as const) {
      // Asked as the Arabic admin screen asks: the refusal is its Arabic notice.
      const res = await op(query, body, plan1.menuId, { 'accept-language': 'ar' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('هذه الميزة مدفوعة بسعر أعلى، يرجى التواصل مع مزوّد الخدمة لتفعيلها');
    }
    expect((await menuDoc(plan1.menuId)).updatedAt).toEqual(before.updatedAt);
  });
});
