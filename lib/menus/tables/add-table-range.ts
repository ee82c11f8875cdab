import { conflict } from '../../api/errors';
import { msg } from '../../i18n/t';
import { tableNameForms } from '../../shared/menu-tables';
import type { TableRangeValues } from '../../validation/table';
import { pushTables, type LoadedMenu } from './write-table';

/** '9–12', 'تراس 1–3', '5': consecutive numbers of a range written as one run each. */
export function numberRuns(numbers: number[], prefix: string): string[] {
  const runs: [number, number][] = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([a, b]) => `${prefix ? `${prefix} ` : ''}${a === b ? a : `${a}–${b}`}`);
}

/**
 * POST …/tables with a range: the tables of the range the menu lacks are added (1–12 when 1–8 exist adds 9–12), the
 * ones it has are left as they are and named in the answer; a range the menu has whole is a 409 naming it. The names
 * added must still be free when written (a condition of the write), so an admin adding '10' meanwhile is a 409.
 */
export async function addTableRange(menu: LoadedMenu, body: TableRangeValues) {
  const taken = new Set((menu.tables ?? []).map((t) => t.name));
  const name = (n: number) => (body.prefix ? `${body.prefix} ${n}` : String(n));
  const numbers = Array.from({ length: body.to - body.from + 1 }, (_, i) => body.from + i);
  const isTaken = (n: number) => tableNameForms(name(n)).some((form) => taken.has(form));
  const missing = numbers.filter((n) => !isTaken(n));
  const existing = numberRuns(
    numbers.filter((n) => isTaken(n)),
    body.prefix,
  );
  if (missing.length === 0) throw conflict(msg('tableRangeAllTaken', { names: existing }));
  const data = await pushTables(menu, missing.map(name), body.branchId);
  return { data, added: numberRuns(missing, body.prefix), existing };
}
