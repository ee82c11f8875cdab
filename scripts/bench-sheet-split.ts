/**
 * Where an import's CPU goes, thread by thread (prints figures; not a test): `npx tsx scripts/bench-sheet-split.ts`
 *
 * In one process, no server: the heavy-work job's steps (read, columns, rows, plan: lib/menus/sheet/plan-sheet-import.ts)
 * and what is left on the main thread around it — the menu's ids as text, the structured clone of the job's input and
 * of its answer (postMessage copies both on the main thread), the preview's JSON and, for an apply, the model's cast
 * of what is written into BSON (in the worker: stored-import.ts) and its decoding on the main thread; beside them, what
 * Mongoose's cast of the one `$set` of the sections cost the main thread before (the write now skips it). BENCH_SHEET_ROWS (default 3000 and 1000: the largest allowed file, and the largest
 * that fits the menu's caps so the sections are planned) rows of 19 columns against a menu holding every row's item.
 * BENCH_RUNS (default 3) times each.
 */
import { performance } from 'node:perf_hooks';
import { Types } from 'mongoose';
import { sheetXlsx } from '../tests/support/crafted-xlsx';
import { readSheetCells } from '../lib/menus/sheet/read-sheet-cells';
import { findSheetColumns } from '../lib/menus/sheet/find-sheet-columns';
import { parseSheetRows } from '../lib/menus/sheet/parse-sheet-rows';
import { planImport, type PlanMenu } from '../lib/menus/sheet/plan-import';
import { idsAsText } from '../lib/menus/sheet/ids-as-text';
import { storedImportBson } from '../lib/menus/sheet/stored-import';
import { Menu } from '../models/Menu';
import { deserialize } from 'bson';
import { runMain } from './lib/run-main';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = (process.env.BENCH_SHEET_ROWS ?? '3000,1000').split(',').map(Number);

const timed = <T>(f: () => T): [number, T] => {
  const t = performance.now();
  const value = f();
  return [performance.now() - t, value];
};

/** The menu as sheetXlsx's rows name it: item `i<row>` titled `صنف <row>` in section `قسم <row % 7>`, another price. */
function matchingMenu(rows: number): PlanMenu {
  const id = () => new Types.ObjectId();
  const sections = Array.from({ length: 7 }, (_, s) => ({
    _id: id(),
    title: `قسم ${s}`,
    prime: false,
    galleries: [],
    items: Array.from({ length: rows }, (_, i) => i + 2)
      .filter((r) => r % 7 === s)
      .map((r) => ({ _id: id(), title: `صنف ${r}`, itemname: `i${r}`, description: '', price: 10, pin: false, image: '', show: { type: 'small-image' }, subItems: [], optionGroups: [], sale: { onSale: false, offPrice: 0 }, soldOut: false })),
  }));
  return { sections, updatedAt: new Date(), timeZone: 'Asia/Amman', menuMainImage: '', institution: { name: 'bench' } } as unknown as PlanMenu;
}

async function main() {
  for (const rows of SIZES) {
    const bytes = sheetXlsx(rows, 19);
    const menu = matchingMenu(rows);
    for (let run = 1; run <= RUNS; run++) {
      const t = performance.now();
      const cells = await readSheetCells(bytes);
      const read = performance.now() - t;
      const [find, file] = timed(() => findSheetColumns(cells, {}));
      const [parse, sheet] = timed(() => parseSheetRows(file));
      const [plan, planned] = timed(() => planImport(menu, sheet, false, file));
      const [ids, plain] = timed(() => idsAsText(menu));
      const [cloneIn] = timed(() => structuredClone({ bytes, menu: plain }));
      const [toBson, bytes_] = planned.sections ? timed(() => storedImportBson({ sections: planned.sections! })) : [0, null];
      const [cloneOut] = timed(() => structuredClone({ preview: planned.preview, write: bytes_ }));
      const [json] = timed(() => JSON.stringify({ status: 'success', data: { preview: planned.preview } }));
      const [decode] = bytes_ ? timed(() => deserialize(bytes_)) : [0];
      const sections = planned.sections ? idsAsText(planned.sections) : null;
      const [cast] = sections ? timed(() => Menu.castObject({ sections } as never)) : [0];
      const apply = sections
        ? `, decode of the write ${decode.toFixed(0)} (cast into BSON in the worker ${toBson.toFixed(0)}; the $set's cast here before: ${cast.toFixed(0)})`
        : ` (no write: ${planned.preview.problems.length} problem)`;
      console.log(
        `${rows} rows, run ${run}: worker: read ${read.toFixed(0)} ms, columns ${find.toFixed(0)}, rows ${parse.toFixed(0)}, plan ${plan.toFixed(0)}` +
          ` | main: ids as text ${ids.toFixed(0)} ms, clone in ${cloneIn.toFixed(0)}, clone out ${cloneOut.toFixed(0)}, preview JSON ${json.toFixed(0)}${apply}`,
      );
    }
  }
}

runMain(main);
