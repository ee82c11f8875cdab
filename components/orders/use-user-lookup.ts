'use client';

import { useEffect, useState } from 'react';
import { staffCall } from '@/lib/orders/orders-client';
import { ApiClientError } from '@/lib/api/client-fetch';
import { API_MESSAGES } from '@/lib/i18n/api-en';
import { USERNAME_PATTERN } from '@/lib/validation/user';

export type LookupState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; name: string; phone: string }
  | { state: 'missing'; message: string };

/**
 * The Create Order lookup (spec §5): GET /api/v1/users/{username} as the staff types (after a short pause) or at once
 * when `immediate` flips (on blur). Shows the name and phone, or 'This username is not found'. A lookup refused
 * because the session ended shows nothing here: the page's session notice says it, once.
 */
export function useUserLookup(rawUsername: string, immediate: number): LookupState {
  const username = rawUsername.trim().toLowerCase();
  const [result, setResult] = useState<{ key: string; value: LookupState }>({ key: '', value: { state: 'idle' } });

  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    const run = () => {
      if (!USERNAME_PATTERN.test(username)) {
        setResult({ key: username, value: { state: 'missing', message: API_MESSAGES.usernameNotFound } });
        return;
      }
      setResult({ key: username, value: { state: 'checking' } });
      staffCall<{ data: { name: string; phone: string } }>(`/api/v1/users/${encodeURIComponent(username)}`)
        .then((r) => !controller.signal.aborted && setResult({ key: username, value: { state: 'found', name: r.data.name, phone: r.data.phone } }))
        .catch((err: Error) => {
          if (controller.signal.aborted) return;
          const sessionEnded = err instanceof ApiClientError && err.status === 401;
          setResult({ key: username, value: sessionEnded ? { state: 'idle' } : { state: 'missing', message: err.message } });
        });
    };
    const timer = setTimeout(run, immediate ? 0 : 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, immediate]);

  return username && result.key === username ? result.value : { state: 'idle' };
}
