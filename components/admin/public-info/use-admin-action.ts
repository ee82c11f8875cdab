'use client';

import { useCallback, useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useToast } from '@/components/ui/Toasts';

/**
 * Runs one admin call: busy while it runs, the server's message (or `fallback`) as a success toast, the shell's
 * reload (§4) after success, the server's message as an error toast on failure (§8). Resolves true on success.
 */
export function useAdminAction() {
  const { reload } = useAdmin();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (call: () => Promise<{ data?: { message?: string } } | unknown>, fallback?: string): Promise<boolean> => {
      setBusy(true);
      try {
        const res = (await call()) as { data?: { message?: string } } | undefined;
        const message = res?.data?.message ?? fallback;
        if (message) toast.success(message);
        reload();
        return true;
      } catch (err) {
        toast.error((err as Error).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [reload, toast],
  );
  return { run, busy };
}

/** The error message of a nested react-hook-form field: `fieldError(errors, 'institution.contact.phone')`. */
export function fieldError(errors: unknown, path: string): string | undefined {
  let node = errors as Record<string, unknown> | undefined;
  for (const key of path.split('.')) node = node?.[key] as Record<string, unknown> | undefined;
  const message = node?.message;
  return typeof message === 'string' ? message : undefined;
}
