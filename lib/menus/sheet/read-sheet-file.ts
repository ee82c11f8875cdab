import ExcelJS from 'exceljs';
import { badRequest, tooLarge } from '../../api/errors';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { readCsv } from './read-csv';
import { SHEET_MAX_ROWS } from './sheet-columns';
import type { SheetCells } from './find-sheet-columns';
import { zipUncompressedBytes } from './zip-size';

/** An .xlsx may unpack to at most this much XML (a zip bomb is refused before it is read). */
const MAX_UNPACKED_BYTES = 80 * 1024 * 1024;

/**
 * Reads an uploaded menu sheet: an .xlsx (recognised by its zip signature, not its name) or a CSV. Every cell comes
 * back as text — a formula as its own text ('=…'), never its result — so a cell starting with = + - @ is never
 * evaluated. Refuses (413) a sheet of more than SHEET_MAX_ROWS rows, and (400) a file it cannot read. Which column is
 * which is find-sheet-columns.ts's job.
 */
export async function readSheetFile(bytes: Buffer): Promise<SheetCells> {
  const isZip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
  return isZip ? readXlsx(bytes) : { items: readCsv(bytes), sections: null };
}

async function readXlsx(bytes: Buffer): Promise<SheetCells> {
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
