import { apiFetch } from '@/lib/api/client-fetch';
import type { PrinterView } from '@/lib/printers/printer-view';
import type { PrinterValues } from '@/lib/validation/printer';

const base = (menuId: string) => `/api/v1/quickmenu/${menuId}/printers`;

/** The browser's printer calls. */
export const fetchPrinters = async (menuId: string) => (await apiFetch<{ printers: PrinterView[] }>(base(menuId))).data.printers;
export const addPrinter = async (menuId: string, body: PrinterValues) => (await apiFetch<{ data: { printer: PrinterView; cloudprntUrl?: string; bridgeKey?: string } }>(base(menuId), { method: 'POST', body })).data.data;
export const testPrint = (menuId: string, printerId: string) => apiFetch<{ message?: string }>(`${base(menuId)}/${printerId}/test`, { method: 'POST' });
export const removePrinter = (menuId: string, printerId: string) => apiFetch<{ message?: string }>(`${base(menuId)}/${printerId}`, { method: 'DELETE' });
/** An order's tickets of the printer's station printed again; answers how many. */
export const reprintOrder = async (menuId: string, printerId: string, orderId: string) =>
  (await apiFetch<{ tickets: number }>(`${base(menuId)}/${printerId}/reprint`, { method: 'POST', body: { order: orderId } })).data.tickets;
