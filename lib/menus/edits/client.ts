import { apiFetch } from '../../api/client-fetch';
import type { Jsonified } from '../admin-menu';
import type { MenuEditAnswer } from './define-menu-edit';

/** An edit's answer as the browser receives it: the menu's head and only the sections the op touched (see MenuEditAnswer). */
export type AdminMenuEditAnswer = Jsonified<MenuEditAnswer>;

/** The browser's call of one edit op: `PUT /api/v1/quickmenu/{menuId}?op=…&ids…` with the op's body. */
export function editMenu(menuId: string, op: string | undefined, ids: Record<string, string | number>, body?: unknown) {
  const params = new URLSearchParams();
  if (op) params.set('op', op);
  for (const [k, v] of Object.entries(ids)) params.set(k, String(v));
  const qs = params.toString();
  return apiFetch<{ data: AdminMenuEditAnswer; message?: string }>(`/api/v1/quickmenu/${menuId}${qs ? `?${qs}` : ''}`, { method: 'PUT', body: body ?? {} });
}
