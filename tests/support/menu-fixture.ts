/**
 * A realistic public menu inserted straight into the test database (TEST_MONGODB_URI) through the Menu schema, so
 * defaults and validation apply exactly as in the app. Used by the menu and cart API/e2e tests.
 *
 * What it holds (spec §3): a prime section and an ordinary one, a pinned item (not first in storage), two sale items
 * (one at offPrice 0.2), an item with sub-items, a large-image item, galleries in both display modes, two branches with
 * coordinates, working days for every weekday, whatsapp, googleRateUrl, the purchase/deals/closest settings on, active,
 * plan 2 (galleries need a plan above 1) and a short name.
 */
import type { Currency } from '../../lib/money/currencies';
import crypto from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { CLOSE_TEST_DB } from './test-db-key';

export type WorkingDayInput = { day: 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat'; start: string; end: string };

export interface MenuFixtureOptions {
  /** Short name; a unique random one by default. */
  username?: string;
  active?: boolean;
  plan?: number;
  currency?: Currency;
  timeZone?: string;
  workingDays?: WorkingDayInput[];
  settings?: Partial<{ doMenuPurchase: boolean; doRenderDealsSection: boolean; doMarkClosestBranch: boolean }>;
  googleRateUrl?: string;
  /** The restaurant's WhatsApp ('' for none); a Jordanian number by default. */
  whatsapp?: string;
  /** Stored image names to use for items and galleries (cycled); 32-hex `.webp` placeholders by default. */
  images?: string[];
  /** Usernames of the menu admins (stored as their accounts' ids; a username with no account gets a fresh id). */
  admins?: string[];
}

export interface MenuFixture {
  menuId: string;
  username: string;
  sectionIds: { main: string; drinks: string };
  itemIds: {
    /** Stored first in the main section, not pinned, not on sale, price 4.5. */
    mansaf: string;
    /** Pinned, stored third in the main section, price 6. */
    pinned: string;
    /** On sale at offPrice 0.2, price 5 -> 4.00. */
    sale20: string;
    /** On sale at offPrice 0.5, price 3 -> 1.50, large-image. */
    sale50: string;
    /** Sub-items Small 1.5 / Large 2.5, price 1.5. */
    withSubItems: string;
    /** A plain drink, price 1. */
    water: string;
  };
  galleryIds: { scroll: string; showAll: string };
  branchIds: { near: string; far: string };
  /** [lng, lat] of each branch and the institution. */
  coordinates: { institution: [number, number]; near: [number, number]; far: [number, number] };
}

const EVERY_DAY: WorkingDayInput[] = (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).map((day) => ({
  day,
  start: '09:00',
  end: '23:00',
}));

// The promise is cached (not the connection): concurrent first calls share one connection,
// so closeTestDb() closes every connection this file opened.
let connection: Promise<mongoose.Connection> | null = null;

/** One Mongoose connection to the test database for the whole test file. */
export async function testDb(): Promise<mongoose.Connection> {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri) throw new Error('TEST_MONGODB_URI is not set: run through the api jest project or the e2e setup');
  if (!connection) connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  return connection;
}

export async function closeTestDb(): Promise<void> {
  const pending = connection;
  connection = null;
  if (pending) await (await pending.catch(() => null))?.close();
}
// The API tests' environment calls it when the file is done (api-test-environment.ts); the e2e specs call it themselves.
(globalThis as unknown as Record<string, unknown>)[CLOSE_TEST_DB] = closeTestDb;

/** The ids of the accounts with these usernames, as a menu stores its admins; an unknown username gets a fresh id. */
export async function adminIds(usernames: string[]): Promise<Types.ObjectId[]> {
  if (!usernames.length) return [];
  const users = await (await testDb()).collection('users').find({ username: { $in: usernames } }, { projection: { username: 1 } }).toArray();
  return usernames.map((u) => (users.find((x) => x.username === u)?._id as Types.ObjectId | undefined) ?? new Types.ObjectId());
}

/** The Menu model bound to the test connection. */
export async function testMenuModel() {
  const conn = await testDb();
  return conn.models.Menu ?? conn.model('Menu', Menu.schema);
}

function placeholderImage(): string {
  return `${crypto.randomBytes(16).toString('hex')}.webp`;
}

export async function insertMenuFixture(opts: MenuFixtureOptions = {}): Promise<MenuFixture> {
  const MenuModel = await testMenuModel();
  const images = opts.images?.length ? opts.images : Array.from({ length: 6 }, placeholderImage);
  const img = (i: number) => images[i % images.length];
  const id = () => new Types.ObjectId();

  const ids = {
    menu: id(),
    main: id(),
    drinks: id(),
    mansaf: id(),
    pinned: id(),
    sale20: id(),
    sale50: id(),
    withSubItems: id(),
    water: id(),
    galleryScroll: id(),
    galleryShowAll: id(),
    near: id(),
    far: id(),
  };
  const username = opts.username ?? `fx${crypto.randomBytes(5).toString('hex')}`;
  const coordinates = {
    institution: [35.9106, 31.9539] as [number, number], // Amman, downtown
    near: [35.8729, 31.9706] as [number, number], // Amman, Jabal Al-Hussein
    far: [35.8444, 32.5556] as [number, number], // Irbid
  };

  await MenuModel.create({
    _id: ids.menu,
    username,
    plan: opts.plan ?? 2,
    active: opts.active ?? true,
    initialized: true,
    currency: opts.currency ?? 'JOD',
    timeZone: opts.timeZone ?? 'Asia/Amman',
    headingPhrase: 'أهلاً بكم في بيت الطعم الأصيل',
    endingPhrase: 'صحتين وعافية، نتشرف بزيارتكم دائماً',
    menuMainImage: img(0),
    colors: { mainColor: '#8d1b3d', secondaryColor: '#f4b942', shadeColor: '#5e1229', tintColor: '#f8e9ee' },
    institution: {
      name: 'مطعم السنابل',
      description: 'مأكولات أردنية وشامية تقليدية مطبوخة على الحطب منذ 1998',
      logo: img(1),
      whatsapp: opts.whatsapp ?? '962791234567',
      googleRateUrl: opts.googleRateUrl ?? 'https://g.page/r/sanabel-rating',
      location: {
        address: 'عمّان، وسط البلد، شارع الملك فيصل',
        googleMaps: 'https://maps.google.com/?q=31.9539,35.9106',
        geoLocation: { type: 'Point', coordinates: coordinates.institution },
      },
      contact: {
        instagram: 'https://instagram.com/sanabel',
        facebook: 'https://facebook.com/sanabel',
        x: '',
        phone: '0791234567',
        email: 'hello@sanabel.example',
        snapchat: '',
      },
    },
    settings: {
      doMenuPurchase: true,
      doRenderDealsSection: true,
      doMarkClosestBranch: true,
      ...opts.settings,
    },
    sections: [
      {
        _id: ids.main,
        title: 'الأطباق الرئيسية',
        prime: true,
        items: [
          {
            _id: ids.mansaf,
            title: 'منسف أردني',
            itemname: 'mansaf',
            description: 'لحم بلدي مع الجميد والأرز والمكسرات',
            price: 4.5,
            image: img(2),
          },
          {
            _id: ids.sale20,
            title: 'مقلوبة دجاج',
            itemname: 'maqluba',
            description: 'أرز وباذنجان وزهرة مع دجاج محمّر',
            price: 5,
            image: img(3),
            sale: { onSale: true, offPrice: 0.2 },
          },
          {
            _id: ids.pinned,
            title: 'مشاوي مشكلة',
            itemname: 'mixed-grill',
            description: 'كباب وشيش طاووق وريش على الفحم',
            price: 6,
            pin: true,
            image: img(4),
          },
          {
            _id: ids.sale50,
            title: 'فتة حمص',
            itemname: 'fatteh',
            description: 'حمص ولبن وخبز محمص وصنوبر',
            price: 3,
            image: img(5),
            show: { type: 'large-image' },
            sale: { onSale: true, offPrice: 0.5 },
          },
        ],
        galleries: [
          {
            _id: ids.galleryScroll,
            title: 'من مطبخنا',
            display: 'scroll',
            images: [
              { image: img(0), note: 'الطابون' },
              { image: img(2), note: 'المشاوي' },
              { image: img(4), note: '' },
            ],
          },
        ],
      },
      {
        _id: ids.drinks,
        title: 'المشروبات',
        prime: false,
        items: [
          {
            _id: ids.withSubItems,
            title: 'عصير ليمون بالنعناع',
            itemname: 'lemonade',
            description: 'ليمون طازج ونعناع',
            price: 1.5,
            image: img(1),
            subItems: [
              { title: 'صغير', price: 1.5 },
              { title: 'كبير', price: 2.5 },
            ],
          },
          { _id: ids.water, title: 'مياه معدنية', itemname: 'water', description: '', price: 1, image: '' },
        ],
        galleries: [
          {
            _id: ids.galleryShowAll,
            title: 'أجواء المكان',
            display: 'show-all',
            images: [
              { image: img(3), note: 'الجلسة الخارجية' },
              { image: img(5), note: 'القاعة' },
            ],
          },
        ],
      },
    ],
    branches: [
      {
        _id: ids.near,
        phone: '0797654321',
        location: {
          address: 'عمّان، جبل الحسين، دوار فراس',
          googleMaps: 'https://maps.google.com/?q=31.9706,35.8729',
          geoLocation: { type: 'Point', coordinates: coordinates.near },
        },
      },
      {
        _id: ids.far,
        phone: '0781112233',
        location: {
          address: 'إربد، شارع الجامعة',
          googleMaps: 'https://maps.google.com/?q=32.5556,35.8444',
          geoLocation: { type: 'Point', coordinates: coordinates.far },
        },
      },
    ],
    workingDays: opts.workingDays ?? EVERY_DAY,
    admins: await adminIds(opts.admins ?? []),
  });

  const s = (x: Types.ObjectId) => x.toHexString();
  return {
    menuId: s(ids.menu),
    username,
    sectionIds: { main: s(ids.main), drinks: s(ids.drinks) },
    itemIds: {
      mansaf: s(ids.mansaf),
      pinned: s(ids.pinned),
      sale20: s(ids.sale20),
      sale50: s(ids.sale50),
      withSubItems: s(ids.withSubItems),
      water: s(ids.water),
    },
    galleryIds: { scroll: s(ids.galleryScroll), showAll: s(ids.galleryShowAll) },
    branchIds: { near: s(ids.near), far: s(ids.far) },
    coordinates,
  };
}

/** The stored interest count of one item (read straight from the database). */
export async function readInterestRecords(menuId: string, itemId: string): Promise<number> {
  const MenuModel = await testMenuModel();
  const menu = (await MenuModel.findById(menuId).lean()) as { sections: { items: { _id: Types.ObjectId; interestRecords?: number }[] }[] } | null;
  // What the admin sees: the value stored in the menu plus the item's own counter document (diners' taps
  // are counted there, never in the menu).
  const counter = await (await testDb()).collection('menucounters').findOne({ _id: `item:${itemId}` as unknown as Types.ObjectId });
  for (const section of menu?.sections ?? []) {
    for (const item of section.items) if (item._id.toHexString() === itemId) return (item.interestRecords ?? 0) + (counter?.interest ?? 0);
  }
  throw new Error(`item ${itemId} not found in menu ${menuId}`);
}

/** The menu's visitor totals as its statistics show them: stored in the menu plus its counter document. */
export async function readVisitorTotals(menuId: string): Promise<{ newVisitors: number; totalVisitors: number }> {
  const MenuModel = await testMenuModel();
  const menu = (await MenuModel.findById(menuId).lean()) as { menuVisitors?: { newVisitors?: number; totalVisitors?: number } } | null;
  const counter = await (await testDb()).collection('menucounters').findOne({ _id: `visits:${menuId}` as unknown as Types.ObjectId });
  return {
    newVisitors: (menu?.menuVisitors?.newVisitors ?? 0) + (counter?.newVisitors ?? 0),
    totalVisitors: (menu?.menuVisitors?.totalVisitors ?? 0) + (counter?.totalVisitors ?? 0),
  };
}

/**
 * Stores `count` simple generated food pictures in the uploads GridFS bucket of the test database (full WebP plus
 * its `-sm` list variant, the layout media's store uses), and returns their names for `insertMenuFixture({images})`.
 * For screenshots and image tests; tests that don't look at images can skip it.
 */
export async function storeFixtureImages(count = 6): Promise<string[]> {
  const sharp = (await import('sharp')).default;
  const conn = await testDb();
  const bucket = new mongoose.mongo.GridFSBucket(conn.db!, { bucketName: 'uploads' });
  const palette = [
    ['#c0392b', '#f5cba7', '#7b241c'],
    ['#d68910', '#fdebd0', '#7e5109'],
    ['#229954', '#d5f5e3', '#145a32'],
    ['#884ea0', '#ebdef0', '#4a235a'],
    ['#2e86c1', '#d6eaf8', '#1b4f72'],
    ['#a04000', '#f6ddcc', '#6e2c00'],
  ];
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const [food, plate, deep] = palette[i % palette.length];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
      <defs><radialGradient id="g" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="${plate}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
      <rect width="1200" height="800" fill="url(#g)"/>
      <ellipse cx="600" cy="430" rx="380" ry="250" fill="#fff" opacity="0.95"/>
      <ellipse cx="600" cy="420" rx="300" ry="190" fill="${food}"/>
      <circle cx="${480 + i * 20}" cy="380" r="46" fill="${plate}"/><circle cx="700" cy="${450 - i * 8}" r="38" fill="${deep}"/>
      <circle cx="610" cy="330" r="24" fill="#2ecc71"/><circle cx="560" cy="480" r="20" fill="#f4d03f"/>
    </svg>`;
    const base = crypto.randomBytes(16).toString('hex');
    const full = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
    const small = await sharp(Buffer.from(svg)).resize({ width: 480 }).webp({ quality: 75 }).toBuffer();
    for (const [name, buf, width, height, variant] of [
      [`${base}.webp`, full, 1200, 800, 'full'],
      [`${base}-sm.webp`, small, 480, 320, 'small'],
    ] as const) {
      await new Promise<void>((resolve, reject) => {
        const stream = bucket.openUploadStream(name, {
          metadata: {
            contentType: 'image/webp',
            width,
            height,
            sha256: crypto.createHash('sha256').update(buf).digest('hex'),
            kind: 'item',
            variant,
          },
        });
        stream.once('error', reject);
        stream.once('finish', () => resolve());
        stream.end(buf);
      });
    }
    names.push(`${base}.webp`);
  }
  return names;
}
