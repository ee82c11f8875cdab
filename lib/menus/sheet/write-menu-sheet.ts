import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import type { LeanMenu } from '../update-menu';
import { safeCellText } from '../../shared/safe-cell-text';
import { EXPORT_STAMP, ITEM_COLUMNS, SECTION_COLUMNS, itemHeader, sectionHeader, sectionTypeWord } from './sheet-columns';
import { extraSectionCells } from './extra-cells';
import { itemCells } from './item-cells';

type Sections = Pick<LeanMenu, 'sections'>['sections'];
type Cell = string | number;

/** The items sheet's rows of a menu, a row per item in the menu's order. */
function itemRows(sections: Sections): Record<string, Cell>[] {
  return sections.flatMap((s) => s.items.map((i) => ({ ...itemCells(i, s.title), sectionType: sectionTypeWord(Boolean(s.prime)) })));
}

/**
 * Writes the workbook with exceljs's STREAMING writer (rows committed as they are made): the items sheet and the
 * sections sheet, each with the Arabic header in row 1 and the field keys in row 2 (frozen), right-to-left. Every
 * text goes in as a text cell, and one starting with = + - @ (or a tab, a CR) gets the leading apostrophe the orders
 * export gives it, so no spreadsheet a copy of it lands in takes it as a formula (the import takes the apostrophe off).
 * `stamp`: the menu's last edit, written after the items sheet's keys (EXPORT_STAMP) for the import's check.
 */
export async function writeMenuSheet(out: PassThrough, items: Record<string, Cell>[], sections: Record<string, Cell>[], stamp?: Date | null): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = (name: string, columns: readonly { key: string; width: number }[], header: (k: string) => string, rows: Record<string, Cell>[], after: string[] = []) => {
    const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2, rightToLeft: true }] });
    ws.columns = columns.map((c) => ({ key: c.key, width: c.width }));
    const head = ws.addRow(columns.map((c) => header(c.key)));
    head.font = { bold: true };
    head.commit();
    const keys = ws.addRow([...columns.map((c) => c.key), ...after]);
    keys.font = { italic: true, color: { argb: 'FF777777' } };
    keys.commit();
    for (const row of rows) ws.addRow(columns.map((c) => textCell(row[c.key]))).commit();
    ws.commit();
  };
  sheet(T.itemsSheet, ITEM_COLUMNS, itemHeader, items, stamp ? [`${EXPORT_STAMP}${stamp.toISOString()}`] : []);
  sheet(T.sectionsSheet, SECTION_COLUMNS, sectionHeader, sections);
  await workbook.commit();
}

/** A number stays a number; any text is a plain string cell (exceljs writes a formula only from {formula}). */
const textCell = (v: Cell | undefined): Cell => (v === undefined ? '' : safeCellText(v));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function streamed(filename: string, write: (out: PassThrough) => Promise<void>): Response {
  const out = new PassThrough();
  write(out).catch((err) => out.destroy(err as Error));
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' },
  });
}

/** GET …/export: the menu's items and sections as an .xlsx, streamed. */
export function menuSheetResponse(menu: Pick<LeanMenu, '_id' | 'username' | 'sections'> & { updatedAt?: Date | string | null }): Response {
  const sections = menu.sections.map((s) => ({
    title: s.title,
    type: sectionTypeWord(Boolean(s.prime)),
    ...extraSectionCells(s),
  }));
  const stamp = menu.updatedAt ? new Date(menu.updatedAt) : null;
  return streamed(`menu-${menu.username ?? menu._id}.xlsx`, (out) => writeMenuSheet(out, itemRows(menu.sections), sections, stamp));
}

/** GET …/export?template=1: the same two sheets with three example rows. */
export function menuTemplateResponse(): Response {
  const items: Record<string, Cell>[] = T.example.map((e) => Object.fromEntries(Object.entries({ ...e, image: '' }).filter(([, v]) => v !== undefined)) as Record<string, Cell>);
  const sections = [...new Map(T.example.map((e) => [e.section, { title: e.section, type: e.sectionType }])).values()];
  return streamed('menu-template.xlsx', (out) => writeMenuSheet(out, items, sections));
}
