import { DEMO_DIETARY } from './demo-dietary';
import { DEMO_OPTIONS } from './demo-options';
import { DEMO_ENGLISH_BRANCHES, DEMO_ENGLISH_GALLERIES, DEMO_ENGLISH_ITEMS, DEMO_ENGLISH_MENU, DEMO_ENGLISH_SECTIONS, DEMO_ENGLISH_SIZES, english } from './demo-english';
import sharp from 'sharp';
import { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { MenuVisitDay } from '../../models/MenuVisitDay';
import { User } from '../../models/User';
import { connectDb } from '../db';
import { storeImage } from '../uploads/store-image';
import { hashPassword } from '../users/hash-password';
import type { ImageKind } from '../shared/upload-urls';
import { DEMO_HEADER_SPREAD, DEMO_MENU, DEMO_MENU_USERNAME, DEMO_SECTIONS, DEMO_SUBSCRIPTION, DEMO_USERS } from './demo-menu';
import { createOrder } from '../orders/create-order';
import { assignOrderMenu, setOrderStatus } from '../orders/order-edits';
import { addPayment } from '../orders/add-payment';
import { demoVisitDays } from './demo-visits';
import { demoDinerOrders, demoOrderCounters } from './demo-diner-orders';
import { DinerOrder, DinerOrderCounter } from '../../models/DinerOrder';
import { generateDemoPassword } from './demo-passwords';
import { dishSvg, interiorSvg, logoSvg, spreadSvg } from './food-art';

export interface DemoLogin {
  role: string;
  username: string;
  password: string;
}

export interface DemoSeedResult {
  menuId: string;
  username: string;
  /** The accounts this run created, with their generated passwords (shown once); empty when nothing was created. */
  logins: DemoLogin[];
  /** False when the database already had menus and nothing was written. */
  seeded: boolean;
}


/** Rasterises an SVG drawing and sends it through the same pipeline as an upload (checks, re-encode, GridFS). */
async function storeDrawing(svg: string, kind: ImageKind): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return (await storeImage(png, { kind })).name;
}

/** Runs the jobs at most `limit` at a time, keeping their order. */
async function pooled<T>(jobs: Array<() => Promise<T>>, limit = 2): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]();
      }
    }),
  );
  return out;
}

/** The demo restaurant's subscription order, made as the staff make one: created, its menu assigned, paid in part, ready. */
async function seedSubscription(menuId: string): Promise<void> {
  const { username, totalAmount, payment } = DEMO_SUBSCRIPTION;
  const subEnd = new Date();
  subEnd.setFullYear(subEnd.getFullYear() + 1);
  const order = await createOrder({ user: username, totalAmount, subEnd });
  await assignOrderMenu(order._id, menuId);
  await addPayment(order._id, payment);
  await setOrderStatus(order._id, 'ready');
}

/** Creates the demo accounts that are missing, each with a freshly generated password; answers those it created. */
async function ensureUsers(): Promise<DemoLogin[]> {
  const created: DemoLogin[] = [];
  for (const u of DEMO_USERS) {
    if (await User.exists({ username: u.username })) continue;
    const password = generateDemoPassword();
    const user = await User.create({
      name: u.name,
      username: u.username,
      email: u.email,
      phone: u.phone,
      // The cost every password gets (bcryptRounds()), as the dummy hash of an unknown username: timing tells nothing.
      passwordHash: await hashPassword(password),
      emailVerified: true,
      role: u.role,
      agreedToTermsAt: new Date(),
    }).catch((err) => {
      if ((err as { code?: number }).code !== 11000) throw err; // created meanwhile by another instance
      return null;
    });
    if (user) created.push({ role: u.label, username: u.username, password });
  }
  return created;
}

/** The demo accounts' ids, in DEMO_USERS order: the menu's admins (menus refer to their admins by id). */
async function demoUserIds() {
  const users = await User.find({ username: { $in: DEMO_USERS.map((u) => u.username) } }).select('username').lean();
  return DEMO_USERS.map((u) => users.find((x) => x.username === u.username)?._id).filter((id) => id !== undefined);
}

/**
 * Seeds the demo restaurant (menu 'zaytoon' with pictures, its admin 'owner' and the provider staff account) into an
 * EMPTY database; the accounts get passwords generated here (answered once in `logins`, never kept in clear here).
 * Idempotent: when any menu exists it writes nothing, and answers the demo menu's links (no logins) if
 * the demo menu is there (null otherwise). Pictures are drawn (no internet) and stored through storeImage.
 */
export async function seedDemo(): Promise<DemoSeedResult | null> {
  await connectDb();
  if (await Menu.exists({})) {
    const demo = await Menu.findOne({ username: DEMO_MENU_USERNAME }, { _id: 1 }).lean();
    return demo ? { menuId: String(demo._id), username: DEMO_MENU_USERNAME, logins: [], seeded: false } : null;
  }

  const logins = await ensureUsers();

  const { mainColor, secondaryColor } = DEMO_MENU.colors;
  const fixed = [
    () => storeDrawing(spreadSvg('header', DEMO_HEADER_SPREAD, 1600, 700), 'menuMainImage'),
    () => storeDrawing(logoSvg(mainColor, secondaryColor), 'logo'),
  ];
  const itemJobs = DEMO_SECTIONS.flatMap((s) =>
    s.items.map((item) => () => storeDrawing(dishSvg({ ...item.art, seed: item.itemname }, 800), 'item')),
  );
  const galleryJobs = DEMO_SECTIONS.flatMap((s) =>
    (s.galleries ?? []).flatMap((g) =>
      g.images.map((img, i) => () =>
        storeDrawing('interior' in img.art ? interiorSvg(g.title + i) : spreadSvg(g.title + i, img.art.spread, 1200, 800), 'gallery'),
      ),
    ),
  );
  const [header, logo, ...rest] = await pooled([...fixed, ...itemJobs, ...galleryJobs]);
  const itemImages = rest.slice(0, itemJobs.length);
  const galleryImages = rest.slice(itemJobs.length);

  let itemIndex = 0;
  let galleryIndex = 0;
  const enTitle = (map: Record<string, string>, arabic: string) => english(map[arabic] ? { title: map[arabic] } : undefined);
  const sections = DEMO_SECTIONS.map((s) => ({
    title: s.title,
    prime: Boolean(s.prime),
    ...enTitle(DEMO_ENGLISH_SECTIONS, s.title),
    items: s.items.map((item) => ({
      title: item.title,
      itemname: item.itemname,
      description: item.description,
      price: item.price,
      pin: Boolean(item.pin),
      image: itemImages[itemIndex++],
      show: { type: item.large ? 'large-image' : 'small-image' },
      subItems: (item.subItems ?? []).map((sub) => ({ ...sub, ...enTitle(DEMO_ENGLISH_SIZES, sub.title) })),
      sale: item.offPrice ? { onSale: true, offPrice: item.offPrice } : { onSale: false, offPrice: 0 },
      interestRecords: item.interest ?? 0,
      ...DEMO_DIETARY[item.itemname],
      ...DEMO_OPTIONS[item.itemname],
      ...english(DEMO_ENGLISH_ITEMS[item.itemname]),
    })),
    galleries: (s.galleries ?? []).map((g) => ({
      title: g.title,
      display: g.display,
      ...enTitle(DEMO_ENGLISH_GALLERIES, g.title),
      images: g.images.map((img) => ({
        image: galleryImages[galleryIndex++],
        note: img.note,
        ...english(DEMO_ENGLISH_GALLERIES[img.note] ? { note: DEMO_ENGLISH_GALLERIES[img.note] } : undefined),
      })),
    })),
  }));

  const branchIds = DEMO_MENU.branches.map(() => new Types.ObjectId());
  try {
    const menu = await Menu.create({
      ...DEMO_MENU,
      menuMainImage: header,
      institution: { ...DEMO_MENU.institution, logo },
      settings: { ...DEMO_MENU.settings, english: true },
      translations: { en: DEMO_ENGLISH_MENU },
      branches: DEMO_MENU.branches.map((b, i) => ({ ...b, _id: branchIds[i], ...english(DEMO_ENGLISH_BRANCHES[b.location.address] ? { address: DEMO_ENGLISH_BRANCHES[b.location.address] } : undefined) })),
      sections,
      // Tables 1–8, each with its QR link: 1–6 in the main restaurant, 7 and 8 in the Khalda branch (its
      // own order screen, its share in the statistics).
      tables: Array.from({ length: 8 }, (_, i) => ({ name: String(i + 1), branchId: i >= 6 ? branchIds[1] : null })),
      admins: await demoUserIds(),
    });
    const now = new Date();
    await MenuVisitDay.insertMany(demoVisitDays(now, DEMO_MENU.timeZone).map((d) => ({ menu: menu._id, ...d })));
    const orders = demoDinerOrders(menu.toObject(), now);
    await DinerOrder.insertMany(orders);
    await DinerOrderCounter.insertMany(demoOrderCounters(menu._id, orders));
    await seedSubscription(String(menu._id));
    return { menuId: String(menu._id), username: DEMO_MENU_USERNAME, logins, seeded: true };
  } catch (err) {
    // Another instance seeded at the same moment (the short name is unique): theirs wins.
    if ((err as { code?: number }).code === 11000) {
      const demo = await Menu.findOne({ username: DEMO_MENU_USERNAME }, { _id: 1 }).lean();
      if (demo) return { menuId: String(demo._id), username: DEMO_MENU_USERNAME, logins, seeded: false };
    }
    throw err;
  }
}
