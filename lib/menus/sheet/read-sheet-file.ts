import { badRequest, tooLarge } from '../../api/errors';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { runHeavy } from '../../heavy-work/run-heavy';
import type { SheetCells } from './read-sheet-cells';
import { ITEM_COLUMNS, SECTION_COLUMNS, SHEET_MAX_ROWS, itemHeader, sectionHeader } from './sheet-columns';

/** One data row of a sheet: its row number as the spreadsheet shows it, and its cells by column key (all text). */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
  /** The column letter of each key in this file (for problems: "D7"). */
  letters: Record<string, string>;
}
export interface SheetFile {
  items: SheetRow[];
  /** The sections sheet (xlsx only; a CSV has the items sheet alone). */
  sections: SheetRow[] | null;
}

/**
 * Reads an uploaded menu sheet (an .xlsx or a CSV) into SheetRows by its header rows. The file itself is read in the
 * heavy-work pool (read-sheet-cells.ts, in a worker thread with its own memory limit), so a big or hostile file never
 * holds up the app's other requests; what comes back is plain rows of text cells. Refuses (413) more than
 * SHEET_MAX_ROWS data rows, and (400) a file it cannot read or without headers.
 */
export async function readSheetFile(bytes: Buffer): Promise<SheetFile> {
  const file = await runHeavy<SheetCells>('sheetCells', bytes);
  const items = toRows(file.items, ITEM_COLUMNS.map((c) => c.key), itemHeader);
  const sections = file.sections ? toRows(file.sections, SECTION_COLUMNS.map((c) => c.key), sectionHeader) : null;
  if (!items) throw badRequest(T.noHeaders);
  const count = items.length + (sections?.length ?? 0);
  if (count > SHEET_MAX_ROWS) throw tooLarge(T.tooManyRows(SHEET_MAX_ROWS, count));
  return { items, sections };
}

const letter = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : letter(Math.floor(index / 26) - 1) + letter(index % 26));
const norm = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Finds the header rows (the Arabic header and/or the keys, in the first two rows) and turns the rows after them into
 * SheetRows keyed by column; blank rows are skipped. null when no header row names at least two known columns.
 */
function toRows(raw: string[][], keys: readonly string[], header: (key: string) => string): SheetRow[] | null {
  const lookup = new Map<string, string>();
  for (const key of keys) {
    lookup.set(norm(key), key);
    lookup.set(norm(header(key)), key);
  }
  let columns: Map<number, string> | null = null;
  let first = 0;
  for (let r = 0; r < Math.min(2, raw.length); r++) {
    const found = new Map<number, string>();
    (raw[r] ?? []).forEach((cell, i) => {
      const key = lookup.get(norm(cell));
      if (key && ![...found.values()].includes(key)) found.set(i, key);
    });
    if (found.size >= 2) {
      columns = columns ?? found;
      first = r + 1;
    }
  }
  if (!columns) return null;
  const letters = Object.fromEntries([...columns].map(([i, key]) => [key, letter(i)]));
  const rows: SheetRow[] = [];
  for (let r = first; r < raw.length; r++) {
    const cells: Record<string, string> = {};
    for (const [i, key] of columns) cells[key] = (raw[r]?.[i] ?? '').trim();
    if (Object.values(cells).every((v) => v === '')) continue;
    rows.push({ row: r + 1, cells, letters });
  }
  return rows;
}
