'use client';

import { useState } from 'react';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toasts';
import { useList } from './use-list';

/**
 * A list the owner manages on this screen (API keys, webhooks): read with useList; made from a form, whose answer
 * holds a value the server shows once (a key, a signing secret), kept here until dismissed; removed after the owner
 * confirms. A change's failure is told in a toast; after a change the list is read again.
 */
export function useManagedList<T>(read: () => Promise<{ data: { data: T[] } }>) {
  const toast = useToast();
  const confirm = useConfirm();
  const { items, reload } = useList(read);
  const [shownOnce, setShownOnce] = useState<string | null>(null);

  /** `make` sends the form and answers the value to show once; `clear` empties the form after. */
  const create = async (make: () => Promise<string>, clear: () => void) => {
    try {
      setShownOnce(await make());
      clear();
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  /** Asks `question`; on yes, `removeIt`, then `done` in a toast. */
  const remove = async (question: string, removeIt: () => Promise<unknown>, done: string) => {
    if (!(await confirm({ message: question }))) return;
    try {
      await removeIt();
      toast.success(done);
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  return { items, shownOnce, dismissShownOnce: () => setShownOnce(null), create, remove };
}
