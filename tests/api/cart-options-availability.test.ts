/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read loosely in assertions */
/**
 * A cart line's options are checked against the item and
 * priced on the server (refusals store nothing and change nothing), the same options raise a line's quantity and
 * different ones make a new line, the diner's order and its chat message list them; an item outside its hours (its
 * own or its section's, across midnight, in the menu's time zone) is refused, and 'sold out until' ends by itself.
 *
 * The clock: the server reads its own. The hours below are built around that moment on the menu's clock, in a time
 * zone chosen so that the local time is between 08:00 and 16:00 (so windows an hour either side never wrap by accident).
 */
import { TestClient } from '../support/http';
import { withTestDb } from '../support/accounts';
import { adminWorld, ARABIC, edit, findSection, newItem, storedMenu, type AdminWorld } from '../support/admin-edits';
import { ObjectId } from 'mongodb';
import { WEEK_DAY_CODES, zonedClock } from '@/lib/shared/zoned-clock';

let w: AdminWorld;
const diner = new TestClient();
let shawarma: { sectionId: string; itemId: string };
let ids: { garlic: string; hot: string; cheese: string; mushroom: string; olives: string; pickles: string };

const ZONES = ['Pacific/Kiritimati', 'Pacific/Auckland', 'Asia/Tokyo', 'Asia/Bangkok', 'Asia/Dubai', 'Asia/Amman', 'Europe/London', 'America/Sao_Paulo', 'America/New_York', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu'];
/** A zone whose local time now is between 08:00 and 16:00, so that windows an hour around now stay inside the day. */
const zone = ZONES.find((z) => {
  const { seconds } = zonedClock(new Date(), z);
  return seconds >= 8 * 3600 && seconds < 16 * 3600;
})!;
const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
/** Now on the menu's clock: the weekday codes of today and yesterday, and minutes since midnight. */
function menuNow() {
  const { weekday, seconds } = zonedClock(new Date(), zone);
  return { today: WEEK_DAY_CODES[weekday], yesterday: WEEK_DAY_CODES[(weekday + 6) % 7], minutes: Math.floor(seconds / 60) };
}

// This menu's carts: the other test files make carts of their own menus in the same database at the same time.
const cartCount = () => withTestDb((db) => db.collection('carts').countDocuments({ menu: new ObjectId(w.fx.menuId) }));
const newCart = (items: unknown[]) => diner.post('/api/v1/cart', { menu: w.fx.menuId, items }, ARABIC);

beforeAll(async () => {
  w = await adminWorld();
  expect((await w.admin.put(`/api/v1/quickmenu/${w.fx.menuId}`, { timeZone: zone })).status).toBe(200);
  const sauces = { title: 'الصوص', min: 1, max: 1, options: [{ title: 'ثوم', price: 0 }, { title: 'حار', price: 0.25 }] };
  const extras = { title: 'إضافات', min: 0, max: 2, options: [{ title: 'جبنة', price: 0.5 }, { title: 'فطر', price: 0.75 }, { title: 'زيتون', price: 0.3 }, { title: 'مخلل', price: 0, soldOut: true }] };
  const res = await edit(w.admin, w.fx.menuId, 'pitem', { sectionId: w.fx.sectionIds.main }, newItem('shawarma', { optionGroups: [sauces, extras] }));
  expect(res.status).toBe(200);
  const item = findSection(res.body.data.data, w.fx.sectionIds.main).items.at(-1);
  shawarma = { sectionId: w.fx.sectionIds.main, itemId: item._id };
  const [s, e] = item.optionGroups;
  ids = { garlic: s.options[0]._id, hot: s.options[1]._id, cheese: e.options[0]._id, mushroom: e.options[1]._id, olives: e.options[2]._id, pickles: e.options[3]._id };
});

describe('options in the cart', () => {
  it('refuses a choice that does not fit the groups, storing no cart', async () => {
    const before = await cartCount();
    const cases: [string[], RegExp][] = [
      [[], /الصوص/], // the required group not chosen
      [[ids.garlic, ids.hot], /الصوص/], // two in a single choice
      [[ids.garlic, ids.cheese, ids.mushroom, ids.olives], /إضافات/], // three extras, at most two
      [[ids.garlic, 'a'.repeat(24)], /./], // an option the item does not have
      [[ids.garlic, ids.cheese, ids.cheese], /./], // the same option twice
      [[ids.garlic, ids.pickles], /مخلل/], // a sold-out option
    ];
    for (const [options, words] of cases) {
      const res = await newCart([{ item: shawarma.itemId, quantity: 1, options }]);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(words);
    }
    expect((await newCart([{ item: shawarma.itemId, quantity: 1, options: [{ $gt: '' }] }])).status).toBe(400);
    expect(await cartCount()).toBe(before);
  });

  it('prices the line with its options, merges the same options and keeps different ones apart; a refused PUT changes nothing', async () => {
    // 2.50 + 0.25 (hot) + 0.50 (cheese) + 0.75 (mushroom) = 4.00, twice.
    const created = await newCart([{ item: shawarma.itemId, quantity: 2, options: [ids.mushroom, ids.hot, ids.cheese] }]);
    expect(created.status).toBe(201);
    const cartId = created.body.data.data._id;
    expect(created.body.data.data.items[0]).toMatchObject({ unitPrice: 4, lineTotal: 8, options: [{ title: 'حار' }, { title: 'جبنة' }, { title: 'فطر' }] });

    // The same options in another order: the same line, quantity 3.
    const same = await diner.put(`/api/v1/cart/${cartId}`, { item: shawarma.itemId, quantity: 1, options: [ids.cheese, ids.hot, ids.mushroom] }, ARABIC);
    expect(same.status).toBe(200);
    expect(same.body.data.data.items).toHaveLength(1);
    expect(same.body.data.data.items[0]).toMatchObject({ quantity: 3, lineTotal: 12 });

    // Different options: a second line (garlic alone: 2.50).
    const other = await diner.put(`/api/v1/cart/${cartId}`, { item: shawarma.itemId, quantity: 1, options: [ids.garlic] }, ARABIC);
    expect(other.body.data.data.items.map((l: any) => [l.quantity, l.unitPrice])).toEqual([
      [3, 4],
      [1, 2.5],
    ]);
    expect(other.body.data.data.total).toBe(14.5);

    const before = (await diner.get(`/api/v1/cart/${cartId}`)).body.data.data;
    for (const options of [[ids.pickles, ids.garlic], [ids.cheese], [ids.garlic, ids.cheese, ids.mushroom, ids.olives]]) {
      expect((await diner.put(`/api/v1/cart/${cartId}`, { item: shawarma.itemId, quantity: 1, options }, ARABIC)).status).toBe(400);
    }
    expect((await diner.get(`/api/v1/cart/${cartId}`)).body.data.data).toEqual(before);

    // The order keeps the options; the chat message lists them under the item.
    const order = await diner.post('/api/v1/diner-orders', { cart: cartId });
    expect(order.status).toBe(201);
    expect(order.body.data.data.order.lines[0]).toMatchObject({ quantity: 3, unitPrice: 4, total: 12, options: [{ title: 'حار' }, { title: 'جبنة' }, { title: 'فطر' }] });
    const text = new URL(order.body.data.data.whatsappUrl).searchParams.get('text')!;
    expect(text).toContain('حار، جبنة، فطر');
    expect(order.body.data.data.order.total).toBe(14.5);
  });

  it('an option sold out after it was put in the cart: the order is refused naming the option and its item, nothing saved', async () => {
    const created = await newCart([{ item: shawarma.itemId, quantity: 1, options: [ids.garlic] }]);
    expect(created.status).toBe(201);
    const cartId = created.body.data.data._id;
    expect((await edit(w.admin, w.fx.menuId, 'sitem', shawarma, { soldOut: true, option: ids.garlic })).status).toBe(200);
    try {
      const refused = await diner.post('/api/v1/diner-orders', { cart: cartId }, ARABIC);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('«ثوم» من «صنف shawarma» نفد حالياً: احذف السطر من السلة وأضفه من جديد بدونه');
      expect(await withTestDb((db) => db.collection('dinerorders').countDocuments({ cart: cartId }))).toBe(0);
    } finally {
      expect((await edit(w.admin, w.fx.menuId, 'sitem', shawarma, { soldOut: false, option: ids.garlic })).status).toBe(200);
    }
  });
});

describe('hours and sold out until', () => {
  const add = (itemId: string) => newCart([{ item: itemId, quantity: 1 }]);

  it('the cart read marks a line sold out or outside its hours since it was added (in the cart’s language), and unmarks it', async () => {
    const water = { sectionId: w.fx.sectionIds.drinks, itemId: w.fx.itemIds.water };
    const created = await newCart([{ item: shawarma.itemId, quantity: 1, options: [ids.garlic] }, { item: water.itemId, quantity: 2 }]);
    expect(created.status).toBe(201);
    const cartId = created.body.data.data._id;
    const marks = async () => ((await diner.get(`/api/v1/cart/${cartId}`)).body.data.data.items as any[]).map((l) => l.unavailable ?? null);
    expect(await marks()).toEqual([null, null]);
    try {
      expect((await edit(w.admin, w.fx.menuId, 'sitem', shawarma, { soldOut: true, option: ids.garlic })).status).toBe(200);
      const { minutes } = menuNow();
      expect((await edit(w.admin, w.fx.menuId, 'eitem', water, { availability: [{ days: [...WEEK_DAY_CODES], start: hhmm(minutes + 60), end: hhmm(minutes + 120) }] })).status).toBe(200);
      expect(await marks()).toEqual(['soldOut', 'hours']);
    } finally {
      expect((await edit(w.admin, w.fx.menuId, 'sitem', shawarma, { soldOut: false, option: ids.garlic })).status).toBe(200);
      expect((await edit(w.admin, w.fx.menuId, 'eitem', water, { availability: [] })).status).toBe(200);
    }
    expect(await marks()).toEqual([null, null]);
  });

  it('refuses an item outside its hours and takes it inside them, in the menu’s time zone, across midnight', async () => {
    const { today, yesterday, minutes } = menuNow();
    const item = { sectionId: w.fx.sectionIds.drinks, itemId: w.fx.itemIds.water };
    const setHours = async (availability: unknown) => expect((await edit(w.admin, w.fx.menuId, 'eitem', item, { availability })).status).toBe(200);

    // Every day, from an hour from now to two hours from now: not yet.
    await setHours([{ days: [...WEEK_DAY_CODES], start: hhmm(minutes + 60), end: hhmm(minutes + 120) }]);
    const before = await cartCount();
    const refused = await add(item.itemId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('هذا الصنف غير متوفر في هذا الوقت');
    expect(await cartCount()).toBe(before);

    // Yesterday only, from an hour after this time until half an hour after it today: a night that runs past midnight.
    await setHours([{ days: [yesterday], start: hhmm(minutes + 60), end: hhmm(minutes + 30) }]);
    expect((await add(item.itemId)).status).toBe(201);
    // The same window on today only has not begun yet.
    await setHours([{ days: [today], start: hhmm(minutes + 60), end: hhmm(minutes + 30) }]);
    expect((await add(item.itemId)).status).toBe(400);
    // No hours: always.
    await setHours([]);
    expect((await add(item.itemId)).status).toBe(201);
  });

  it('refuses hours that make no sense, in Arabic, changing nothing', async () => {
    const item = { sectionId: w.fx.sectionIds.drinks, itemId: w.fx.itemIds.water };
    const before = await storedMenu(w.fx.menuId);
    const everyDay = [...WEEK_DAY_CODES];
    const cases: [unknown, string][] = [
      [[{ days: [], start: '07:00', end: '11:00' }], 'اختر يوماً واحداً على الأقل'],
      [[{ days: ['someday'], start: '07:00', end: '11:00' }], 'اختر يوماً واحداً على الأقل'],
      [[{ days: everyDay, start: '25:00', end: '11:00' }], 'الرجاء إدخال ساعة صحيحة'],
      [[{ days: everyDay, start: '07:00', end: '7pm' }], 'الرجاء إدخال ساعة صحيحة'],
      [[{ days: everyDay, start: '07:00', end: '07:00' }], 'لا تكونان الساعة نفسها'],
      [Array.from({ length: 8 }, () => ({ days: everyDay, start: '07:00', end: '11:00' })), 'فترات توفّر'],
      ['always', 'أوقات التوفّر'],
    ];
    for (const [availability, words] of cases) {
      const res = await edit(w.admin, w.fx.menuId, 'eitem', item, { availability }, ARABIC);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(words);
      const section = await edit(w.admin, w.fx.menuId, 'esection', { sectionId: w.fx.sectionIds.drinks }, { title: 'المشروبات', prime: false, availability }, ARABIC);
      expect(section.status).toBe(400);
    }
    expect(await storedMenu(w.fx.menuId)).toEqual(before);
  });

  it('a section’s hours hold for its items; the public read carries them for the page to grey the item', async () => {
    const { minutes } = menuNow();
    const created = await edit(w.admin, w.fx.menuId, 'psection', {}, { title: 'الفطور', prime: false, availability: [{ days: [...WEEK_DAY_CODES], start: hhmm(minutes + 60), end: hhmm(minutes + 180) }] });
    expect(created.status).toBe(200);
    const section = created.body.data.data.sections.at(-1);
    const added = await edit(w.admin, w.fx.menuId, 'pitem', { sectionId: section._id }, newItem('foul'));
    const itemId = findSection(added.body.data.data, section._id).items[0]._id;
    expect((await add(itemId)).status).toBe(400);

    const read = (await w.anonymous.get(`/api/v1/quickmenu/${w.fx.menuId}`)).body.data.data;
    expect(read.sections.find((s: any) => s._id === section._id).availability).toEqual([{ days: [...WEEK_DAY_CODES], start: hhmm(minutes + 60), end: hhmm(minutes + 180) }]);

    // The section's hours made to hold now: the item is taken.
    const edited = await edit(w.admin, w.fx.menuId, 'esection', { sectionId: section._id }, { title: 'الفطور', prime: false, availability: [{ days: [...WEEK_DAY_CODES], start: hhmm(minutes - 60), end: hhmm(minutes + 60) }] });
    expect(edited.status).toBe(200);
    expect((await add(itemId)).status).toBe(201);
  });

  it('sold out for some hours, for the rest of the day or until turned back; an end in the past is over by itself', async () => {
    const item = { sectionId: w.fx.sectionIds.main, itemId: w.fx.itemIds.mansaf };
    const stored = async () => (await w.anonymous.get(`/api/v1/quickmenu/${w.fx.menuId}`)).body.data.data.sections.flatMap((s: any) => s.items).find((i: any) => i._id === item.itemId);

    const t0 = Date.now();
    expect((await edit(w.admin, w.fx.menuId, 'sitem', item, { soldOut: true, for: 'hours', hours: 2 })).status).toBe(200);
    const until = Date.parse((await stored()).soldOutUntil);
    expect(until - t0).toBeGreaterThanOrEqual(2 * 3600_000 - 5000);
    expect(until - t0).toBeLessThanOrEqual(2 * 3600_000 + 60_000);
    expect((await add(item.itemId)).body.message).toBe('هذا الصنف نفد حالياً');

    expect((await edit(w.admin, w.fx.menuId, 'sitem', item, { soldOut: true, for: 'day' })).status).toBe(200);
    const midnight = new Date((await stored()).soldOutUntil);
    expect(zonedClock(midnight, zone).seconds).toBe(0); // the menu's midnight
    expect(midnight.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);

    expect((await edit(w.admin, w.fx.menuId, 'sitem', item, { soldOut: true })).status).toBe(200);
    expect((await stored()).soldOutUntil).toBeUndefined();
    expect((await add(item.itemId)).status).toBe(400);

    // The time is data: a mark whose end has passed no longer holds, with nothing run in between.
    await withTestDb((db) =>
      db.collection('menus').updateOne(
        { 'sections.items._id': new ObjectId(item.itemId) },
        { $set: { 'sections.$[].items.$[i].soldOutUntil': new Date(Date.now() - 1000) } },
        { arrayFilters: [{ 'i._id': new ObjectId(item.itemId) }] },
      ),
    );
    await edit(w.admin, w.fx.menuId, 'eitem', item, { pin: false }); // any write, so every cached copy of the menu is renewed
    expect((await add(item.itemId)).status).toBe(201);

    // Refusals: hours out of range, an unknown option; nothing changes.
    const settled = await storedMenu(w.fx.menuId);
    for (const body of [{ soldOut: true, for: 'hours', hours: 0 }, { soldOut: true, for: 'hours', hours: 73 }, { soldOut: true, for: 'hours' }, { soldOut: true, for: 'week' }]) {
      const res = await edit(w.admin, w.fx.menuId, 'sitem', item, body, ARABIC);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('مدة النفاد ساعة واحدة على الأقل و72 ساعة على الأكثر');
    }
    const unknown = await edit(w.admin, w.fx.menuId, 'sitem', item, { soldOut: true, option: 'b'.repeat(24) }, ARABIC);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('الخيار غير موجود في هذا العنصر');
    expect(await storedMenu(w.fx.menuId)).toEqual(settled);
  });

  it('an option sold out for an hour is refused, and back when turned back', async () => {
    expect((await edit(w.admin, w.fx.menuId, 'sitem', shawarma, { soldOut: true, for: 'hours', hours: 1, option: ids.cheese })).status).toBe(200);
    const refused = await newCart([{ item: shawarma.itemId, quantity: 1, options: [ids.garlic, ids.cheese] }]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('جبنة');
    expect((await edit(w.admin, w.fx.menuId, 'sitem', shawarma, { soldOut: false, option: ids.cheese })).status).toBe(200);
    expect((await newCart([{ item: shawarma.itemId, quantity: 1, options: [ids.garlic, ids.cheese] }])).status).toBe(201);
  });
});
