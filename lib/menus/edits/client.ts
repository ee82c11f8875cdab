import { apiFetch } from '../../api/client-fetch';
import type { AdminMenu } from '../admin-menu';

/** The browser's call of one edit op: `PUT /api/v1/quickmenu/{menuId}?op=…&ids…` with the op's body. */
export function editMenu(menuId: string, op: string | undefined, ids: Record<string, string | number>, body?: unknown) {
  const params = new URLSearchParams();
  if (op) params.set('op', op);
  for (const [k, v] of Object.entries(ids)) params.set(k, String(v));
  const qs = params.toString();
  return apiFetch<{ data: AdminMenu; message?: string }>(`/api/v1/quickmenu/${menuId}${qs ? `?${qs}` : ''}`, { method: 'PUT', body: body ?? {} });
}
