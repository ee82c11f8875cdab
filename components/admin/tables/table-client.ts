import { apiFetch } from '@/lib/api/client-fetch';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import type { TableRangeValues, TableValues } from '@/lib/validation/table';

type Answer = { data: AdminMenu; message?: string };
const base = (menuId: string) => `/api/v1/quickmenu/${menuId}/tables`;

/** The browser's table calls. */
export const createTables = (menuId: string, body: TableValues | TableRangeValues) => apiFetch<Answer>(base(menuId), { method: 'POST', body });
export const editTable = (menuId: string, tableId: string, body: TableValues) => apiFetch<Answer>(`${base(menuId)}/${tableId}`, { method: 'PUT', body });
export const deleteTable = (menuId: string, tableId: string) => apiFetch<Answer>(`${base(menuId)}/${tableId}`, { method: 'DELETE' });
export const renewTableLink = (menuId: string, tableId: string) => apiFetch<Answer>(`${base(menuId)}/${tableId}/link`, { method: 'POST' });
