/* eslint-disable @typescript-eslint/no-explicit-any -- responses are read loosely in assertions */
import { ADMIN_ERRORS } from '../../lib/i18n/ar';
import { API_MESSAGES as API_MESSAGES_AR } from '../../lib/i18n/api-ar';
import { adminWorld, ARABIC, edit, findSection, storedMenu, type AdminWorld } from '../support/admin-edits';

/** Section ops of PUT /api/v1/quickmenu/{menuId} (spec §7): psection, esection, msection, osection, over real HTTP. */
let w: AdminWorld;

beforeAll(async () => {
  w = await adminWorld();
});

const titles = (menu: any) => menu.sections.map((s: any) => s.title);

describe('psection', () => {
  it('adds a section at the end and answers the updated menu in data.data with the notice', async () => {
    const res = await edit(w.admin, w.fx.menuId, 'psection', {}, { title: 'الحلويات', prime: false, extra: 'dropped' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data.message).toBe('تم الإنشاء');
    const last = res.body.data.data.sections.at(-1);
    expect(last).toMatchObject({ title: 'الحلويات', prime: false, items: [], galleries: [] });
    expect(last.extra).toBeUndefined();
    expect(titles(await storedMenu(w.fx.menuId)).at(-1)).toBe('الحلويات');
  });

  it('refuses a missing title or prime with the spec message and writes nothing', async () => {
    const before = (await storedMenu(w.fx.menuId)).sections.length;
    const noTitle = await edit(w.admin, w.fx.menuId, 'psection', {}, { prime: true });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('title is a required field');
    const noPrime = await edit(w.admin, w.fx.menuId, 'psection', {}, { title: 'x' });
    expect(noPrime.body.message).toBe('prime is a required field');
    expect((await storedMenu(w.fx.menuId)).sections.length).toBe(before);
  });

  it('answers an unknown op with 400 before anything runs', async () => {
    const res = await edit(w.admin, w.fx.menuId, 'pnothing', {}, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Unknown op/);
  });
});

describe('esection', () => {
  it('changes the title and the type of the one section asked', async () => {
    const res = await edit(w.admin, w.fx.menuId, 'esection', { sectionId: w.fx.sectionIds.drinks }, { title: 'مشروبات باردة', prime: true });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تم التعديل');
    const section = findSection(res.body.data.data, w.fx.sectionIds.drinks);
    expect(section).toMatchObject({ title: 'مشروبات باردة', prime: true });
    expect(section.items.length).toBe(2);
    // The answer holds the section edited, not the others; those are as they were.
    expect(res.body.data.data.sections.map((s: any) => s._id)).toEqual([w.fx.sectionIds.drinks]);
    expect(findSection(await storedMenu(w.fx.menuId), w.fx.sectionIds.main).title).toBe('الأطباق الرئيسية');
  });

  it('writes only the fields given: the type alone leaves the title, the English title and the hours as stored', async () => {
    const ids = { sectionId: w.fx.sectionIds.main };
    const availability = [{ days: ['sun'], start: '07:00', end: '11:30' }];
    const full = await edit(w.admin, w.fx.menuId, 'esection', ids, { title: 'الأطباق الرئيسية', prime: false, translations: { en: { title: 'Main dishes' } }, availability });
    expect(full.status).toBe(200);
    const res = await edit(w.admin, w.fx.menuId, 'esection', ids, { prime: true });
    expect(res.status).toBe(200);
    const stored = findSection(await storedMenu(w.fx.menuId), w.fx.sectionIds.main);
    expect(stored).toMatchObject({ title: 'الأطباق الرئيسية', prime: true, translations: { en: { title: 'Main dishes' } }, availability });
    // The English title alone, in turn, leaves the type.
    await edit(w.admin, w.fx.menuId, 'esection', ids, { translations: { en: { title: 'Mains' } } });
    expect(findSection(await storedMenu(w.fx.menuId), w.fx.sectionIds.main)).toMatchObject({ title: 'الأطباق الرئيسية', prime: true, translations: { en: { title: 'Mains' } } });
  });

  it('refuses an edit with no field, or an empty title, in the request\'s language, and writes nothing', async () => {
    const before = JSON.stringify((await storedMenu(w.fx.menuId)).sections);
    const ids = { sectionId: w.fx.sectionIds.main };
    const empty = await edit(w.admin, w.fx.menuId, 'esection', ids, { extra: 'dropped' }, ARABIC);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(API_MESSAGES_AR.nothingToChangeSection);
    const blank = await edit(w.admin, w.fx.menuId, 'esection', ids, { title: '   ', prime: true });
    expect(blank.status).toBe(400);
    expect(JSON.stringify((await storedMenu(w.fx.menuId)).sections)).toBe(before);
  });

  it('answers 404 for a wrong or a foreign section id and changes nothing', async () => {
    const before = await storedMenu(w.fx.menuId);
    const wrong = await edit(w.admin, w.fx.menuId, 'esection', { sectionId: '0123456789abcdef01234567' }, { title: 'x', prime: false }, ARABIC);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(ADMIN_ERRORS.sectionNotFound);
    const foreign = await edit(w.admin, w.fx.menuId, 'esection', { sectionId: w.otherFx.sectionIds.main }, { title: 'x', prime: false });
    expect(foreign.status).toBe(404);
    const malformed = await edit(w.admin, w.fx.menuId, 'esection', { sectionId: 'nope' }, { title: 'x', prime: false });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid section id');
    expect(titles(await storedMenu(w.fx.menuId))).toEqual(titles(before));
    expect(titles(await storedMenu(w.otherFx.menuId))).toEqual(['الأطباق الرئيسية', 'المشروبات']);
  });
});

describe('osection', () => {
  it('moves a section to the position asked, the others keeping their order', async () => {
    const before = titles(await storedMenu(w.fx.menuId));
    const lastId = String((await storedMenu(w.fx.menuId)).sections.at(-1)._id);
    const res = await edit(w.admin, w.fx.menuId, 'osection', { sectionId: lastId }, { to: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data.data.sections.map((s: any) => s._id)).toEqual([lastId]);
    expect(titles(await storedMenu(w.fx.menuId))).toEqual([before.at(-1), ...before.slice(0, -1)]);
    const back = await edit(w.admin, w.fx.menuId, 'osection', { sectionId: lastId }, { to: 99 });
    expect(back.status).toBe(200);
    expect(titles(await storedMenu(w.fx.menuId))).toEqual(before);
  });

  it('refuses a negative position and a wrong id', async () => {
    expect((await edit(w.admin, w.fx.menuId, 'osection', { sectionId: w.fx.sectionIds.main }, { to: -1 })).status).toBe(400);
    expect((await edit(w.admin, w.fx.menuId, 'osection', { sectionId: w.otherFx.sectionIds.main }, { to: 0 })).status).toBe(404);
  });
});

describe('msection', () => {
  it('removes the section with its items', async () => {
    const created = await edit(w.admin, w.fx.menuId, 'psection', {}, { title: 'مؤقت', prime: false });
    const id = String(created.body.data.data.sections.at(-1)._id);
    const res = await edit(w.admin, w.fx.menuId, 'msection', { sectionId: id });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تم الحذف');
    expect(res.body.data.data).toMatchObject({ sections: [], removed: { sectionId: id } });
    expect(findSection(await storedMenu(w.fx.menuId), id)).toBeUndefined();
    const again = await edit(w.admin, w.fx.menuId, 'msection', { sectionId: id });
    expect(again.status).toBe(404);
  });
});

describe('who may edit', () => {
  it('refuses anonymous (401), another menu’s admin (403) and a foreign menu id, changing nothing', async () => {
    const before = titles(await storedMenu(w.fx.menuId));
    const anon = await edit(w.anonymous, w.fx.menuId, 'psection', {}, { title: 'x', prime: false });
    expect(anon.status).toBe(401);
    const other = await edit(w.otherAdmin, w.fx.menuId, 'psection', {}, { title: 'x', prime: false });
    expect(other.status).toBe(403);
    const del = await edit(w.otherAdmin, w.fx.menuId, 'msection', { sectionId: w.fx.sectionIds.main });
    expect(del.status).toBe(403);
    expect(titles(await storedMenu(w.fx.menuId))).toEqual(before);
  });
});
