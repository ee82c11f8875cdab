/** Seeding shared by the benchmarks (bench:menu, bench:cluster): images and the 150-item menu. */
import mongoose from 'mongoose';
import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import { start as startDb } from '@qrmenu/embedded-mongo';
import { freePort, startApp, type AppProcess } from './app-process';
import { EMBEDDED_REPL_SET } from './embedded-repl-set';

/**
 * The built app (from `distDir`) on the seeded embedded database (startSeededBenchDb): what bench:menu and
 * bench:search measure. `stop` stops both. Exits with a message when there is no build.
 */
export async function startSeededBenchApp(dbName: string, username: string): Promise<{ app: AppProcess; menuId: string; stop(): Promise<void> }> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`No production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npm run build\` first.`);
    process.exit(1);
  }
  const db = await startSeededBenchDb(dbName, username);
  const port = await freePort();
  const app = await startApp({
    port,
    env: { NODE_ENV: 'production', MONGODB_URI: db.uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef', NEXTAUTH_URL: `http://127.0.0.1:${port}` },
  }).catch(async (err) => {
    await db.stop();
    throw err;
  });
  return {
    app,
    menuId: db.menuId,
    async stop() {
      await app.stop().catch(() => undefined);
      await db.stop();
    },
  };
}

/**
 * The embedded database (in memory) with the 150-item menu under `username`; MONGODB_URI and this process's Mongoose
 * connection point at it. `stop` disconnects and stops the server.
 */
export async function startSeededBenchDb(dbName: string, username: string): Promise<{ uri: string; menuId: string; stop(): Promise<void> }> {
  const db = await startDb({ quiet: true, replSet: EMBEDDED_REPL_SET });
  const uri = db.clientUri(dbName);
  process.env.MONGODB_URI = uri;
  const { connectDb } = await import('../../lib/db');
  await connectDb();
  console.log('seeding a 150-item menu with images…');
  const menuId = await seedBenchMenu(await makeImages(12), username);
  return {
    uri,
    menuId,
    async stop() {
      await mongoose.disconnect().catch(() => undefined);
      await db.stop();
    },
  };
}

/** `count` stored JPEG-derived images (through lib/uploads, as an upload would store them). */
export async function makeImages(count: number): Promise<string[]> {
  const { storeImage } = await import('../../lib/uploads/store-image');
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const hue = Math.round((360 * i) / count);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="hsl(${hue},45%,35%)"/><ellipse cx="600" cy="420" rx="380" ry="250" fill="#fff"/><ellipse cx="600" cy="410" rx="300" ry="190" fill="hsl(${(hue + 30) % 360},70%,45%)"/><circle cx="520" cy="370" r="40" fill="#f5e6c8"/><circle cx="690" cy="450" r="32" fill="#2ecc71"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    names.push((await storeImage(jpeg, { kind: 'item' })).name);
  }
  return names;
}

/**
 * The 150-item benchmark menu (10 sections × 15 items, galleries, sale items, deals section on, allergens and tags on a
 * third of the items, every text in English too) under `username`.
 */
export async function seedBenchMenu(images: string[], username: string): Promise<string> {
  const { Menu } = await import('../../models/Menu');
  const titles = ['مشاوي', 'مقبلات', 'سلطات', 'شوربات', 'مناقيش', 'سندويشات', 'حلويات', 'مشروبات باردة', 'مشروبات ساخنة', 'أطباق اليوم'];
  // The English side: every text translated, so the English page is as heavy as the Arabic one.
  const english = ['Grills', 'Starters', 'Salads', 'Soups', 'Manakish', 'Sandwiches', 'Desserts', 'Cold drinks', 'Hot drinks', 'Dishes of the day'];
  const allergens = [['gluten'], ['milk', 'sesame'], ['tree-nuts'], ['eggs']];
  const tags = [['vegetarian'], ['halal', 'spicy'], ['vegan', 'gluten-free'], ['new']];
  let n = 0;
  const sections = titles.map((title, s) => ({
    title,
    prime: s < 2,
    translations: { en: { title: english[s] } },
    galleries: s === 0 ? [{ title: 'من مطبخنا', display: 'scroll', images: images.slice(0, 4).map((image, i) => ({ image, note: `صورة ${i + 1}` })) }] : [],
    items: Array.from({ length: 15 }, (_, i) => {
      n++;
      return {
        title: `${title} ${i + 1}`,
        itemname: `item-${n}`,
        description: 'وصف قصير للطبق بمكونات طازجة ومتبلة على الطريقة الشامية',
        price: 1 + ((n * 37) % 90) / 10,
        pin: i === 7,
        image: images[n % images.length],
        show: { type: i % 5 === 0 ? 'large-image' : 'small-image' },
        subItems: i % 4 === 0 ? [{ title: 'صغير', price: 2 }, { title: 'كبير', price: 3.5 }] : [],
        sale: i % 6 === 0 ? { onSale: true, offPrice: 0.2 } : { onSale: false, offPrice: 0 },
        translations: { en: { title: `${english[s]} ${i + 1}`, description: 'A short description of the dish, fresh ingredients seasoned the Levantine way' } },
        ...(i % 3 === 0 ? { allergens: allergens[n % 4], tags: tags[n % 4], calories: 200 + n } : {}),
      };
    }),
  }));
  const menu = await Menu.create({
    username,
    plan: 2,
    active: true,
    initialized: true,
    menuMainImage: images[0],
    headingPhrase: 'أهلاً بكم',
    endingPhrase: 'صحتين',
    institution: {
      name: 'مطعم القياس',
      description: 'منيو من 150 صنفاً لقياس الأداء',
      logo: images[1],
      googleRateUrl: 'https://g.page/r/bench',
      location: { address: 'عمّان', geoLocation: { type: 'Point', coordinates: [35.91, 31.95] } },
      contact: { phone: '0791234567' },
    },
    settings: { doMenuPurchase: true, doRenderDealsSection: true, doMarkClosestBranch: true, english: true },
    translations: { en: { name: 'Bench restaurant', description: 'A 150-item menu to measure speed', address: 'Amman', headingPhrase: 'Welcome', endingPhrase: 'Enjoy' } },
    sections,
    branches: [{ phone: '0797654321', location: { address: 'إربد', geoLocation: { type: 'Point', coordinates: [35.84, 32.55] } } }],
    workingDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => ({ day, start: '09:00', end: '23:00' })),
  });
  return String(menu._id);
}

