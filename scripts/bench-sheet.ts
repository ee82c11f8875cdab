/**
 * Benchmark of the menu spreadsheet over HTTP (prints figures; not a test). The targets: the preview of a
 * 1,000-row sheet in ≤ 2 s and its apply in ≤ 2 s.
 *   npx next build && npm run bench:sheet
 *
 * Starts the embedded database WITH a dbpath (fsync per acknowledged write, as `npm start` runs it) and the built app,
 * seeds a menu of 1,000 items in 10 sections (BENCH_ROWS to change it), logs in as its admin and measures, each
 * BENCH_RUNS times (default 5), over loopback:
 *   - export     GET …/export (the streamed .xlsx, read to the end)
 *   - preview    POST …/import?dryRun=1 with the exported file with every price raised by 5% (1,000 changes)
 *   - apply      POST …/import with that file, then with the original (each run writes 1,000 changed prices)
 * and prints the median and the slowest run of each, with the file size.
 */
import os from 'node:os';
import ExcelJS from 'exceljs';
import { startBenchOwnerApp, seedSizedMenu } from './lib/bench-owner-app';
import { runMain } from './lib/run-main';
import { median } from './lib/stats';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function main() {
  const app = await startBenchOwnerApp('bench-sheet', '10.77.1', async (owner) => (await seedSizedMenu(ROWS, owner, { username: `bench-sheet-${Date.now().toString(36)}` })).id);
  const menuId = app.seeded;
  const headers = app.headers;
  try {
    const timed = async <T>(fn: () => Promise<T>) => {
      const t = performance.now();
      const value = await fn();
      return { ms: performance.now() - t, value };
    };
    const exportFile = () => fetch(`${app.url}/api/v1/quickmenu/${menuId}/export`, { headers }).then(async (r) => Buffer.from(await r.arrayBuffer()));
    const post = async (file: Buffer, dryRun: boolean) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)]), 'menu.xlsx');
      const res = await fetch(`${app.url}/api/v1/quickmenu/${menuId}/import?dryRun=${dryRun ? 1 : 0}`, { method: 'POST', headers, body: form });
      const body = (await res.json()) as { data?: { preview: { items: { change: unknown[] }; problems: unknown[] }; applied: boolean }; message?: string };
      if (!res.ok) throw new Error(`import answered ${res.status}: ${body.message}`);
      return body.data!;
    };

    const exports: number[] = [];
    let original = Buffer.alloc(0);
    for (let i = 0; i < RUNS; i++) {
      const r = await timed(exportFile);
      exports.push(r.ms);
      original = r.value;
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(original as unknown as ArrayBuffer);
    workbook.getWorksheet('العناصر')!.eachRow((row, n) => {
      if (n > 2) row.getCell(6).value = Math.round(Number(row.getCell(6).value) * 105) / 100;
    });
    const raised = Buffer.from(await workbook.xlsx.writeBuffer());

    const previews: number[] = [];
    let changes = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await timed(() => post(raised, true));
      previews.push(r.ms);
      changes = r.value.preview.items.change.length;
    }
    const applies: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await timed(() => post(i % 2 ? original : raised, false));
      if (!r.value.applied) throw new Error('the import did not apply');
      applies.push(r.ms);
    }

    const f = (ms: number[]) => `${median(ms).toFixed(0)} ms (slowest ${Math.max(...ms).toFixed(0)} ms)`;
    console.log(`\nbench:sheet — ${ROWS}-item menu, embedded DB with --dbpath, loopback, ${RUNS} runs each; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores\n`);
    console.log(`| step | median (slowest) | target |`);
    console.log(`|---|---|---|`);
    console.log(`| export (.xlsx, ${(original.length / 1024).toFixed(0)} KB) | ${f(exports)} | |`);
    console.log(`| preview (dryRun, ${changes} changed prices) | ${f(previews)} | ≤ 2000 ms |`);
    console.log(`| apply (one write of ${changes} changes) | ${f(applies)} | ≤ 2000 ms |`);
  } finally {
    await app.close();
  }
}

runMain(main);
