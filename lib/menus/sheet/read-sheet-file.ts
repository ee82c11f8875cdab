import ExcelJS from 'exceljs';
import { badRequest, tooLarge } from '../../api/errors';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { readCsv } from './read-csv';
import { ITEM_COLUMNS, SECTION_COLUMNS, SHEET_MAX_ROWS, itemHeader, sectionHeader } from './sheet-columns';
import { zipUncompressedBytes } from './zip-size';

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

/** An .xlsx may unpack to at most this much XML (a zip bomb is refused before it is read). */
const MAX_UNPACKED_BYTES = 80 * 1024 * 1024;

/**
 * Reads an uploaded menu sheet: an .xlsx (recognised by its zip signature, not its name) or a CSV. Every cell comes
 * back as text — a formula as its own text ('=…'), never its result — so a cell starting with = + - @ is never
 * evaluated. Refuses (413) more than SHEET_MAX_ROWS data rows, and (400) a file it cannot read or without headers.
 */
export async function readSheetFile(bytes: Buffer): Promise<SheetFile> {
  const isZip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
  const file = isZip ? await readXlsx(bytes) : { items: readCsv(bytes), sections: null };
  const items = toRows(file.items, ITEM_COLUMNS.map((c) => c.key), itemHeader);
  const sections = file.sections ? toRows(file.sections, SECTION_COLUMNS.map((c) => c.key), sectionHeader) : null;
  if (!items) throw badRequest(T.noHeaders);
  const count = items.length + (sections?.length ?? 0);
  if (count > SHEET_MAX_ROWS) throw tooLarge(T.tooManyRows(SHEET_MAX_ROWS, count));
  return { items, sections };
}

async function readXlsx(bytes: Buffer): Promise<{ items: string[][]; sections: string[][] | null }> {
  const unpacked = zipUncompressedBytes(bytes);
  if (unpacked === null) throw badRequest(T.unreadable);
  if (unpacked > MAX_UNPACKED_BYTES) throw tooLarge(T.fileTooLarge(Math.round(MAX_UNPACKED_BYTES / 1024 / 1024)));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(T.unreadable);
  }
  const sheets = workbook.worksheets;
  const named = (...names: string[]) => sheets.find((s) => names.includes(s.name.trim().toLowerCase()));
  const itemsSheet = named(T.itemsSheet, 'items') ?? sheets[0];
  const sectionsSheet = named(T.sectionsSheet, 'sections') ?? (sheets[1] !== itemsSheet ? sheets[1] : undefined);
  if (!itemsSheet) throw badRequest(T.noHeaders);
  for (const sheet of [itemsSheet, sectionsSheet]) {
    if (sheet && sheet.rowCount > SHEET_MAX_ROWS + 2) throw tooLarge(T.tooManyRows(SHEET_MAX_ROWS, sheet.rowCount - 2));
  }
  return { items: sheetText(itemsSheet), sections: sectionsSheet ? sheetText(sectionsSheet) : null };
}

/** A worksheet as rows of text cells (index 0 = row 1, column A). */
function sheetText(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows[n - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

/** A cell's value as the text a person sees typed in it: formulas as their text, rich text joined, dates as ISO. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('formula' in value && value.formula) return `=${value.formula}`;
    if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
    if ('error' in value) return String(value.error);
  }
  return '';
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
