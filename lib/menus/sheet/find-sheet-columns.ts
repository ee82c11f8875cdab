import { tooLarge } from '../../api/errors';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { ITEM_HEADER_NAMES, SECTION_HEADER_NAMES, foldHeader } from './header-names';
import type { SheetCells } from './read-sheet-cells';
import { SHEET_HEADER_MAX_CHARS } from '../../validation/menu-sheet';
import { EXPORT_STAMP, ITEM_COLUMNS, REQUIRED_ITEM_COLUMNS, SECTION_COLUMNS, SHEET_MAX_ROWS, itemHeader, sectionHeader, type ItemColumn } from './sheet-columns';

/** One data row of a sheet: its row number as the spreadsheet shows it, and its cells by column key (all text). */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
  /** The column letter of each key in this file (for problems: "D7"). */
  letters: Record<string, string>;
}
/** A column of the file's items sheet as the preview shows it, for the owner to map when it was not recognised. */
export interface SheetColumn {
  letter: string;
  header: string;
  /** The column key it is read as; null: not read. */
  key: string | null;
  /** How: its name (ours or a common one), or the owner's mapping (given now or remembered for this menu). */
  by: 'name' | 'mapping' | null;
}
export interface SheetFile {
  items: SheetRow[];
  sections: SheetRow[] | null;
  /** The items sheet's columns (its header row). */
  columns: SheetColumn[];
  /** Required columns the items sheet lacks: then no row is read. */
  missing: ItemColumn[];
  /** The menu's last edit as the export wrote it (ISO), null for a file we did not write. */
  exportedFrom: string | null;
}
/** The owner's mapping: a header of the file (as written) → a column key, or '' to leave the column out. */
export type ColumnMapping = Record<string, string>;

/** How far down a header row is looked for (a café's sheet may start with a title line or two). */
const HEADER_SEARCH_ROWS = 10;
const FORMULA_ESCAPE = /^'[=+\-@\t\r]/;

const letter = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : letter(Math.floor(index / 26) - 1) + letter(index % 26));
const exact = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

type Lookup = (cell: string) => { key: string; by: 'name' | 'mapping' } | null;

function lookupOf(keys: readonly string[], header: (key: string) => string, names: Partial<Record<string, string[]>>, mapping: ColumnMapping): Lookup {
  const own = new Map<string, string>();
  const folded = new Map<string, string>();
  for (const key of keys) {
    own.set(exact(key), key);
    own.set(exact(header(key)), key);
  }
  // Our own headers first, then the common names: the first to claim a folded spelling keeps it.
  for (const key of keys) for (const name of [header(key), key, ...(names[key] ?? [])]) if (!folded.has(foldHeader(name))) folded.set(foldHeader(name), key);
  const mapped = new Map(Object.entries(mapping).map(([h, key]) => [foldHeader(h), key]));
  return (cell) => {
    // A cell longer than any header a mapping may name is text, not a header: folding it is work for nothing.
    if (!cell.trim() || cell.length > SHEET_HEADER_MAX_CHARS) return null;
    const m = mapped.get(foldHeader(cell));
    if (m !== undefined) return keys.includes(m) ? { key: m, by: 'mapping' } : null;
    const key = own.get(exact(cell)) ?? folded.get(foldHeader(cell)) ?? folded.get(foldHeader(cell, true));
    return key ? { key, by: 'name' } : null;
  };
}

/** The columns a header row gives: each key once, the owner's mapping first, then the first column that names it. */
function columnsOf(row: string[], lookup: Lookup): Map<number, { key: string; by: 'name' | 'mapping' }> {
  const found = new Map<number, { key: string; by: 'name' | 'mapping' }>();
  const hits = Array.from(row, (cell) => lookup(cell ?? ''));
  for (const by of ['mapping', 'name'] as const) {
    hits.forEach((hit, i) => {
      if (hit?.by === by && ![...found.values()].some((f) => f.key === hit.key)) found.set(i, hit);
    });
  }
  return new Map([...found].sort(([a], [b]) => a - b));
}

/**
 * Finds a sheet's header row — the one naming the most known columns among the first rows (our export has two: the
 * Arabic headers and the keys) — and turns the rows after it into SheetRows keyed by column; blank rows are skipped.
 */
function readSheet(raw: string[][], lookup: Lookup) {
  let best = -1;
  let columns = new Map<number, { key: string; by: 'name' | 'mapping' }>();
  for (let r = 0; r < Math.min(HEADER_SEARCH_ROWS, raw.length); r++) {
    const found = columnsOf(raw[r] ?? [], lookup);
    if (found.size > columns.size) [best, columns] = [r, found];
  }
  // Nothing recognised: the first row with text is the header row, every column waits for the owner's mapping.
  if (best < 0) best = raw.findIndex((r) => (r ?? []).some((c) => c?.trim()));
  // Our export's second header row (the keys) follows the first.
  const first = best >= 0 && raw[best + 1] && columnsOf(raw[best + 1], lookup).size >= 2 ? best + 2 : best + 1;
  const letters = Object.fromEntries([...columns].map(([i, c]) => [c.key, letter(i)]));
  const rows: SheetRow[] = [];
  for (let r = Math.max(first, 0); r < raw.length; r++) {
    const cells: Record<string, string> = {};
    for (const [i, c] of columns) cells[c.key] = unescapeCell((raw[r]?.[i] ?? '').trim());
    if (Object.values(cells).every((v) => v === '')) continue;
    rows.push({ row: r + 1, cells, letters });
  }
  return { rows, columns, headerRow: best < 0 ? [] : (raw[best] ?? []), stampRows: raw.slice(Math.max(best, 0), Math.max(first, 0)) };
}

/** What our export escaped so no spreadsheet takes it as a formula ("'=…") is read back as it was typed. */
const unescapeCell = (cell: string) => (FORMULA_ESCAPE.test(cell) ? cell.slice(1) : cell);

/**
 * The columns of the file's sheets: found by our headers or keys, by the common names of header-names.ts, or by the
 * owner's mapping (which wins). Refuses (413) more than SHEET_MAX_ROWS data rows. Pure apart from that refusal.
 */
export function findSheetColumns(cells: SheetCells, mapping: ColumnMapping = {}): SheetFile {
  const items = readSheet(cells.items, lookupOf(ITEM_COLUMNS.map((c) => c.key), itemHeader, ITEM_HEADER_NAMES, mapping));
  const sectionKeys = SECTION_COLUMNS.map((c) => c.key);
  const sectionsRead = cells.sections ? readSheet(cells.sections, lookupOf(sectionKeys, sectionHeader, SECTION_HEADER_NAMES, {})) : null;
  // A second sheet that names none of the sections' columns is not ours (a café's notes): it is not read.
  const sections = sectionsRead && sectionsRead.columns.size >= 1 && [...sectionsRead.columns.values()].some((c) => c.key === 'title') ? sectionsRead.rows : null;
  const count = items.rows.length + (sections?.length ?? 0);
  if (count > SHEET_MAX_ROWS) throw tooLarge(T.tooManyRows(SHEET_MAX_ROWS, count));
  const columns: SheetColumn[] = [];
  // A column the owner chose to leave out is theirs too: not read, by the mapping.
  const skipped = new Set(Object.entries(mapping).filter(([, key]) => !key).map(([header]) => foldHeader(header)));
  items.headerRow.forEach((header, i) => {
    if (!header?.trim() || header.startsWith(EXPORT_STAMP)) return;
    const c = items.columns.get(i);
    columns.push({ letter: letter(i), header: header.trim(), key: c?.key ?? null, by: c?.by ?? (skipped.has(foldHeader(header)) ? 'mapping' : null) });
  });
  const have = new Set([...items.columns.values()].map((c) => c.key));
  const missing = REQUIRED_ITEM_COLUMNS.filter((key) => !have.has(key));
  const stamp = items.stampRows.flat().find((c) => c?.startsWith(EXPORT_STAMP));
  return { items: missing.length ? [] : items.rows, sections, columns, missing, exportedFrom: stamp ? stamp.slice(EXPORT_STAMP.length) : null };
}
