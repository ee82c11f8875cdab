'use client';

import { useCallback } from 'react';
import { useToast } from '@/components/ui/Toasts';
import { editMenu } from '@/lib/menus/edits/client';
import { useAdmin } from './AdminContext';

export interface EditOptions {
  /** The success toast; the server's message by default ('تم التعديل', 'تم الإنشاء'…). null: no toast (bulk work). */
  notice?: string | null;
  /** Don't reload the menu now (bulk work reloads once at the end). */
  noReload?: boolean;
  /** Don't toast a failure (the caller reports it its own way). */
  quietError?: boolean;
}

/**
 * One menu edit from a screen: the PUT, its answer shown at once (the sections it touched), the success notice, the reload of the shell (spec §4 reload toggle) and the
 * server's message as an error toast on failure (§8). Resolves true when the edit succeeded; rethrows nothing.
 */
export function useMenuEdit() {
  const { menu, reload, applyEdit } = useAdmin();
  const toast = useToast();
  return useCallback(
    async (op: string, ids: Record<string, string>, body?: unknown, options: EditOptions = {}): Promise<{ ok: true; message?: string } | { ok: false; message: string }> => {
      try {
        const res = await editMenu(menu._id, op, ids, body);
        applyEdit(res.data.data);
        const notice = options.notice === undefined ? res.data.message : options.notice;
        if (notice) toast.success(notice);
        if (!options.noReload) reload();
        return { ok: true, message: notice ?? undefined };
      } catch (err) {
        const message = (err as Error).message;
        if (!options.quietError) toast.error(message);
        return { ok: false, message };
      }
    },
    [menu._id, reload, applyEdit, toast],
  );
}
