'use client';

import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@/components/ui/Toasts';

/** A list the screen reads from the API: null while loading; `reload()` after a change. */
export function useList<T>(read: () => Promise<{ data: { data: T[] } }>) {
  const toast = useToast();
  const [items, setItems] = useState<T[] | null>(null);
  const load = useCallback(
    (isLive: () => boolean) =>
      read().then(
        (res) => {
          if (isLive()) setItems(res.data.data);
        },
        (err: Error) => {
          if (!isLive()) return;
          toast.error(err.message);
          setItems((current) => current ?? []);
        },
      ),
    [read, toast],
  );
  useEffect(() => {
    let live = true;
    void load(() => live);
    return () => {
      live = false;
    };
  }, [load]);
  const reload = useCallback(() => load(() => true), [load]);
  return { items, reload };
}
