/** Visitor statistics (spec §3 menuVisitors): a browser counts once per menu per day, its first visit ever also as new. */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { insertMenuFixture, readVisitorTotals, testDb, type MenuFixture } from '../support/menu-fixture';

let menu: MenuFixture;
let inactive: MenuFixture;

/** The totals as the statistics show them (the menu's stored values plus its counter document). */
const counters = (menuId: string) => readVisitorTotals(menuId);

async function visitDays(menuId: string) {
  return (await testDb()).collection('menuvisitdays').find({ menu: new Types.ObjectId(menuId) }).toArray();
}

const todayInAmman = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

beforeAll(async () => {
  [menu, inactive] = await Promise.all([insertMenuFixture(), insertMenuFixture({ active: false })]);
});

describe('POST /api/v1/quickmenu/{menuId}/visits', () => {
  it('counts a first visit as new and sets a long-lived httpOnly cookie; a returning browser adds to the total once a day', async () => {
    const browser = new TestClient();
    const first = await browser.post(`/api/v1/quickmenu/${menu.menuId}/visits`);
    expect(first.status).toBe(200);
    expect(first.body.data.newVisitor).toBe(true);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith(`qm_v_${menu.menuId}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=\d{7,}/i);
    expect(await counters(menu.menuId)).toEqual({ newVisitors: 1, totalVisitors: 1 });

    // The same browser again today: not counted again (once per menu per day per browser).
    const again = await browser.post(`/api/v1/quickmenu/${menu.menuId}/visits`);
    expect(again.body.data).toEqual({ newVisitor: false, counted: false });
    expect(await counters(menu.menuId)).toEqual({ newVisitors: 1, totalVisitors: 1 });

    // ...and on a later day (its cookie says it was last counted long ago): counted, not new.
    browser.cookies.set(`qm_v_${menu.menuId}`, '2000-01-01');
    const nextDay = await browser.post(`/api/v1/quickmenu/${menu.menuId}/visits`);
    expect(nextDay.body.data).toEqual({ newVisitor: false, counted: true });
    expect(await counters(menu.menuId)).toEqual({ newVisitors: 1, totalVisitors: 2 });

    const other = new TestClient();
    await other.post(`/api/v1/quickmenu/${menu.menuId}/visits`);
    expect(await counters(menu.menuId)).toEqual({ newVisitors: 2, totalVisitors: 3 });
  });

  it('keeps the same counts per day in the menu time zone', async () => {
    const days = await visitDays(menu.menuId);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ day: todayInAmman(), newVisitors: 2, totalVisitors: 3 });
  });

  it('counts concurrent first visits exactly', async () => {
    const fresh = await insertMenuFixture();
    await Promise.all(Array.from({ length: 30 }, () => new TestClient().post(`/api/v1/quickmenu/${fresh.menuId}/visits`)));
    expect(await counters(fresh.menuId)).toEqual({ newVisitors: 30, totalVisitors: 30 });
    const days = await visitDays(fresh.menuId);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ newVisitors: 30, totalVisitors: 30 });
  });

  it('answers 404 for a missing or deactivated menu and counts nothing', async () => {
    const client = new TestClient();
    expect((await client.post(`/api/v1/quickmenu/${new Types.ObjectId().toHexString()}/visits`)).status).toBe(404);
    expect((await client.post(`/api/v1/quickmenu/${inactive.menuId}/visits`)).status).toBe(404);
    expect((await client.post(`/api/v1/quickmenu/${encodeURIComponent('{"$gt":""}')}/visits`)).status).toBe(404);
    expect(await counters(inactive.menuId)).toEqual({ newVisitors: 0, totalVisitors: 0 });
  });
});
