/**
 * Benchmark of the owner's edit ops over HTTP (prints figures; not a test).
 *   npx next build && npm run bench:admin
 *
 * Starts the embedded database WITH a dbpath (an fsync per acknowledged write, as `npm start` runs it) and the built
 * app, creates a verified admin and, for each op, its own menus of 30, 300 and 3,000 items (10 sections; so pitem's new
 * items do not make the next op's menu bigger), logs in, then for each menu
 * sends sequential `PUT /api/v1/quickmenu/{id}?op=…` calls and prints the median and p95 latency of
 *   - eitem   (the price of one item, spread over the menu's items),
 *   - pitem   (a new item in a section, unique itemname: the atomic uniqueness filter scans the menu),
 *   - esection (title and type of a section),
 * plus the growth factor of each from 30 -> 300 -> 3,000 items (the menu grows 10x each step), and the size of each
 * op's answer: the menu's head and the section the op touched (data.data), so it grows with a section, not the menu.
 * `BENCH_OPS=eitem BENCH_SIZES=3000` gives the one-field edit on the largest menu: its time and its answer's bytes.
 * Options (env): BENCH_REQUESTS (default 150 per op and size; 3,000 items use a third of it), BENCH_OPS (comma list),
 * BENCH_SIZES (comma list of item counts, default 30,300,3000).
 */
import { startBenchOwnerApp, seedSizedMenu, type SeededMenu } from './lib/bench-owner-app';
import { runMain } from './lib/run-main';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 150);
const OPS = (process.env.BENCH_OPS ?? 'eitem,pitem,esection').split(',');
const SIZES = (process.env.BENCH_SIZES ?? '30,300,3000').split(',').map(Number);

type Menu = SeededMenu;

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function main() {
  const app = await startBenchOwnerApp('bench-admin', '10.77.0', async (owner) => {
    const menus = new Map<string, Menu>();
    for (const op of OPS) for (const size of SIZES) menus.set(`${op} ${size}`, await seedSizedMenu(size, owner));
    return menus;
  });
  const menus = app.seeded;
  try {
    const put = async (menuId: string, query: Record<string, string>, body: unknown) => {
      const t = performance.now();
      const res = await fetch(`${app.url}/api/v1/quickmenu/${menuId}?${new URLSearchParams(query)}`, {
        method: 'PUT',
        headers: { ...app.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return { ms: performance.now() - t, ok: res.ok, bytes: text.length, status: res.status, text };
    };

    const call = (op: string, menu: Menu, n: number) => {
      const section = menu.sections[n % menu.sections.length];
      if (op === 'eitem') {
        const itemId = section.items[Math.floor(n / menu.sections.length) % section.items.length];
        return put(menu.id, { op, sectionId: section.id, itemId }, { price: 1 + (n % 50) / 10 });
      }
      if (op === 'pitem') {
        const item = { title: `جديد ${n}`, itemname: `new-${n}`, description: 'صنف جديد', price: 2, pin: false, show: { type: 'small-image' } };
        return put(menu.id, { op, sectionId: section.id }, item);
      }
      return put(menu.id, { op: 'esection', sectionId: section.id }, { title: `قسم ${n}`, prime: n % 2 === 0 });
    };

    const results: Record<string, Record<number, { median: number; p95: number; bytes: number; errors: number; error?: string }>> = {};
    for (const op of OPS) {
      results[op] = {};
      for (const size of SIZES) {
        const menu = menus.get(`${op} ${size}`)!;
        const count = size >= 3000 ? Math.ceil(REQUESTS / 3) : REQUESTS;
        for (let w = 0; w < 5; w++) await call(op, menu, 100_000 + w); // warm-up (JIT, connection, caches)
        const times: number[] = [];
        let errors = 0;
        let bytes = 0;
        let error: string | undefined;
        for (let n = 0; n < count; n++) {
          const r = await call(op, menu, n);
          if (r.ok) times.push(r.ms);
          else {
            errors++;
            error ??= `${r.status} ${r.text.slice(0, 120)}`;
          }
          bytes = r.bytes;
        }
        results[op][size] = { ...(times.length ? stats(times) : { median: NaN, p95: NaN }), bytes, errors, error };
      }
    }

    const f = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
    console.log(`\nbench:admin — sequential PUT /api/v1/quickmenu/{id}?op=… over loopback, embedded DB with --dbpath (${REQUESTS} calls per op and size; 3,000 items: ${Math.ceil(REQUESTS / 3)})\n`);
    console.log('| op | items | median | p95 | answer size | errors |');
    console.log('|---|---|---|---|---|---|');
    for (const op of OPS) {
      for (const size of SIZES) {
        const r = results[op][size];
        console.log(`| ${op} | ${size} | ${f(r.median)} | ${f(r.p95)} | ${(r.bytes / 1024).toFixed(1)} KB | ${r.errors}${r.error ? ` (${r.error.replace(/\|/g, '/')})` : ''} |`);
      }
    }
    if (SIZES.length > 1) console.log('\nGrowth of p95 from one menu size to the next:');
    for (const op of SIZES.length > 1 ? OPS : []) {
      const steps = SIZES.slice(1).map((size, i) => `${SIZES[i]} -> ${size} items x${(results[op][size].p95 / results[op][SIZES[i]].p95).toFixed(2)}`);
      console.log(`  ${op}: ${steps.join(', ')}`);
    }
  } finally {
    await app.close();
  }
}

runMain(main);
