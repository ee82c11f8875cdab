/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read loosely in assertions */
/**
 * The data: the English side of items (title, description), their sub-items and sections is saved by the
 * edit ops in the bodies the spec defines (an addition), checked as the Arabic fields are, kept by edits that do not
 * name it, and served in the menu's public read only where it exists.
 */
import { adminWorld, ARABIC, edit, findItem, findSection, newItem, storedMenu, type AdminWorld } from '../support/admin-edits';

let w: AdminWorld;
beforeAll(async () => {
  w = await adminWorld();
});

const main = () => ({ sectionId: w.fx.sectionIds.main });
const publicRead = async () => (await w.anonymous.get(`/api/v1/quickmenu/${w.fx.menuId}`)).body.data.data;

it('saves an item’s English title and description and its sub-items’ English titles, and serves them publicly', async () => {
  const body = newItem('hummus', {
    translations: { en: { title: '  Hummus  ', description: 'Chickpeas, tahini and lemon' } },
    subItems: [
      { title: 'صغير', price: 1.5, translations: { en: { title: 'Small' } } },
      { title: 'كبير', price: 2.5 },
    ],
  });
  const res = await edit(w.admin, w.fx.menuId, 'pitem', main(), body);
  expect(res.status).toBe(200);
  const created = findSection(res.body.data.data, w.fx.sectionIds.main).items.at(-1);
  expect(created.translations).toEqual({ en: { title: 'Hummus', description: 'Chickpeas, tahini and lemon' } });

  const item = (await publicRead()).sections.flatMap((s: any) => s.items).find((i: any) => i._id === created._id);
  expect(item.translations).toEqual({ en: { title: 'Hummus', description: 'Chickpeas, tahini and lemon' } });
  expect(item.subItems).toEqual([
    { title: 'صغير', price: 1.5, translations: { en: { title: 'Small' } } },
    { title: 'كبير', price: 2.5 },
  ]);
  // An item without a translation carries none (the page's data stays small).
  const mansaf = (await publicRead()).sections.flatMap((s: any) => s.items).find((i: any) => i._id === w.fx.itemIds.mansaf);
  expect(mansaf.translations).toBeUndefined();
});

it('keeps the English side through edits that do not name it, replaces it when given, and an empty text removes it', async () => {
  const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { translations: { en: { title: 'Mansaf', description: 'Lamb, jameed and rice' } } })).status).toBe(200);
  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { price: 7 })).status).toBe(200);
  expect(findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.mansaf).translations).toEqual({ en: { title: 'Mansaf', description: 'Lamb, jameed and rice' } });

  expect((await edit(w.admin, w.fx.menuId, 'eitem', ids, { translations: { en: { title: 'Jordanian mansaf', description: '' } } })).status).toBe(200);
  const item = (await publicRead()).sections.flatMap((s: any) => s.items).find((i: any) => i._id === w.fx.itemIds.mansaf);
  expect(item.translations).toEqual({ en: { title: 'Jordanian mansaf' } });
});

it('saves a section’s English title on create and edit, and keeps it when an edit does not name it', async () => {
  const created = await edit(w.admin, w.fx.menuId, 'psection', {}, { title: 'مقبلات', prime: false, translations: { en: { title: 'Starters' } } });
  expect(created.status).toBe(200);
  const section = created.body.data.data.sections.at(-1);
  expect(section.translations).toEqual({ en: { title: 'Starters' } });
  expect((await edit(w.admin, w.fx.menuId, 'esection', { sectionId: section._id }, { title: 'مقبلات باردة', prime: false })).status).toBe(200);
  expect(findSection(await storedMenu(w.fx.menuId), section._id).translations).toEqual({ en: { title: 'Starters' } });
  expect((await edit(w.admin, w.fx.menuId, 'esection', { sectionId: section._id }, { title: 'مقبلات باردة', prime: false, translations: { en: { title: 'Cold starters' } } })).status).toBe(200);
  const read = (await publicRead()).sections.find((s: any) => s._id === section._id);
  expect(read).toMatchObject({ title: 'مقبلات باردة', translations: { en: { title: 'Cold starters' } } });
});

it('refuses an English text that is too long or not text, in the caller’s language, storing nothing', async () => {
  const ids = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
  const before = findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.mansaf).translations;
  const long = await edit(w.admin, w.fx.menuId, 'eitem', ids, { translations: { en: { title: 'x'.repeat(101) } } }, ARABIC);
  expect(long.status).toBe(400);
  expect(long.body.message).toContain('اسم العنصر بالإنجليزية');
  const english = await edit(w.admin, w.fx.menuId, 'eitem', ids, { translations: { en: { description: 'y'.repeat(1001) } } });
  expect(english.status).toBe(400);
  expect(english.body.message).toContain('translations.en.description');
  const notText = await edit(w.admin, w.fx.menuId, 'psection', {}, { title: 'قسم', prime: false, translations: { en: { title: 5 } } }, ARABIC);
  expect(notText.status).toBe(400);
  expect(notText.body.message).toContain('اسم المصنف بالإنجليزية');
  expect(findItem(await storedMenu(w.fx.menuId), w.fx.itemIds.mansaf).translations).toEqual(before);
});

it('saves the menu’s own English texts field by field, offers the menu in English when switched on, and serves both', async () => {
  const put = (body: unknown, headers?: Record<string, string>) => w.admin.put(`/api/v1/quickmenu/${w.fx.menuId}`, body, headers);
  expect((await put({ translations: { en: { name: 'Abu Sami', address: 'Rainbow Street, Amman' } } })).status).toBe(200);
  // Another form's English fields leave these as they are.
  expect((await put({ headingPhrase: 'أهلاً بكم', translations: { en: { headingPhrase: 'Welcome' } } })).status).toBe(200);
  let read = await publicRead();
  expect(read.translations).toEqual({ en: { name: 'Abu Sami', address: 'Rainbow Street, Amman', headingPhrase: 'Welcome' } });
  expect(read.languages).toEqual(['ar']);

  expect((await put({ english: 'enable' })).status).toBe(200);
  read = await publicRead();
  expect(read.languages).toEqual(['ar', 'en']);
  expect((await storedMenu(w.fx.menuId)).settings.english).toBe(true);
  expect((await put({ english: 'disable' })).status).toBe(200);
  expect((await publicRead()).languages).toEqual(['ar']);

  const refused = await put({ english: 'yes', translations: { en: { name: 'n'.repeat(121) } } }, ARABIC);
  expect(refused.status).toBe(400);
  expect((await storedMenu(w.fx.menuId)).translations.en.name).toBe('Abu Sami');
});

it('saves the English side of a gallery’s title, an image’s note and a branch’s address, keeps it through edits that do not name it, and serves it', async () => {
  const gallery = { sectionId: w.fx.sectionIds.main, galleryId: w.fx.galleryIds.scroll };
  expect((await edit(w.admin, w.fx.menuId, 'egallery', gallery, { title: 'من مطبخنا', display: 'scroll', translations: { en: { title: 'From our kitchen' } } })).status).toBe(200);
  expect((await edit(w.admin, w.fx.menuId, 'egallery', gallery, { title: 'من مطبخنا اليوم', display: 'show-all' })).status).toBe(200);
  expect((await edit(w.admin, w.fx.menuId, 'egalleryimage', { ...gallery, galleryImageIndex: '0' }, { note: 'على الفحم', translations: { en: { note: 'Over charcoal' } } })).status).toBe(200);
  expect((await edit(w.admin, w.fx.menuId, 'egalleryimage', { ...gallery, galleryImageIndex: '0' }, { note: 'على فحم الحطب' })).status).toBe(200);

  const branchUrl = `/api/v1/quickmenu/${w.fx.menuId}/branches`;
  const created = await w.admin.post(branchUrl, { address: 'فرع خلدا', phone: '+962795551234', translations: { en: { address: 'Khalda branch' } } });
  expect(created.status).toBe(201);
  const branchId = created.body.data.data.branches.at(-1)._id;
  expect((await w.admin.put(`${branchUrl}/${branchId}`, { address: 'فرع خلدا الجديد', phone: '+962795551234' })).status).toBe(200);

  const read = await publicRead();
  const served = findSection(read, w.fx.sectionIds.main).galleries.find((g: any) => g._id === w.fx.galleryIds.scroll);
  expect(served.title).toBe('من مطبخنا اليوم');
  expect(served.translations).toEqual({ en: { title: 'From our kitchen' } });
  expect(served.images[0]).toMatchObject({ note: 'على فحم الحطب', translations: { en: { note: 'Over charcoal' } } });
  const branch = read.branches.find((b: any) => b._id === branchId);
  expect(branch.location.address).toBe('فرع خلدا الجديد');
  expect(branch.translations).toEqual({ en: { address: 'Khalda branch' } });

  // Checked like the Arabic fields, named by their Arabic labels; nothing changes.
  const tooLong = await w.admin.put(`${branchUrl}/${branchId}`, { address: 'فرع', phone: '+962795551234', translations: { en: { address: 'x'.repeat(301) } } }, ARABIC);
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.message).toContain('العنوان بالإنجليزية');
  const badNote = await edit(w.admin, w.fx.menuId, 'egalleryimage', { ...gallery, galleryImageIndex: '0' }, { note: 'x', translations: { en: { note: 7 } } }, ARABIC);
  expect(badNote.status).toBe(400);
  expect(badNote.body.message).toContain('الوصف بالإنجليزية');
  const stored = await storedMenu(w.fx.menuId);
  expect(stored.branches.find((b: any) => String(b._id) === branchId).location.address).toBe('فرع خلدا الجديد');
  expect(findSection(stored, w.fx.sectionIds.main).galleries[0].images[0].note).toBe('على فحم الحطب');
});
