import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { seedDemo } from '../../lib/seed/seed-demo';
import { Menu } from '../../models/Menu';
import { menuStats } from '../../lib/menus/stats/menu-stats';
import { User } from '../../models/User';
import { Order } from '../../models/Order';
import { DinerOrder } from '../../models/DinerOrder';
import { orderStats } from '../../lib/diner-orders/order-stats';
import { nextOrderNumber } from '../../lib/diner-orders/order-writes';
import { priceCart } from '../../lib/carts/price-cart';
import type { CartMenu } from '../../lib/carts/menu-shape';
import { lastDays } from '../../lib/menus/stats/last-days';
import { zonedDay } from '../../lib/menus/zoned-day';
import { findStoredImage } from '../../lib/uploads/find-stored-image';
import { smallImageName } from '../../lib/shared/upload-urls';
import { dummyPasswordHash } from '../../lib/users/verify-credentials';
import { bcryptRounds } from '../../lib/users/hash-password';

/** The demo data set, seeded into a fresh database on the test server. */
jest.setTimeout(180_000);

const dbName = `seed_${crypto.randomBytes(4).toString('hex')}`;

beforeAll(() => {
  const uri = process.env.TEST_MONGODB_URI as string;
  process.env.MONGODB_URI = uri.replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);
});

afterAll(async () => {
  await mongoose.connection.db?.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
});

async function readImage(name: string): Promise<Buffer> {
  const file = await findStoredImage(name);
  if (!file) throw new Error(`missing stored image ${name}`);
  const chunks: Buffer[] = [];
  for await (const c of file.open() as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

it('seeds a complete demo restaurant once, with every picture stored, and a second run adds nothing', async () => {
  const result = await seedDemo();
  expect(result).not.toBeNull();
  expect(result!.seeded).toBe(true);
  expect(result!.username).toBe('zaytoon');
  expect(mongoose.connection.db!.databaseName).toBe(dbName);

  const menu = await Menu.findById(result!.menuId).lean();
  expect(menu).not.toBeNull();
  const m = menu!;
  expect(m.institution!.name).toBe('مطعم بيت الزيتون');
  expect(m).toMatchObject({ username: 'zaytoon', plan: 2, active: true, currency: 'JOD', timeZone: 'Asia/Amman' });
  expect(m.settings).toEqual({ doMenuPurchase: true, doRenderDealsSection: true, doMarkClosestBranch: true, english: true });
  expect(m.institution!.whatsapp).toMatch(/^https:\/\/wa\.me\/9627\d{8}$/);
  expect(m.headingPhrase).not.toBe('');
  expect(m.endingPhrase).not.toBe('');

  const items = m.sections.flatMap((s) => s.items);
  expect(m.sections.length).toBeGreaterThanOrEqual(5);
  expect(m.sections.filter((s) => s.prime)).toHaveLength(1);
  expect(items.length).toBeGreaterThanOrEqual(30);
  expect(new Set(items.map((i) => i.itemname)).size).toBe(items.length);
  expect(items.filter((i) => i.sale?.onSale)).toHaveLength(2);
  expect(items.some((i) => i.sale?.onSale && i.sale.offPrice === 0.2)).toBe(true);
  expect(items.filter((i) => i.pin)).toHaveLength(1);
  expect(items.filter((i) => i.subItems.length > 0).length).toBeGreaterThanOrEqual(3);
  expect(new Set(items.map((i) => i.show?.type))).toEqual(new Set(['small-image', 'large-image']));
  for (const i of items) {
    expect(i.title).toMatch(/[\u0600-\u06FF]/);
    expect(i.description).toMatch(/[\u0600-\u06FF]/);
    expect(i.price).toBeGreaterThan(0);
  }

  const galleries = m.sections.flatMap((s) => s.galleries);
  expect(new Set(galleries.map((g) => g.display))).toEqual(new Set(['scroll', 'show-all']));
  expect(galleries.every((g) => g.images.length > 0 && g.images.every((img) => img.note))).toBe(true);

  expect(m.branches).toHaveLength(2);
  for (const b of m.branches) {
    expect(b.phone).toMatch(/^\+9627\d{8}$/);
    const [lng, lat] = b.location!.geoLocation!.coordinates as number[];
    expect(lat).toBeGreaterThan(31.8);
    expect(lat).toBeLessThan(32.1); // Amman
    expect(lng).toBeGreaterThan(35.7);
    expect(lng).toBeLessThan(36.1);
  }
  expect(m.workingDays.map((d) => d.day).sort()).toEqual(['fri', 'mon', 'sat', 'sun', 'thu', 'tue', 'wed']);

  // The statistics screen has something to draw: visits on each of the last 30 days, within the all-time totals.
  const stats = await menuStats(m);
  expect(stats.days).toHaveLength(30);
  expect(stats.days.every((d) => d.totalVisitors > 0 && d.newVisitors > 0 && d.newVisitors <= d.totalVisitors)).toBe(true);
  expect(stats.days.reduce((n, d) => n + d.totalVisitors, 0)).toBeLessThanOrEqual(stats.menuVisitors.totalVisitors);
  expect(stats.days.reduce((n, d) => n + d.newVisitors, 0)).toBeLessThanOrEqual(stats.menuVisitors.newVisitors);
  expect(m.workingDays.filter((d) => d.end < d.start).length).toBeGreaterThanOrEqual(2); // open past midnight

  // Orders from the tables: tables 1–8, and 30 days of diners' orders, priced as a sent cart is priced,
  // numbered 1, 2, 3… in each day, none after now; the statistics have orders, revenue and best sellers to show.
  expect(m.tables.map((t) => t.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  expect(m.tables.map((t) => (t.branchId ? String(t.branchId) : null))).toEqual([null, null, null, null, null, null, String(m.branches[1]._id), String(m.branches[1]._id)]);
  const seededAt = Date.now();
  const dinerOrders = await DinerOrder.find({ menu: m._id }).sort({ createdAt: 1 }).lean();
  expect(dinerOrders.length).toBeGreaterThan(150);
  const perDay = new Map<string, number[]>();
  for (const o of dinerOrders) {
    expect(o.createdAt.getTime()).toBeLessThanOrEqual(seededAt);
    expect(o.day).toBe(zonedDay(o.createdAt, 'Asia/Amman'));
    perDay.set(o.day, [...(perDay.get(o.day) ?? []), o.number]);
    const table = m.tables.find((t) => String(t._id) === String(o.table?._id));
    expect(table).toBeDefined();
    // The order's branch is its table's (7 and 8 are the Khalda branch's).
    expect(String(o.branch ?? null)).toBe(String(table?.branchId ?? null));
    const cart = { _id: 'x', items: o.lines.map((l) => ({ item: l.item, subItem: l.subItem, quantity: l.quantity, options: (l.options ?? []).map((x) => x._id) })) };
    const priced = priceCart(cart as never, m as unknown as CartMenu, o.createdAt);
    expect(o.lines.map((l) => [l.title, l.unitPrice, l.total])).toEqual(priced.items.map((l) => [l.item.title, l.unitPrice, l.lineTotal]));
    expect(o.total).toBe(priced.total);
  }
  for (const numbers of perDay.values()) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  expect(new Set(dinerOrders.map((o) => o.status))).toEqual(new Set(['served', 'canceled', 'ready', 'preparing']));
  expect(dinerOrders.some((o) => o.lines.some((l) => l.options?.length))).toBe(true);
  const orderDays = await orderStats(m._id, lastDays(new Date(), 'Asia/Amman'));
  expect(orderDays.days.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(29);
  expect(orderDays.bestSellers).toHaveLength(10);
  expect(orderDays.branches.map((b) => b.branch).sort()).toEqual([String(m.branches[1]._id), null].sort());
  // The next order sent today continues the day's numbers.
  const today = zonedDay(new Date(), 'Asia/Amman');
  expect(await nextOrderNumber(`${result!.menuId}:${today}`)).toBe((perDay.get(today)?.length ?? 0) + 1);

  // Every picture exists in GridFS with its small variant, and is a real image.
  const names = [m.menuMainImage, m.institution!.logo, ...items.map((i) => i.image), ...galleries.flatMap((g) => g.images.map((i) => i.image))];
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) {
    expect(await findStoredImage(name)).not.toBeNull();
    expect(await findStoredImage(smallImageName(name))).not.toBeNull();
  }
  const sample = await sharp(await readImage(items[0].image)).metadata();
  expect(sample.format).toBe('webp');
  expect(sample.width).toBeGreaterThanOrEqual(600);

  // Logins: both accounts verified, in the admins, with the printed passwords — generated for this installation
  // (the README once published them), long and different from each other.
  expect(result!.logins.map((l) => l.username).sort()).toEqual(['owner', 'provider']);
  for (const published of ['Owner#2026demo', 'Staff#2026demo']) expect(result!.logins.map((l) => l.password)).not.toContain(published);
  expect(result!.logins.every((l) => l.password.length >= 16)).toBe(true);
  expect(result!.logins[0].password).not.toBe(result!.logins[1].password);
  for (const login of result!.logins) {
    const user = await User.findOne({ username: login.username }).select('+passwordHash').lean();
    expect(user?.emailVerified).toBe(true);
    expect(await bcrypt.compare(login.password, user!.passwordHash)).toBe(true);
    expect(m.admins.map(String)).toContain(String(user!._id));
    // Hashed at the cost every password gets, which is the dummy hash's cost (timing tells nothing).
    expect(bcrypt.getRounds(user!.passwordHash)).toBe(bcrypt.getRounds(await dummyPasswordHash()));
    expect(bcrypt.getRounds(user!.passwordHash)).toBe(bcryptRounds());
  }
  expect((await User.findOne({ username: 'provider' }).lean())!.role).toBe('staff');

  // The staff's orders manager has the restaurant's subscription to show: the owner's, for this menu, half paid, ready.
  const orders = await Order.find().lean();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ user: { username: 'owner', name: 'أبو سامي العمري', phone: '+962795550101' }, totalAmount: 120, totalOnPaid: 0.5, status: 'ready', canceled: false });
  expect(String(orders[0].menu)).toBe(result!.menuId);
  expect(orders[0].payments).toEqual([expect.objectContaining({ method: 'cliq', value: 60 })]);
  const yearAhead = orders[0].subEnd.getTime() - Date.now();
  expect(yearAhead).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect(yearAhead).toBeLessThan(367 * 24 * 3600 * 1000);

  // Second run: nothing new.
  const counts = async () => ({
    menus: await Menu.countDocuments(),
    users: await User.countDocuments(),
    orders: await Order.countDocuments(),
    dinerOrders: await DinerOrder.countDocuments(),
    files: await mongoose.connection.db!.collection('uploads.files').countDocuments(),
  });
  const before = await counts();
  const again = await seedDemo();
  expect(again).toMatchObject({ menuId: result!.menuId, seeded: false, logins: [] });
  expect(await counts()).toEqual(before);
});
