import { apiFetch } from '@/lib/api/client-fetch';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import type { BranchValues } from '@/lib/validation/branch';

type Answer = { data: AdminMenu; message?: string };
const base = (menuId: string) => `/api/v1/quickmenu/${menuId}/branches`;

/** The browser's branch calls (spec §7 Branches). */
export const createBranch = (menuId: string, body: BranchValues) => apiFetch<Answer>(base(menuId), { method: 'POST', body });
export const editBranch = (menuId: string, branchId: string, body: BranchValues) => apiFetch<Answer>(`${base(menuId)}/${branchId}`, { method: 'PUT', body });
export const deleteBranch = (menuId: string, branchId: string) => apiFetch<Answer>(`${base(menuId)}/${branchId}`, { method: 'DELETE' });
