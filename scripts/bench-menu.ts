/**
 * Benchmark of the public menu page (prints figures; not a test).
 *   NEXT_DIST_DIR=.next-menu npm run bench:menu      (after `next build` into that dir; default dir .next)
 *
 * Starts the embedded DB and the built app, seeds a 150-item menu with images (stored through lib/uploads), then, in
 * one run with the same autocannon settings on loopback:
 *   - requests/s of GET /m/{username} vs a bare Node http server answering the same HTML bytes (and the ratio);
 *   - gzipped size of the HTML and of the route's first-load JS (the <script src> chunks the HTML references);
 *   - the Lighthouse mobile score when the `lighthouse` package is installed.
 * Options (env): BENCH_CONNECTIONS (default 20), BENCH_SECONDS (default 10).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { start as startDb } from '../lib/embedded-mongo';
import { freePort, startApp } from './lib/app-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERNAME = 'benchmenu';

/** The part of autocannon's result this script reads (the package ships no types). */
type CannonResult = { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
type Cannon = (opts: object, cb: (err: Error | null, res: CannonResult) => void) => unknown;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const autocannon: Cannon = require('autocannon');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function makeImages(count: number): Promise<string[]> {
  const { storeImage } = await import('../lib/uploads/store-image');
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const hue = Math.round((360 * i) / count);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="hsl(${hue},45%,35%)"/><ellipse cx="600" cy="420" rx="380" ry="250" fill="#fff"/><ellipse cx="600" cy="410" rx="300" ry="190" fill="hsl(${(hue + 30) % 360},70%,45%)"/><circle cx="520" cy="370" r="40" fill="#f5e6c8"/><circle cx="690" cy="450" r="32" fill="#2ecc71"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    names.push((await storeImage(jpeg, { kind: 'item' })).name);
  }
  return names;
}

async function seedMenu(images: string[]): Promise<string> {
  const { Menu } = await import('../models/Menu');
  const titles = ['مشاوي', 'مقبلات', 'سلطات', 'شوربات', 'مناقيش', 'سندويشات', 'حلويات', 'مشروبات باردة', 'مشروبات ساخنة', 'أطباق اليوم'];
  let n = 0;
  const sections = titles.map((title, s) => ({
    title,
    prime: s < 2,
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
      };
    }),
  }));
  const menu = await Menu.create({
    username: USERNAME,
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
    settings: { doMenuPurchase: true, doRenderDealsSection: true, doMarkClosestBranch: true },
    sections,
    branches: [{ phone: '0797654321', location: { address: 'إربد', geoLocation: { type: 'Point', coordinates: [35.84, 32.55] } } }],
    workingDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => ({ day, start: '09:00', end: '23:00' })),
  });
  return String(menu._id);
}

function cannon(url: string): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** Lighthouse mobile performance score, when the package is installed (it is optional, never installed by this script). */
async function lighthouseScore(url: string): Promise<void> {
  let lighthouse: (url: string, flags: object) => Promise<{ lhr: { categories: Record<string, { score: number | null }> } } | undefined>;
  let chromeLauncher: { launch(o: object): Promise<{ port: number; kill(): Promise<void> | void }> };
  try {
    lighthouse = (await import('lighthouse' as string)).default;
    chromeLauncher = await import('chrome-launcher' as string);
  } catch {
    console.log('lighthouse not installed');
    return;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile' });
    const c = result?.lhr.categories ?? {};
    const pct = (k: string) => (c[k]?.score == null ? 'n/a' : Math.round((c[k].score as number) * 100));
    console.log(`lighthouse (mobile, simulated throttling): performance ${pct('performance')}, accessibility ${pct('accessibility')}`);
  } catch (err) {
    console.log(`lighthouse failed: ${(err as Error).message}`);
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`No production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first.`);
    process.exit(1);
  }
  const stops: Array<() => Promise<unknown>> = [];
  try {
    const db = await startDb({ quiet: true });
    stops.push(() => db.stop());
    const uri = `${db.uri.replace(/\/?$/, '/')}qrmenu_bench`;
    process.env.MONGODB_URI = uri;
    const { connectDb } = await import('../lib/db');
    await connectDb();
    stops.unshift(() => mongoose.disconnect());

    console.log('seeding a 150-item menu with images…');
    const images = await makeImages(12);
    const menuId = await seedMenu(images);

    const port = await freePort();
    const app = await startApp({
      port,
      env: { NODE_ENV: 'production', MONGODB_URI: uri, NEXTAUTH_SECRET: 'bench-secret-0123456789abcdef', NEXTAUTH_URL: `http://127.0.0.1:${port}` },
    });
    stops.unshift(() => app.stop());
    const pageUrl = `${app.url}/m/${USERNAME}`;

    // Warm: the first request renders and fills the cache.
    for (let i = 0; i < 3; i++) await fetch(pageUrl).then((r) => r.arrayBuffer());
    const res = await fetch(pageUrl);
    const html = Buffer.from(await res.arrayBuffer());
    const cacheState = res.headers.get('x-nextjs-cache') ?? 'n/a';
    if (process.env.BENCH_VERBOSE) fs.writeFileSync('/tmp/bench-menu.html', html);
    const itemCount = (html.toString().match(/data-testid="menu-item"/g) ?? []).length;

    const bare = http.createServer((_req, out) => {
      out.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
      out.end(html);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
    stops.unshift(() => new Promise((r) => bare.close(r)));
    const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;

    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each, loopback\n`);
    const bareRes = await cannon(bareUrl);
    const appRes = await cannon(pageUrl);

    // Module scripts only: the noModule polyfills are never loaded by the browsers that run modules.
    const scripts = [...html.toString().matchAll(/<script([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(m[1]))
      .map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1])
      .filter((src): src is string => Boolean(src));
    let jsRaw = 0;
    let jsGz = 0;
    for (const src of new Set(scripts)) {
      const buf = Buffer.from(await (await fetch(new URL(src, app.url))).arrayBuffer());
      jsRaw += buf.length;
      jsGz += zlib.gzipSync(buf).length;
      if (process.env.BENCH_VERBOSE) console.log(`  ${src}  ${kb(buf.length)} raw, ${kb(zlib.gzipSync(buf).length)} gz`);
    }

    const row = (label: string, r: CannonResult) =>
      `${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(row(`GET /m/${USERNAME} (next start)`, appRes));
    console.log(row('bare node:http, same bytes', bareRes));
    console.log(`ratio app / bare: ${(appRes.requests.average / bareRes.requests.average).toFixed(3)}`);
    console.log('');
    console.log(`menu ${menuId}: ${itemCount} item cards in the HTML (150 items + deals), x-nextjs-cache: ${cacheState}`);
    console.log(`HTML: ${kb(html.length)} raw, ${kb(zlib.gzipSync(html).length)} gzipped`);
    console.log(`first-load JS: ${new Set(scripts).size} chunks, ${kb(jsRaw)} raw, ${kb(jsGz)} gzipped`);

    await lighthouseScore(pageUrl);
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
