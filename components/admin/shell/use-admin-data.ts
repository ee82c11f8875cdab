'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/Toasts';
import { useBackAfterAWhile } from '@/components/ui/use-back-after-a-while';
import { apiFetch } from '@/lib/api/client-fetch';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import { applyEditAnswer } from '@/lib/menus/edits/apply-edit-answer';
import type { AdminMenuEditAnswer } from '@/lib/menus/edits/client';
import type { AdminState } from '../AdminContext';

/**
 * The shell's data (spec §4 Admin shell state, §7): the user (`/users/me`), then the menu (`/quickmenu/{id}`), again
 * after every `reload()`. A failure shows the server's message as an error toast and ends the loading (§8).
 */
export function useAdminData(menuId: string) {
  const toast = useToast();
  const [data, setData] = useState<{ menu: AdminMenu; user: AdminState['user'] } | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  const applyEdit = useCallback((answer: AdminMenuEditAnswer) => setData((d) => (d ? { ...d, menu: applyEditAnswer(d.menu, answer) } : d)), []);
  // Back to a tab left in the background a while (a phone left on the items screen since the morning), the menu is
  // read again: what was changed meanwhile on another device shows, and a stale list is not what the owner acts on.
  // A failed read then keeps the menu shown, without a toast (a phone that wakes up offline).
  const quiet = useRef(false);
  useBackAfterAWhile(
    useCallback(() => {
      quiet.current = true;
      reload();
    }, [reload]),
  );

  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      try {
        const me = await apiFetch<{ user: AdminState['user'] }>('/api/v1/users/me', { signal: abort.signal });
        const menu = await apiFetch<{ data: AdminMenu }>(`/api/v1/quickmenu/${menuId}`, { signal: abort.signal });
        setData({ user: me.data.user, menu: menu.data.data });
        setError(null);
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        if (!quiet.current) {
          setError((err as Error).message);
          toast.error((err as Error).message);
        }
      }
      quiet.current = false;
      setLoading(false);
    })();
    return () => abort.abort();
  }, [menuId, reloadKey, toast]);

  return { data, loading, error, reload, applyEdit };
}
