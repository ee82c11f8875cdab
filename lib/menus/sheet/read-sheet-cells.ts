import ExcelJS from 'exceljs';
import { badRequest, tooLarge } from '../../api/errors';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { readCsv } from './read-csv';
import { SHEET_MAX_ROWS } from './sheet-columns';
import { inflateZipBounded } from './zip-size';

/** An uploaded sheet as plain rows of text cells (index 0 = row 1, column A): what the heavy-work worker hands back. */
export interface SheetCells {
  items: string[][];
  /** The sections sheet (xlsx only; a CSV has the items sheet alone). */
  sections: string[][] | null;
}

/** An .xlsx may unpack to at most this much (counted as it is inflated: a zip bomb is stopped at this point). */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** Rows a worksheet may hold: the data rows allowed and the two header rows. */
const MAX_SHEET_ROWS = SHEET_MAX_ROWS + 2;
/** Cells a worksheet may hold (every column of the items sheet has room to spare, and then some for extra columns). */
export const MAX_SHEET_CELLS = MAX_SHEET_ROWS * 60;

/**
 * Reads an uploaded menu sheet into rows of text cells: an .xlsx (recognised by its zip signature, not its name) or a
 * CSV. Runs in the heavy-work worker (lib/heavy-work/), so a big file never holds up the app's other requests. Input
 * is measured before it is parsed: the bytes the .xlsx actually inflates to, and the rows and cells of each
 * worksheet, counted in its XML (413 past the limits); only then does exceljs build its model. Every cell comes back
 * as text — a formula as its own text ('=…'), never its result — so a cell starting with = + - @ is never evaluated.
 */
export async function readSheetCells(bytes: Buffer): Promise<SheetCells> {
  const isZip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (isZip) return readXlsx(bytes);
  const items = readCsv(bytes);
  const filled = items.reduce((n, r) => (r.some((c) => c.trim() !== '') ? n + 1 : n), 0);
  if (filled > MAX_SHEET_ROWS) throw tooLarge(T.tooManyRows(SHEET_MAX_ROWS, filled - 2));
  // A line of commas is a row of empty cells: 5 MB of them would be millions to copy back and match.
  if (items.reduce((n, r) => n + r.length, 0) > MAX_SHEET_CELLS) throw tooLarge(T.tooManyCells(MAX_SHEET_CELLS));
  return { items, sections: null };
}

async function readXlsx(bytes: Buffer): Promise<SheetCells> {
  const inflated = inflateZipBounded(bytes, MAX_UNPACKED_BYTES, (name, xml) => {
    if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) return;
    const { rows, cells } = countRowsAndCells(xml);
    if (rows > MAX_SHEET_ROWS) throw tooLarge(T.tooManyRows(SHEET_MAX_ROWS, rows - 2));
    if (cells > MAX_SHEET_CELLS) throw tooLarge(T.tooManyCells(MAX_SHEET_CELLS));
  });
  if (!inflated.ok && inflated.why === 'large') throw tooLarge(T.unpacksTooLarge(Math.round(MAX_UNPACKED_BYTES / 1024 / 1024)));
  if (!inflated.ok) throw badRequest(T.unreadable);
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
    if (sheet && sheet.rowCount > MAX_SHEET_ROWS) throw tooLarge(T.tooManyRows(SHEET_MAX_ROWS, sheet.rowCount - 2));
  }
  return { items: sheetText(itemsSheet), sections: sectionsSheet ? sheetText(sectionsSheet) : null };
}

const ROW = Buffer.from('<row');
const CELL = Buffer.from('<c');
const ROW_NUMBER = /\sr="(\d+)"/;

/**
 * A worksheet's size as its XML states it, without parsing it: the rows (the highest row number, which is what the
 * spreadsheet reader makes rows up to, or the count of <row> elements when they carry none) and the <c> elements.
 */
export function countRowsAndCells(xml: Buffer): { rows: number; cells: number } {
  let rows = 0;
  let highest = 0;
  for (let at = xml.indexOf(ROW); at >= 0; at = xml.indexOf(ROW, at + 4)) {
    const after = xml[at + 4];
    if (after !== 0x20 && after !== 0x3e && after !== 0x2f && after !== 0x09 && after !== 0x0a && after !== 0x0d) continue;
    rows++;
    const tagEnd = xml.indexOf(0x3e, at);
    const number = ROW_NUMBER.exec(xml.toString('latin1', at, tagEnd < 0 ? at + 64 : Math.min(tagEnd, at + 256)));
    if (number) highest = Math.max(highest, Number(number[1]));
  }
  let cells = 0;
  for (let at = xml.indexOf(CELL); at >= 0; at = xml.indexOf(CELL, at + 2)) {
    const after = xml[at + 2];
    if (after === 0x20 || after === 0x3e || after === 0x2f || after === 0x09 || after === 0x0a || after === 0x0d) cells++;
  }
  return { rows: Math.max(rows, highest), cells };
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
