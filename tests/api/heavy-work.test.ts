/**
 * Heavy work never crashes or freezes the app (docs/architecture.md, "Heavy work off the event loop"): an upload's
 * spreadsheet is read and the paper menu drawn in a bounded pool of worker threads, input is measured by the bytes
 * it actually inflates to and by its rows and cells before it is parsed, and imports and prints are rate-limited per
 * menu and per account. Real HTTP against the built app; the app's memory read from /proc.
 */
import fs from 'node:fs';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { menuWithAdmin } from '../support/menu-admin';
import { insertMenuFixture, testDb } from '../support/menu-fixture';
import { csv, fetchBytes, postSheet, row } from '../support/menu-sheet';
import { lyingXlsx, sheetXlsx } from '../support/crafted-xlsx';
import { startAnotherInstance } from '../support/another-instance';
import type { AppProcess } from '../../scripts/lib/app-process';

const MB = 1024 * 1024;

/**
 * An app of this file's own on the stack's database, for the tests that fill the heavy-work pool on purpose (a
 * 1,000-item paper menu, a burst of prints) or count a thread's CPU: on the shared app they would hold up the other
 * test files' imports and prints for tens of seconds, and those files' requests would be counted as this file's CPU.
 */
let own: AppProcess;
beforeAll(async () => {
  own = await startAnotherInstance();
}, 180_000);
afterAll(() => own?.stop());
/** `shared`'s session, on the file's own app. */
const onOwnApp = (shared: TestClient): TestClient => {
  const client = new TestClient(own.url);
  for (const [k, v] of shared.cookies) client.cookies.set(k, v);
  return client;
};
/** The app process's resident memory (the stack exports its pid). */
const appRss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${process.env.TEST_APP_PID}/status`, 'utf8'))![1]) * 1024;
const menuDoc = async (menuId: string) => JSON.stringify(await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(menuId) }));
const health = () => new TestClient().get('/api/health');
/** CPU time (user + system, clock ticks) of each thread of an app, by thread id; the main thread's id is the pid. */
const threadTicks = (pid: string): Map<string, number> => {
  const dir = `/proc/${pid}/task`;
  const ticks = new Map<string, number>();
  for (const tid of fs.readdirSync(dir)) {
    try {
      const fields = fs.readFileSync(`${dir}/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(tid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return ticks;
};

describe('input is measured before it is trusted', () => {
  it('refuses an .xlsx whose directory lies about its size (512 MB of spaces declared as 16 KB) with 413; the app stays up and small', async () => {
    const { menu, admin } = await menuWithAdmin();
    const bomb = lyingXlsx(512);
    expect(bomb.length).toBeLessThan(0.6 * MB);
    const before = { rss: appRss(), menu: await menuDoc(menu.menuId) };
    const res = await postSheet(admin, menu.menuId, bomb, { dryRun: true }, 'menu.xlsx');
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('فكّ ضغطه');
    expect((await health()).status).toBe(200);
    // Inflation stopped at the limit (64 MB), inside a worker: none of the 512 MB reached the app.
    expect(appRss() - before.rss).toBeLessThan(256 * MB);
    expect(await menuDoc(menu.menuId)).toBe(before.menu);
    // The next owner's honest file is read as usual.
    const ok = await postSheet(admin, menu.menuId, sheetXlsx(3), { dryRun: true }, 'menu.xlsx');
    expect(ok.status).toBe(200);
    expect(ok.body.data.preview.items.add).toHaveLength(3);
  });

  it('refuses a sheet over the row limit (a header and 300,000 rows) and ones over the cell limit (.xlsx, CSV) with 413, before parsing them', async () => {
    const { menu, admin } = await menuWithAdmin();
    const rows = await postSheet(admin, menu.menuId, sheetXlsx(300_000, 1), { dryRun: true }, 'menu.xlsx');
    expect(rows.status).toBe(413);
    expect(rows.body.message).toBe('الملف فيه 299999 صفاً، والحد الأعلى 3000 صف');
    // 3,000 rows (within the limit) of 100 columns each: 300,000 cells.
    const cells = await postSheet(admin, menu.menuId, sheetXlsx(3000, 100), { dryRun: true }, 'menu.xlsx');
    expect(cells.status).toBe(413);
    expect(cells.body.message).toMatch(/خلية/);
    // A CSV: its header, then a line of 400,000 commas (400,001 empty cells).
    const commas = await postSheet(admin, menu.menuId, `section,title,itemname,price\r\nقسم,صنف,x1,1${','.repeat(400_000)}\r\n`, { dryRun: true }, 'menu.csv');
    expect(commas.status).toBe(413);
    expect(commas.body.message).toMatch(/خلية/);
  });
});

describe('heavy work does not hold up other clients', () => {
  // The drawing itself takes tens of seconds on a busy 2-core machine (1,000 items, each with sizes and 18 options).
  it("answers another client's health checks while a 1,000-item paper menu with many options is drawn", async () => {
    const { menu, admin } = await menuWithAdmin();
    const option = (g: number, o: number) => ({ _id: new Types.ObjectId(), title: `خيار ${g}-${o}`, price: o * 0.25, soldOut: false, soldOutUntil: null });
    const items = Array.from({ length: 1000 }, (_, i) => ({
      _id: new Types.ObjectId(),
      title: `صنف رقم ${i}`,
      itemname: `heavy-${i}`,
      description: 'وصف طويل بعض الشيء لطبق من أطباق المطعم، بمكونات طازجة وطريقة تقديم خاصة',
      price: 1 + (i % 9),
      pin: false,
      image: '',
      show: { type: 'small-image' },
      subItems: [{ _id: new Types.ObjectId(), title: 'صغير', price: 1 }, { _id: new Types.ObjectId(), title: 'كبير', price: 2 }],
      optionGroups: Array.from({ length: 3 }, (_, g) => ({ _id: new Types.ObjectId(), title: `مجموعة ${g}`, min: 0, max: 3, options: Array.from({ length: 6 }, (_, o) => option(g, o)) })),
      sale: { onSale: i % 5 === 0, offPrice: i % 5 === 0 ? 0.2 : 0 },
      interestRecords: 0,
      soldOut: false,
    }));
    const sections = Array.from({ length: 20 }, (_, s) => ({ _id: new Types.ObjectId(), title: `قسم ${s}`, prime: s < 2, items: items.slice(s * 50, s * 50 + 50), galleries: [] }));
    await (await testDb()).collection('menus').updateOne({ _id: new Types.ObjectId(menu.menuId) }, { $set: { sections } });

    let printed = false;
    const print = fetchBytes(onOwnApp(admin), `/api/v1/quickmenu/${menu.menuId}/print?size=a4`).finally(() => {
      printed = true;
    });
    // While the menu is drawn, the health check keeps answering: 50 in a row, each after the last, all before the PDF.
    let answered = 0;
    while (!printed && answered < 50) {
      expect((await new TestClient(own.url).get('/api/health')).status).toBe(200);
      if (!printed) answered++;
    }
    expect(answered).toBe(50);
    const pdf = await print;
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }, 180_000);
});

describe('an import is planned in the worker, not on the thread that answers everyone', () => {

  it('spends the CPU of a 3,000-row import preview (read, columns, rows, plan) in the worker: the main thread uses a small part of it', async () => {
    const { menu, admin: shared } = await menuWithAdmin();
    const admin = onOwnApp(shared);
    const pid = String(own.child.pid);
    // A worker already running, so what is counted is the job, not the worker's start.
    expect((await postSheet(admin, menu.menuId, csv([row('أ', 'شاي', 'tea', 1)]), { dryRun: true })).status).toBe(200);
    const before = threadTicks(pid);
    const res = await postSheet(admin, menu.menuId, sheetXlsx(3000, 19), { dryRun: true }, 'menu.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.data.preview.rows).toBe(3000);
    const after = threadTicks(pid);
    const spent = (tid: string) => (after.get(tid) ?? 0) - (before.get(tid) ?? 0);
    const main = spent(pid);
    const worker = Math.max(...[...after.keys()].filter((tid) => tid !== pid).map(spent));
    // CPU time, not wall time: a loaded machine slows both alike (the main thread's own timers still tick meanwhile).
    // With the columns, rows and plan on the main thread it spent about half of what the worker did (24 ticks to 42);
    // now about a twentieth (2–3 to 46–57).
    expect(main * 4).toBeLessThan(worker);
  });

  it('applies a 1,000-item import (every item with options changed) with the casting in the worker: the main thread uses a small part of its CPU', async () => {
    const { menu, admin: shared } = await menuWithAdmin();
    const admin = onOwnApp(shared);
    const pid = String(own.child.pid);
    const id = () => new Types.ObjectId();
    const sections = Array.from({ length: 20 }, (_, s) => ({
      _id: id(),
      title: `قسم ${s}`,
      prime: false,
      galleries: [],
      items: Array.from({ length: 50 }, (_, i) => ({
        _id: id(),
        title: `صنف ${s}-${i}`,
        itemname: `item-${s}-${i}`,
        description: 'وصف طويل بعض الشيء لطبق من أطباق المطعم',
        price: 1,
        subItems: [{ title: 'صغير', price: 2 }],
        optionGroups: Array.from({ length: 3 }, (_, g) => ({ _id: id(), title: `مجموعة ${g}`, min: 0, max: 3, options: Array.from({ length: 6 }, (_, o) => ({ _id: id(), title: `خيار ${o}`, price: o, soldOut: false })) })),
      })),
    }));
    await (await testDb()).collection('menus').updateOne({ _id: new Types.ObjectId(menu.menuId) }, { $set: { sections } });
    const sheet = (price: number) =>
      ['section,title,itemname,price', ...sections.flatMap((s) => s.items.map((i) => `${s.title},${i.title},${i.itemname},${price}`))].join('\r\n');
    // A worker already running (and its first job's code loaded), so what is counted is this apply.
    expect((await postSheet(admin, menu.menuId, sheet(2))).status).toBe(200);
    const before = threadTicks(pid);
    const res = await postSheet(admin, menu.menuId, sheet(3));
    expect(res.status).toBe(200);
    expect(res.body.data.applied).toBe(true);
    const after = threadTicks(pid);
    const spent = (tid: string) => (after.get(tid) ?? 0) - (before.get(tid) ?? 0);
    const [main, worker] = [spent(pid), Math.max(...[...after.keys()].filter((tid) => tid !== pid).map(spent))];
    const stored = (await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(menu.menuId) }))!;
    expect(stored.sections.flatMap((s: { items: { price: number }[] }) => s.items.map((i) => i.price))).toEqual(Array(1000).fill(3));
    expect(stored.sections[7].items[9].optionGroups[2].options[5]).toMatchObject({ _id: sections[7].items[9].optionGroups[2].options[5]._id, price: 5 });
    // With Mongoose casting the one $set of the 1,000 items on the main thread: main 85 ticks, worker 11; with the
    // casting in the worker: main 20, worker 72.
    expect(main * 2).toBeLessThan(worker);
  });

  it('writes what the worker planned with real ObjectIds: kept items keep theirs, new sections and items get new ones', async () => {
    const { menu, admin } = await menuWithAdmin();
    const [sectionId, itemId] = [new Types.ObjectId(), new Types.ObjectId()];
    const item = { _id: itemId, title: 'شاي', itemname: 'tea', description: '', price: 1, pin: false, image: '', show: { type: 'small-image' }, subItems: [], sale: { onSale: false, offPrice: 0 }, soldOut: false };
    const menus = (await testDb()).collection('menus');
    await menus.updateOne({ _id: new Types.ObjectId(menu.menuId) }, { $set: { sections: [{ _id: sectionId, title: 'مشروبات', prime: false, items: [item], galleries: [] }] } });

    const res = await postSheet(admin, menu.menuId, csv([row('مشروبات', 'شاي', 'tea', 2), row('حلويات', 'كنافة', 'kunafa', 3)]));
    expect(res.status).toBe(200);
    const stored = (await menus.findOne({ _id: new Types.ObjectId(menu.menuId) }))!;
    const sections = stored.sections as { _id: unknown; title: string; items: { _id: unknown; itemname: string; price: number }[] }[];
    const isObjectId = (v: unknown) => (v as { _bsontype?: string })?._bsontype === 'ObjectId';
    expect(sections.map((s) => s.title)).toEqual(['مشروبات', 'حلويات']);
    expect(String(sections[0]._id)).toBe(String(sectionId));
    expect(sections[0].items[0]).toMatchObject({ itemname: 'tea', price: 2 });
    expect(String(sections[0].items[0]._id)).toBe(String(itemId));
    expect(sections[1].items[0]).toMatchObject({ itemname: 'kunafa', price: 3 });
    for (const id of [sections[0]._id, sections[0].items[0]._id, sections[1]._id, sections[1].items[0]._id]) expect(isObjectId(id)).toBe(true);
    // Cast by the model as any write is: a new item has the model's defaults.
    expect(sections[1].items[0]).toMatchObject({ description: '', pin: false, soldOut: false, soldOutUntil: null, interestRecords: 0, subItems: [] });
  });
});

describe('rate limits of the heavy work', () => {
  const emptyImport = (client: TestClient, menuId: string) => client.post(`/api/v1/quickmenu/${menuId}/import?dryRun=1`, new FormData(), { 'accept-language': 'en' });
  /** `n` imports asked at once: each is counted before anything is read, so how fast this machine answers does not matter. */
  const statusesOf = async (n: number, send: () => Promise<{ status: number; body: { message?: string } }>) => {
    const answers = await Promise.all(Array.from({ length: n }, send));
    return { counts: (status: number) => answers.filter((a) => a.status === status).length, refused: answers.find((a) => a.status === 429) };
  };

  it('refuses a 31st import of one menu within a minute with 429 in the caller’s language, and a 61st of one account across menus', async () => {
    const admin = new TestClient();
    const account = await signUpVerifiedUser(admin);
    const [a, b, c] = [await insertMenuFixture({ admins: [account.username] }), await insertMenuFixture({ admins: [account.username] }), await insertMenuFixture({ admins: [account.username] })];
    // An empty form is refused (400) after it was counted: 30 pass the menu's limit, the 31st is over it.
    const perMenu = await statusesOf(31, () => emptyImport(admin, a.menuId));
    expect([perMenu.counts(400), perMenu.counts(429)]).toEqual([30, 1]);
    expect(perMenu.refused?.body.message).toBe('Too many attempts, please wait a minute and try again');
    // The account: 30 on the first menu (the one refused there does not count), 30 more on the second, then the third is refused.
    expect((await statusesOf(30, () => emptyImport(admin, b.menuId))).counts(400)).toBe(30);
    expect((await emptyImport(admin, c.menuId)).status).toBe(429);
    // In Arabic for the admin panel.
    const ar = await admin.post(`/api/v1/quickmenu/${c.menuId}/import?dryRun=1`, new FormData(), { 'accept-language': 'ar' });
    expect(ar.status).toBe(429);
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a 21st paper menu of one menu within a minute with 429', async () => {
    const { menu, admin: shared } = await menuWithAdmin();
    const admin = onOwnApp(shared);
    // All 21 asked at once: each is counted before anything is drawn, so the count does not depend on how fast this
    // machine draws (20 drawn one after another may take longer than the minute on a slow machine). The ones the
    // limit lets through are drawn or, past the pool's queue, refused as busy (503); exactly one is over the limit.
    const answers = await Promise.all(
      Array.from({ length: 21 }, () => admin.get(`/api/v1/quickmenu/${menu.menuId}/print?size=a5`, { 'accept-language': 'en' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 429 && s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toBe('Too many attempts, please wait a minute and try again');
  });
});
