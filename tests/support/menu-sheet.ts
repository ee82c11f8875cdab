/** Helpers of the menu spreadsheet tests: binary downloads, uploads of a sheet, reading an .xlsx back. */
import ExcelJS from 'exceljs';
import type { TestClient, ApiResponse } from './http';

export const baseUrl = () => process.env.TEST_BASE_URL as string;

/** A GET whose answer is a file: status, headers and bytes. */
export async function fetchBytes(client: TestClient, path: string) {
  const res = await fetch(baseUrl() + path, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': client.ip } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * POST …/import with the file in a multipart form (as the admin panel sends it). `columns` (the owner's mapping, JSON
 * text) goes in the form beside the file as the panel sends it, or in the query as a program may (`columnsIn`).
 */
export function postSheet(
  client: TestClient,
  menuId: string,
  file: Buffer | string,
  query: { dryRun?: boolean; replace?: boolean; columns?: string; columnsIn?: 'form' | 'query' } = {},
  name = 'menu.csv',
): Promise<ApiResponse> {
  const form = new FormData();
  form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
  const qs = new URLSearchParams();
  if (query.dryRun) qs.set('dryRun', '1');
  if (query.replace) qs.set('replace', '1');
  if (query.columns !== undefined) {
    if (query.columnsIn === 'query') qs.set('columns', query.columns);
    else form.set('columns', query.columns);
  }
  return client.post(`/api/v1/quickmenu/${menuId}/import?${qs}`, form);
}

/** The two header rows and the given rows as CSV text (cells quoted when they need it). */
export function csv(rows: (string | number)[][], delimiter = ','): string {
  const HEAD = [
    ['المصنف', 'نوع المصنف', 'اسم العنصر', 'الاسم الفريد', 'الوصف', 'السعر', 'طريقة العرض', 'مثبّت', 'نسبة الخصم %', 'نفد', 'اسم ملف الصورة', 'الإضافات (اسم:سعر; …)'],
    ['section', 'sectionType', 'title', 'itemname', 'description', 'price', 'show', 'pin', 'salePercent', 'soldOut', 'image', 'subItems'],
  ];
  const cell = (v: string | number) => {
    const s = String(v);
    return /[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [...HEAD, ...rows].map((r) => r.map(cell).join(delimiter)).join('\r\n') + '\r\n';
}

/** A sheet row: section, type, title, itemname, description, price and the rest defaulted. */
export const row = (section: string, title: string, itemname: string, price: string | number, more: Partial<Record<'type' | 'description' | 'show' | 'pin' | 'sale' | 'soldOut' | 'image' | 'subItems', string | number>> = {}) => [
  section,
  more.type ?? 'عادي',
  title,
  itemname,
  more.description ?? '',
  price,
  more.show ?? 'صورة صغيرة',
  more.pin ?? 'لا',
  more.sale ?? '',
  more.soldOut ?? 'لا',
  more.image ?? '',
  more.subItems ?? '',
];

/** An .xlsx read back: each sheet's rows as arrays of raw cell values (index 0 = column A). */
export async function readXlsx(bytes: Buffer): Promise<{ workbook: ExcelJS.Workbook; rows: (name: string) => unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows = (name: string) => {
    const out: unknown[][] = [];
    workbook.getWorksheet(name)?.eachRow((r, n) => {
      out[n - 1] = (r.values as unknown[]).slice(1);
    });
    return out;
  };
  return { workbook, rows };
}
