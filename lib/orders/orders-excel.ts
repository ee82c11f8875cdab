import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { Order } from '../../models/Order';
import type { OrderFilters } from '../validation/orders';
import { EXCEL_TEXT } from '../i18n/en';
import { orderFilter } from './order-filter';
import { MENU_POPULATE } from './menu-populate';
import { toOrderView, type LeanOrder, type OrderView } from './order-view';
import { roundMoney } from '../shared/order-rules';
import { safeCellText } from '../shared/safe-cell-text';

const MONEY = '#,##0.00 "JD"';
const DATE = 'yyyy-mm-dd';
const T = EXCEL_TEXT;

/** The sheet's columns: typed cells (dates as dates, money with a JD format, the paid fraction as a percent). */
const COLUMNS: { header: string; key: string; width: number; numFmt?: string; value: (o: OrderView) => ExcelJS.CellValue }[] = [
  { header: T.order, key: 'id', width: 26, value: (o) => o._id },
  { header: T.client, key: 'client', width: 24, value: (o) => o.user.name },
  { header: T.username, key: 'username', width: 16, value: (o) => o.user.username },
  { header: T.phone, key: 'phone', width: 16, value: (o) => o.user.phone },
  { header: T.institution, key: 'institution', width: 26, value: (o) => o.menu?.institution.name ?? '' },
  { header: T.total, key: 'total', width: 13, numFmt: MONEY, value: (o) => o.totalAmount },
  { header: T.paid, key: 'paid', width: 13, numFmt: MONEY, value: (o) => o.paid },
  { header: T.remaining, key: 'remaining', width: 13, numFmt: MONEY, value: (o) => o.remaining },
  { header: T.paidFraction, key: 'fraction', width: 10, numFmt: '0%', value: (o) => o.totalOnPaid },
  { header: T.created, key: 'created', width: 12, numFmt: DATE, value: (o) => new Date(o.createdAt) },
  { header: T.subEnd, key: 'subEnd', width: 12, numFmt: DATE, value: (o) => new Date(o.subEnd) },
  { header: T.status, key: 'status', width: 10, value: (o) => o.status },
  { header: T.unreadyEdits, key: 'edits', width: 10, value: (o) => o.requiredEdits.filter((e) => e.status === 'unready').length },
  { header: T.canceled, key: 'canceled', width: 10, value: (o) => o.canceled },
];
const col = (key: string) => String.fromCharCode(65 + COLUMNS.findIndex((c) => c.key === key));

/**
 * Writes the filtered orders (newest first, no paging) into `out` as an .xlsx with exceljs's STREAMING writer: rows
 * are committed as the database cursor yields them, so memory stays flat however many orders there are. A header row
 * (frozen, with an auto filter) and a totals row with formulas (their values cached for readers that don't compute).
 */
export async function writeOrdersExcel(filters: Partial<OrderFilters>, out: PassThrough): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(T.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let count = 0;
  let total = 0;
  let paid = 0;
  const cursor = Order.find(orderFilter(filters)).sort({ createdAt: -1, _id: -1 }).populate(MENU_POPULATE).lean<LeanOrder[]>().cursor({ batchSize: 500 });
  for await (const doc of cursor) {
    const order = toOrderView(doc);
    // Text typed by users (names, usernames, phones) can never become a formula in the sheet.
    sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, safeCellText(c.value(order))]))).commit();
    count += 1;
    total += order.totalAmount;
    paid += order.paid;
    if (out.writableNeedDrain) await once(out, 'drain');
    // Let the zip compress what was written: exceljs buffers a sheet's XML until its zip stream gets a turn.
    else if (count % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  const last = count + 1;
  const sum = (key: string, result: number) => ({ formula: `SUM(${col(key)}2:${col(key)}${last})`, result: roundMoney(result) });
  const totals = sheet.addRow({
    id: T.totals(count),
    total: sum('total', total),
    paid: sum('paid', paid),
    remaining: sum('remaining', total - paid),
    fraction: { formula: `IF(${col('total')}${last + 1}=0,1,${col('paid')}${last + 1}/${col('total')}${last + 1})`, result: total ? paid / total : 1 },
  });
  totals.font = { bold: true };
  totals.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: last, column: COLUMNS.length } };
  sheet.commit();
  await workbook.commit();
  return count;
}

/** The download answer of GET /api/v1/orders?excel=1: streamed as it is written. */
export function ordersExcelResponse(filters: Partial<OrderFilters>, now = new Date()): Response {
  const out = new PassThrough();
  writeOrdersExcel(filters, out).catch((err) => out.destroy(err as Error));
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="orders-${now.toISOString().slice(0, 10)}.xlsx"`,
      'cache-control': 'no-store',
    },
  });
}
