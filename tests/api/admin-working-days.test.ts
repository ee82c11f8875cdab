/* eslint-disable @typescript-eslint/no-explicit-any -- stored documents are read loosely in assertions */
/** Working days through the default op (spec §7): create, edit (one entry per weekday), the 'M'-prefixed delete. */
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testMenuModel, type MenuFixture } from '../support/menu-fixture';

let owner: TestClient;
let fx: MenuFixture;
const days = async (): Promise<any[]> => ((await (await testMenuModel()).findById(fx.menuId).lean()) as any).workingDays;
// Asked as the Arabic admin screen asks (Accept-Language: ar): its hour message is the spec's Arabic text.
const put = (body: unknown, headers: Record<string, string> = { 'accept-language': 'ar' }) => owner.put(`/api/v1/quickmenu/${fx.menuId}`, body, headers);

beforeAll(async () => {
  owner = new TestClient();
  const account = await signUpVerifiedUser(owner);
  fx = await insertMenuFixture({ admins: [account.username], workingDays: [{ day: 'sun', start: '09:00', end: '23:00' }] });
});

describe('working days', () => {
  it('creates a day with start and end, answering the menu and "تم التعديل/الإنشاء"', async () => {
    const res = await put({ workingDays: [{ day: 'mon', start: '10:00', end: '02:00' }] });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تم التعديل/الإنشاء');
    expect(res.body.data.data.workingDays).toContainEqual({ day: 'mon', start: '10:00', end: '02:00' });
    expect(await days()).toHaveLength(2);
  });

  it('saving an existing day edits it: still one entry per weekday', async () => {
    expect((await put({ workingDays: [{ day: 'mon', start: '11:30', end: '23:59' }] })).status).toBe(200);
    const list = await days();
    expect(list.filter((d) => d.day === 'mon')).toEqual([{ day: 'mon', start: '11:30', end: '23:59' }]);
    expect(list).toHaveLength(2);
  });

  it('two saves of the same new day at once leave one entry', async () => {
    await Promise.all([put({ workingDays: [{ day: 'tue', start: '08:00', end: '16:00' }] }), put({ workingDays: [{ day: 'tue', start: '09:00', end: '17:00' }] })]);
    expect((await days()).filter((d) => d.day === 'tue')).toHaveLength(1);
  });

  it('start and end are optional', async () => {
    expect((await put({ workingDays: [{ day: 'wed' }] })).status).toBe(200);
    expect((await days()).find((d) => d.day === 'wed')).toEqual({ day: 'wed', start: '', end: '' });
  });

  it('refuses hours outside 00:00–23:59 with "الرجاء إدخال ساعة صحيحة", and a missing day', async () => {
    const before = await days();
    for (const end of ['24:00', '9:00', '12:60', 'noon']) {
      const res = await put({ workingDays: [{ day: 'thu', start: '09:00', end }] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('الرجاء إدخال ساعة صحيحة');
    }
    expect((await put({ workingDays: [{ start: '09:00' }] })).status).toBe(400);
    expect((await put({ workingDays: [{ day: 'someday' }] })).status).toBe(400);
    expect(await days()).toEqual(before);
  });

  it('refuses an end at or before the start that is not past midnight (20:00–06:00 would never show open), in Arabic and English', async () => {
    const before = await days();
    for (const [start, end] of [['20:00', '06:00'], ['09:00', '09:00'], ['18:00', '05:00']]) {
      const res = await put({ workingDays: [{ day: 'thu', start, end }] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('ساعة الإغلاق يجب أن تأتي بعد ساعة الفتح، أو أن تكون حتى 04:59 إن كان الإغلاق بعد منتصف الليل');
    }
    const english = await put({ workingDays: [{ day: 'thu', start: '20:00', end: '06:00' }] }, { 'accept-language': 'en' });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('The closing hour is not after the opening hour. To close after midnight, give a closing hour up to 04:59');
    expect(await days()).toEqual(before);
    // Past midnight by the badge's rule, and 00:00 (midnight itself), are kept.
    for (const [start, end] of [['20:00', '04:59'], ['12:00', '00:00']]) expect((await put({ workingDays: [{ day: 'thu', start, end }] })).status).toBe(200);
  });

  it('saves several days in one body, one write: a day kept where it stands, new days last, a day deleted', async () => {
    const before = await days();
    expect(before.map((d) => d.day).slice(0, 2)).toEqual(['sun', 'mon']);
    const res = await put({ workingDays: [{ day: 'fri', start: '13:00', end: '23:00' }, { day: 'sun', start: '08:00', end: '22:00' }, { day: 'Mtue' }] });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تم التعديل/الإنشاء');
    const after = await days();
    const expected = before
      .filter((d) => d.day !== 'tue')
      .map((d) => (d.day === 'sun' ? { day: 'sun', start: '08:00', end: '22:00' } : d.day === 'fri' ? { day: 'fri', start: '13:00', end: '23:00' } : d));
    if (!before.some((d) => d.day === 'fri')) expected.push({ day: 'fri', start: '13:00', end: '23:00' });
    expect(after).toEqual(expected);
  });

  it('refuses no day, more than seven, or a day given twice, in Arabic and English, and writes nothing', async () => {
    const before = await days();
    const empty = await put({ workingDays: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('أرسل من يوم عمل واحد إلى 7 أيام');
    const twice = await put({ workingDays: [{ day: 'sat', start: '09:00' }, { day: 'Msat' }] }, { 'accept-language': 'en' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Each day may be given once only');
    const eight = await put({ workingDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day })) }, { 'accept-language': 'en' });
    expect(eight.status).toBe(400);
    // A week with one wrong hour saves none of its days.
    const oneWrong = await put({ workingDays: [{ day: 'sat', start: '09:00', end: '23:00' }, { day: 'mon', start: '25:00' }] });
    expect(oneWrong.status).toBe(400);
    expect(await days()).toEqual(before);
  });

  it('deletes Monday with {workingDays: [{day: "Mmon"}]} and says "تم حذف اليوم"', async () => {
    const res = await put({ workingDays: [{ day: 'Mmon' }] });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('تم حذف اليوم');
    const list = await days();
    expect(list.map((d) => d.day)).not.toContain('mon');
    expect(list.map((d) => d.day)).toContain('sun');
  });
});
