'use client';

import { useCallback } from 'react';
import { useToast } from '@/components/ui/Toasts';

/**
 * Runs one staff call: the §8 notice on success (then `after`, e.g. reload the data), the server's message as an error
 * toast on failure. Answers the call's result, or undefined when it failed.
 */
export function useStaffAction() {
  const toast = useToast();
  return useCallback(
    async <T,>(call: () => Promise<T>, notice: (result: T) => string, after?: (result: T) => void): Promise<T | undefined> => {
      try {
        const result = await call();
        toast.success(notice(result));
        after?.(result);
        return result;
      } catch (err) {
        toast.error((err as Error).message);
        return undefined;
      }
    },
    [toast],
  );
}
