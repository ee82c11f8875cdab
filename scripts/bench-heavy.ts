/**
 * Heavy work against everyone else (prints figures; not a test): `npm run build && npm run bench:heavy`
 *
 * The built app on the embedded database (scripts/lib/bench-owner-app.ts), one owner. For each scenario, BENCH_HEAVY_N
 * (default 4) heavy requests are sent one after another while another client asks /api/health back to back (and a
 * third /robots.txt, which waits on the app's thread alone, not on the database); printed: that client's p50/p99/max, the heavy requests' answers and times, and the app's resident memory before and after.
 * Scenarios: idle (no heavy work), the largest allowed sheet (3,000 rows × 19 columns, ~1 MB .xlsx), a 300,000-row
 * sheet, the apply of a 1,000-item import (every item with options changed in the one write), a zip bomb (4.8 GB of spaces declared as 16 KB, a ~4.9 MB file; BENCH_BOMB_MB), and the paper menu of a
 * 1,000-item menu with options (three groups of six on every item). BENCH_RUNS (default 1) repeats the whole run on a
 * fresh app and database; the summary gives the median and range of each figure. Target: the other client's p99 ≤ 100 ms.
 * At the end, the app's RSS once the idle worker has ended.
 */
import fs from 'node:fs';
import { Types } from 'mongoose';
import { startBenchOwnerApp, type BenchOwnerApp } from './lib/bench-owner-app';
import { runMain } from './lib/run-main';
import { median, spread } from './lib/stats';
import { lyingXlsx, sheetXlsx } from '../tests/support/crafted-xlsx';

const N = Number(process.env.BENCH_HEAVY_N ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 4800);
const IDLE_MS = 3000;
/** Only these scenarios (comma-separated keys: idle, largest, apply, rows, bomb, print); all when unset. */
const ONLY = process.env.BENCH_HEAVY_ONLY ? new Set(process.env.BENCH_HEAVY_ONLY.split(',')) : null;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** A 1,000-item menu whose every item has sub-items and three option groups of six. */
async function seedPrintMenu(owner: Types.ObjectId): Promise<{ print: string; sheet: string }> {
  const { Menu } = await import('../models/Menu');
  const id = () => new Types.ObjectId();
  const sections = Array.from({ length: 20 }, (_, s) => ({
    _id: id(),
    title: `قسم ${s + 1}`,
    prime: s < 2,
    galleries: [],
    items: Array.from({ length: 50 }, (_, i) => ({
      _id: id(),
      title: `صنف ${s + 1}-${i + 1}`,
      itemname: `item-${s}-${i}`,
      description: 'وصف طويل بعض الشيء لطبق من أطباق المطعم، بمكونات طازجة وطريقة تقديم خاصة',
      price: 1 + (i % 9),
      subItems: [{ title: 'صغير', price: 2 }, { title: 'كبير', price: 3 }],
      optionGroups: Array.from({ length: 3 }, (_, g) => ({
        title: `مجموعة ${g + 1}`,
        min: 0,
        max: 3,
        options: Array.from({ length: 6 }, (_, o) => ({ title: `خيار ${g + 1}-${o + 1}`, price: o * 0.25 })),
      })),
      sale: i % 6 === 0 ? { onSale: true, offPrice: 0.2 } : { onSale: false, offPrice: 0 },
    })),
  }));
  const print = await Menu.create({ admins: [owner], plan: 2, active: true, initialized: true, institution: { name: 'bench print' }, sections });
  const sheet = await Menu.create({ admins: [owner], plan: 2, active: true, initialized: true, institution: { name: 'bench sheet' }, sections: [] });
  return { print: String(print._id), sheet: String(sheet._id) };
}

/** The print menu's 1,000 items as a CSV (section, title, unique name, price), their prices raised by `raise`. */
const applySheet = (raise: number) =>
  ['section,title,itemname,price', ...Array.from({ length: 1000 }, (_, n) => {
    const [s, i] = [Math.floor(n / 50), n % 50];
    return `قسم ${s + 1},صنف ${s + 1}-${i + 1},item-${s}-${i},${1 + (i % 9) + raise}`;
  })].join('\r\n');

type Probe = { stop: () => Promise<number[]> };
/**
 * Another client asking `path` back to back until stopped: each answer's time, ms. /api/health asks the database too
 * (so it also waits while the database applies a big write); /robots.txt is the app's thread alone.
 */
function probe(url: string, path = '/api/health'): Probe {
  let running = true;
  const times: number[] = [];
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      const res = await fetch(`${url}${path}`, { headers: { 'x-forwarded-for': '198.51.100.200' } });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return times;
    },
  };
}

type Figures = { p50: number; p99: number; max: number; appP99: number; appMax: number; rssBefore: number; rssAfter: number; heavyMs: number };

async function scenario(app: BenchOwnerApp, name: string, heavy: (() => Promise<Response>) | null): Promise<Figures> {
  const rssBefore = rssMb(app.pid);
  const p = probe(app.url);
  const own = probe(app.url, '/robots.txt');
  const statuses: number[] = [];
  const heavyTimes: number[] = [];
  if (!heavy) await new Promise((r) => setTimeout(r, IDLE_MS));
  else {
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      const res = await heavy();
      await res.arrayBuffer();
      heavyTimes.push(performance.now() - t);
      statuses.push(res.status);
    }
  }
  const [times, appTimes] = [await p.stop(), await own.stop()];
  const f = {
    p50: pct(times, 50),
    p99: pct(times, 99),
    max: Math.max(...times),
    appP99: pct(appTimes, 99),
    appMax: Math.max(...appTimes),
    rssBefore,
    rssAfter: rssMb(app.pid),
    heavyMs: heavyTimes.length ? median(heavyTimes) : 0,
  };
  const heavyText = heavy ? `; heavy: ${statuses.join(',')} in ${heavyTimes.map((t) => (t / 1000).toFixed(1)).join(', ')} s` : '';
  console.log(
    `${name.padEnd(34)} other client: ${times.length} answers, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(0)} ms` +
      ` (robots.txt, no database: p99 ${f.appP99.toFixed(1)} ms, max ${f.appMax.toFixed(0)} ms)` +
      `; app RSS ${f.rssBefore.toFixed(0)} → ${f.rssAfter.toFixed(0)} MB${heavyText}`,
  );
  return f;
}

async function oneRun(): Promise<Record<string, Figures>> {
  const app = await startBenchOwnerApp('bench-heavy', '198.51.100', seedPrintMenu);
  try {
    const { print, sheet } = app.seeded;
    const upload = (bytes: Buffer) => () => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)]), 'menu.xlsx');
      return fetch(`${app.url}/api/v1/quickmenu/${sheet}/import?dryRun=1`, { method: 'POST', body: form, headers: { ...app.headers, 'accept-language': 'en' } });
    };
    const largest = sheetXlsx(3000, 19);
    const rows = sheetXlsx(300_000, 1);
    const bomb = lyingXlsx(BOMB_MB);
    console.log(`files: largest allowed sheet ${(largest.length / 1024).toFixed(0)} KB, 300,000 rows ${(rows.length / 1024).toFixed(0)} KB, bomb ${(bomb.length / 1024).toFixed(0)} KB (${BOMB_MB} MB inflated)`);
    const out: Record<string, Figures> = {};
    const run = async (key: string, name: string, heavy: (() => Promise<Response>) | null) => {
      if (ONLY && !ONLY.has(key)) return;
      out[key] = (await scenario(app, name, heavy))!;
    };
    await run('idle', 'idle', null);
    await run('largest', 'import: largest allowed sheet', upload(largest));
    // The apply of the worst import: every one of the print menu's 1,000 items (sub-items, three groups of six
    // options each) changes its price, so the one write sets all of them; the next apply changes them back.
    let flip = 0;
    await run('apply', 'import apply: 1,000 items, options', () => {
      const form = new FormData();
      form.set('file', new Blob([applySheet(++flip % 2)]), 'menu.csv');
      return fetch(`${app.url}/api/v1/quickmenu/${print}/import`, { method: 'POST', body: form, headers: { ...app.headers, 'accept-language': 'en' } });
    });
    await run('rows', 'import: 300,000-row sheet', upload(rows));
    await run('bomb', `import: zip bomb (${BOMB_MB} MB)`, upload(bomb));
    await run('print', 'print: 1,000 items with options', () =>
      fetch(`${app.url}/api/v1/quickmenu/${print}/print?size=a4`, { headers: { ...app.headers, 'accept-language': 'en' } }),
    );
    const alive = await fetch(`${app.url}/api/health`);
    console.log(`the app after all of it: health ${alive.status}, RSS ${rssMb(app.pid).toFixed(0)} MB`);
    // An idle worker ends after 30 s (lib/heavy-work/run-heavy.ts) and gives its heap back.
    if (ONLY) return out;
    await new Promise((r) => setTimeout(r, 35_000));
    console.log(`35 s later (the idle worker ended): RSS ${rssMb(app.pid).toFixed(0)} MB`);
    return out;
  } finally {
    await app.close();
  }
}

async function main() {
  const runs: Record<string, Figures>[] = [];
  for (let r = 0; r < RUNS; r++) {
    console.log(`\nrun ${r + 1} of ${RUNS} (${N} heavy requests per scenario, one after another)`);
    runs.push(await oneRun());
  }
  if (RUNS < 2) return;
  console.log(`\nmedian (range) of ${RUNS} runs: the other client's p50 / p99 / max, ms; the app's RSS after, MB; one heavy request, s`);
  for (const name of Object.keys(runs[0])) {
    const of = (k: keyof Figures) => runs.map((f) => f[name][k]);
    console.log(
      `${name.padEnd(8)} p50 ${spread(of('p50'), 1)}  p99 ${spread(of('p99'), 1)}  max ${spread(of('max'))}  app alone p99 ${spread(of('appP99'), 1)} max ${spread(of('appMax'))}  RSS after ${spread(of('rssAfter'))}  heavy ${spread(of('heavyMs').map((ms) => ms / 1000), 1)}`,
    );
  }
}

runMain(main);
