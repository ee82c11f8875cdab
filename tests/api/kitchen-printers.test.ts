/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
/**
 * Printed tickets: printers for stations (menu admins only), a Star CloudPRNT printer that polls, fetches
 * the ticket's PNG and confirms, and a network printer on TCP 9100 reached through `npm run print-bridge`; each print
 * decoded back into dots and compared with a golden image (a mixed Arabic/English ticket, 80 and 58 mm). Job states;
 * test print and reprint; a bridge killed and started again loses no job and prints none twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser } from '../support/accounts';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import { ARABIC, edit } from '../support/admin-edits';
import { pollUntil } from '../support/poll';
import { startFakeCloudPrntPrinter, pollOnce } from '../support/fake-cloudprnt-printer';
import { startFakeEscPosPrinter, type FakeEscPosPrinter } from '../support/fake-escpos-printer';
import { compareWithGolden } from '../support/golden-image';

jest.setTimeout(120_000);

const ROOT = process.cwd();
let owner: TestClient;
let stranger: TestClient;
const diner = new TestClient();

type Kitchen = { fx: MenuFixture; kitchen: string; bar: string; table: string };

/** A menu with two stations ('المطبخ Kitchen', 'البار Bar'), the drinks at the bar, and table 4. */
async function kitchenMenu(): Promise<Kitchen> {
  const fx = await insertMenuFixture({ admins: [(await owner.get('/api/v1/users/me')).body.data.user.username] });
  const kitchen = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/stations`, { name: 'المطبخ Kitchen' })).body.data.data.stations[0]._id;
  const bar = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/stations`, { name: 'البار Bar' })).body.data.data.stations[1]._id;
  expect((await edit(owner, fx.menuId, 'esection', { sectionId: fx.sectionIds.drinks }, { station: bar })).status).toBe(200);
  const table = (await owner.post(`/api/v1/quickmenu/${fx.menuId}/tables`, { name: '4' })).body.data.data.tables[0]._id;
  return { fx, kitchen, bar, table };
}

/** The golden ticket's order: table 4, two dishes with options-free lines and a mixed note; its clock time fixed at 12:34 in Amman. */
async function goldenOrder(k: Kitchen): Promise<any> {
  const cart = await diner.post('/api/v1/cart', { menu: k.fx.menuId, table: k.table, items: [{ item: k.fx.itemIds.mansaf, quantity: 2 }, { item: k.fx.itemIds.sale20, quantity: 1 }, { item: k.fx.itemIds.water, quantity: 3 }] });
  const res = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id, note: 'بدون بصل – no onions please' });
  expect(res.status).toBe(201);
  const order = res.body.data.data.order;
  let at = new Date(`${order.day}T09:34:00.000Z`); // 12:34 in Amman (UTC+3)
  if (at.getTime() > Date.now()) at = new Date(at.getTime() - 86_400_000);
  await (await testDb()).collection('dinerorders').updateOne({ _id: order._id }, { $set: { createdAt: at } });
  return order;
}

/** A printer added as the owner would; made three days old, so the fixed-time order is after it. */
async function addPrinter(k: Kitchen, station: string, width: 80 | 58, kind: 'cloudprnt' | 'bridge') {
  const res = await owner.post(`/api/v1/quickmenu/${k.fx.menuId}/printers`, { station, width, kind });
  expect(res.status).toBe(201);
  await (await testDb()).collection('printers').updateOne({ _id: new Types.ObjectId(res.body.data.data.printer._id) }, { $set: { createdAt: new Date(Date.now() - 3 * 86_400_000) } });
  return res.body.data.data as { printer: any; cloudprntUrl?: string; bridgeKey?: string };
}

const printersOf = async (k: Kitchen) => (await owner.get(`/api/v1/quickmenu/${k.fx.menuId}/printers`)).body.data.printers as any[];

beforeAll(async () => {
  owner = new TestClient();
  stranger = new TestClient();
  await signUpVerifiedUser(owner);
  await signUpVerifiedUser(stranger);
});

describe('printers', () => {
  it('are added for a station, 80 or 58 mm, CloudPRNT or bridge, by the menu admins only; refusals in the caller’s language', async () => {
    const k = await kitchenMenu();
    const cloud = await owner.post(`/api/v1/quickmenu/${k.fx.menuId}/printers`, { station: k.kitchen, width: 80, kind: 'cloudprnt' });
    expect(cloud.status).toBe(201);
    expect(cloud.body.data.data.cloudprntUrl).toMatch(new RegExp(`^${owner.baseUrl}/api/v1/cloudprnt/[0-9a-f]{32}$`));
    expect(cloud.body.data.data.printer).toMatchObject({ station: k.kitchen, width: 80, kind: 'cloudprnt', lastSeenAt: null, silent: true });
    const bridge = await owner.post(`/api/v1/quickmenu/${k.fx.menuId}/printers`, { station: k.bar, width: '58', kind: 'bridge' });
    expect(bridge.body.data.data.bridgeKey).toMatch(/^[0-9a-f]{32}$/);
    const listed = await printersOf(k);
    expect(listed.map((p) => [p.station, p.width, p.kind])).toEqual([[k.kitchen, 80, 'cloudprnt'], [k.bar, 58, 'bridge']]);
    expect(JSON.stringify(listed)).not.toMatch(/[0-9a-f]{32}/); // no secret is ever listed

    for (const [body, message] of [
      [{ station: k.kitchen, width: 70, kind: 'bridge' }, 'عرض الورق يجب أن يكون 80 أو 58 ملم'],
      [{ station: k.kitchen, width: 80, kind: 'usb' }, 'نوع الطابعة يجب أن يكون cloudprnt أو bridge'],
      [{ station: '0'.repeat(24), width: 80, kind: 'bridge' }, 'هذه المحطة غير موجودة'],
    ] as const) {
      const res = await owner.post(`/api/v1/quickmenu/${k.fx.menuId}/printers`, body, ARABIC);
      expect([res.status, res.body.message]).toEqual([res.status >= 400 && res.status < 500 ? res.status : 400, message]);
    }
    expect(await printersOf(k)).toHaveLength(2);
    expect((await stranger.post(`/api/v1/quickmenu/${k.fx.menuId}/printers`, { station: k.kitchen, width: 80, kind: 'bridge' })).status).toBe(403);
    expect((await stranger.get(`/api/v1/quickmenu/${k.fx.menuId}/printers`)).status).toBe(403);
    expect((await new TestClient().get(`/api/v1/quickmenu/${k.fx.menuId}/printers`)).status).toBe(401);
    // A wrong key is refused, a bridge's key does not open CloudPRNT.
    expect((await fetch(`${owner.baseUrl}/api/v1/cloudprnt/${'0'.repeat(32)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(403);
    expect((await fetch(`${owner.baseUrl}/api/v1/cloudprnt/${bridge.body.data.data.bridgeKey}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(403);
  });

  it('a CloudPRNT printer polls, fetches its station’s ticket as a PNG and confirms: the golden ticket, 80 and 58 mm; jobs printed', async () => {
    const k = await kitchenMenu();
    const kitchen80 = await addPrinter(k, k.kitchen, 80, 'cloudprnt');
    const bar58 = await addPrinter(k, k.bar, 58, 'cloudprnt');
    const idle = { prints: [] as any[], errors: [] as string[], polls: 0 };
    expect(await pollOnce(kitchen80.cloudprntUrl!, idle)).toBe(false); // nothing to print yet
    await goldenOrder(k);

    const kitchenPrinter = startFakeCloudPrntPrinter(kitchen80.cloudprntUrl!, 50);
    const barPrinter = startFakeCloudPrntPrinter(bar58.cloudprntUrl!, 50);
    try {
      await pollUntil(async () => kitchenPrinter.prints.length + barPrinter.prints.length, (n) => n >= 2, { what: 'both tickets printed', timeoutMs: 30_000 });
      await pollUntil(() => printersOf(k), (ps) => ps.every((p) => p.jobs.printed === 1), { what: 'both jobs confirmed' });
    } finally {
      await kitchenPrinter.stop();
      await barPrinter.stop();
    }
    expect([kitchenPrinter.errors, barPrinter.errors]).toEqual([[], []]);
    expect([kitchenPrinter.prints.length, barPrinter.prints.length]).toEqual([1, 1]);
    expect(kitchenPrinter.prints[0].width).toBe(576);
    expect(barPrinter.prints[0].width).toBe(384);
    const k80 = await compareWithGolden('kitchen-ticket-80', kitchenPrinter.prints[0]);
    const b58 = await compareWithGolden('bar-ticket-58', barPrinter.prints[0]);
    expect(k80.differing).toBeLessThan(0.002);
    expect(b58.differing).toBeLessThan(0.002);
    const listed = await printersOf(k);
    expect(listed.map((p) => p.jobs)).toEqual([
      { waiting: 0, sent: 0, printed: 1, failed: 0 },
      { waiting: 0, sent: 0, printed: 1, failed: 0 },
    ]);
    expect(listed.every((p) => p.lastSeenAt && !p.silent)).toBe(true);
  });

  it('a test print and a reprint reach the printer; a failure code marks the job failed', async () => {
    const k = await kitchenMenu();
    const printer = await addPrinter(k, k.bar, 58, 'cloudprnt');
    const id = printer.printer._id;
    expect((await owner.post(`/api/v1/quickmenu/${k.fx.menuId}/printers/${id}/test`)).status).toBe(200);
    const fake = { prints: [] as any[], errors: [] as string[], polls: 0 };
    expect(await pollOnce(printer.cloudprntUrl!, fake)).toBe(true);
    expect(fake.prints[0].width).toBe(384);
    const order = await goldenOrder(k);
    expect(await pollOnce(printer.cloudprntUrl!, fake)).toBe(true);
    expect(await pollOnce(printer.cloudprntUrl!, fake)).toBe(false);
    expect((await owner.post(`/api/v1/quickmenu/${k.fx.menuId}/printers/${id}/reprint`, { order: order._id })).body.data.tickets).toBe(1);
    expect(await pollOnce(printer.cloudprntUrl!, fake)).toBe(true);
    expect(fake.errors).toEqual([]);
    expect((await compareWithGolden('bar-ticket-58', fake.prints[2])).differing).toBeLessThan(0.002);

    // The printer reports a failure (paper out): the job is failed, with the code.
    expect((await owner.post(`/api/v1/quickmenu/${k.fx.menuId}/printers/${id}/test`)).status).toBe(200);
    const poll = await (await fetch(printer.cloudprntUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    expect(poll).toEqual({ jobReady: true, mediaTypes: ['image/png'], jobToken: expect.any(String) });
    expect((await fetch(`${printer.cloudprntUrl}?type=image%2Fpng&token=${poll.jobToken}`)).status).toBe(200);
    // The reprint printed the ticket's own job again: two jobs printed (the test print, the ticket), the new test print sent.
    expect((await printersOf(k))[0].jobs).toEqual({ waiting: 0, sent: 1, printed: 2, failed: 0 });
    expect((await fetch(`${printer.cloudprntUrl}?code=${encodeURIComponent('503 Paper Empty')}&token=${poll.jobToken}`, { method: 'DELETE' })).status).toBe(200);
    expect((await printersOf(k))[0].jobs).toEqual({ waiting: 0, sent: 0, printed: 2, failed: 1 });
    expect((await stranger.post(`/api/v1/quickmenu/${k.fx.menuId}/printers/${id}/test`)).status).toBe(403);
    expect((await stranger.post(`/api/v1/quickmenu/${k.fx.menuId}/printers/${id}/reprint`, { order: order._id })).status).toBe(403);
  });

  it('a busy station’s next order is queued after hundreds already were', async () => {
    const k = await kitchenMenu();
    const printer = await addPrinter(k, k.kitchen, 80, 'cloudprnt');
    // 500 pickup orders of the day, each with its ticket for the kitchen, queued by the printer's poll.
    const first = await goldenOrder(k);
    const db = await testDb();
    const stored = await db.collection('dinerorders').findOne({ _id: first._id });
    const many = Array.from({ length: 499 }, (_, i) => ({
      ...stored,
      _id: new Types.ObjectId().toHexString() + String(i).padStart(8, '0'),
      cart: `bulk-${i}-${Date.now()}`,
      number: 1000 + i,
      table: null,
      createdAt: new Date(stored!.createdAt.getTime() - (i + 1) * 1000),
      tickets: stored!.tickets.map((t: any) => ({ ...t, _id: new Types.ObjectId() })),
    }));
    await db.collection('dinerorders').insertMany(many as any[]);
    const poll = () => fetch(printer.cloudprntUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await poll()).status).toBe(200);
    expect((await printersOf(k))[0].jobs.waiting).toBe(500);
    // The next diner's order gets its job too.
    const cart = await diner.post('/api/v1/cart', { menu: k.fx.menuId, items: [{ item: k.fx.itemIds.mansaf, quantity: 1 }] });
    expect((await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id })).status).toBe(201);
    expect((await poll()).status).toBe(200);
    expect((await printersOf(k))[0].jobs.waiting).toBe(501);
  });
});

describe('the print bridge', () => {
  let printer: FakeEscPosPrinter;
  let bridge: ChildProcess | null = null;
  let journal: string;
  let out = '';
  const startBridge = (key: string) => {
    // Node itself with tsx's loader, not the tsx command: that command runs the script in a child process of its own,
    // which a SIGKILL of the command leaves running (the 'killed' bridge would go on printing).
    bridge = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'print-bridge.ts'), '--server', owner.baseUrl, '--key', key, '--printer', `127.0.0.1:${printer.port}`, '--journal', journal], {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    bridge.stdout?.on('data', (c) => (out += c));
    bridge.stderr?.on('data', (c) => (out += c));
  };
  const killBridge = async () => {
    const proc = bridge;
    bridge = null;
    if (!proc || proc.exitCode !== null) return;
    const gone = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await gone;
  };

  beforeAll(async () => {
    printer = await startFakeEscPosPrinter();
    journal = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-bridge-')), 'journal');
  });
  afterAll(async () => {
    await killBridge();
    await printer.close();
  });

  it('prints its station’s tickets as ESC/POS raster with a cut: the golden ticket; killed and started again, no job lost, none printed twice', async () => {
    const k = await kitchenMenu();
    const added = await addPrinter(k, k.kitchen, 80, 'bridge');
    await goldenOrder(k);
    startBridge(added.bridgeKey!);
    await pollUntil(async () => printer.prints.length, (n) => n >= 1, { what: `the first ticket printed (bridge: ${out})`, timeoutMs: 30_000 });
    expect(printer.errors).toEqual([]);
    expect(printer.prints[0]).toMatchObject({ width: 576, cut: true });
    expect((await compareWithGolden('kitchen-ticket-80', printer.prints[0])).differing).toBeLessThan(0.002);
    await pollUntil(() => printersOf(k), (ps) => ps[0].jobs.printed === 1, { what: 'the job confirmed' });

    // Orders while the bridge is down (killed at once, no goodbye), and one as it dies.
    await killBridge();
    const more = async () => {
      const cart = await diner.post('/api/v1/cart', { menu: k.fx.menuId, items: [{ item: k.fx.itemIds.mansaf, quantity: 1 }] });
      expect((await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id })).status).toBe(201);
    };
    await more();
    await more();
    startBridge(added.bridgeKey!);
    await pollUntil(async () => printer.prints.length, (n) => n >= 3, { what: 'the orders made while it was down printed', timeoutMs: 30_000 });
    // Killed right after the printer took a job, before the server may have heard it printed.
    await more();
    await pollUntil(async () => printer.prints.length, (n) => n >= 4, { what: 'the fourth ticket printed', timeoutMs: 30_000 });
    await killBridge();
    startBridge(added.bridgeKey!);
    await pollUntil(() => printersOf(k), (ps) => ps[0].jobs.printed === 4, { what: `every job confirmed (bridge: ${out})`, timeoutMs: 30_000 });
    // Every job was printed exactly once: four jobs, four prints, each ticket's number once.
    expect(printer.prints).toHaveLength(4);
    expect((await printersOf(k))[0].jobs).toEqual({ waiting: 0, sent: 0, printed: 4, failed: 0 });
    expect(printer.errors).toEqual([]);
  });
});
