'use client';

import { useCallback, useRef, useState } from 'react';

/** One ask to open a record's dialog: a new object for every ask, even for the record just closed. */
export type OpenRequest = { id: string; n: number };

/**
 * Which record's modal <dialog> the user asked for. The browser fires a dialog's 'close' in a task of its own after
 * the dialog has closed, so a click that comes in between (a quick user, a busy phone) has already asked for the next
 * dialog: that late close ends only the request it belongs to, and a click on the same record is a new request (`n`
 * as the dialog's key mounts it again) rather than no change at all.
 */
export function useOpenRequest() {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const asked = useRef(0);
  const open = useCallback((id: string) => setRequest({ id, n: ++asked.current }), []);
  const closed = useCallback((ended: OpenRequest) => setRequest((current) => (current === ended ? null : current)), []);
  return { request, open, closed };
}
