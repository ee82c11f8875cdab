'use client';

import { useEffect } from 'react';

const sent = new Set<string>();

/** Counts this visit (the page HTML is cached, so the count comes from the browser): one POST per page load. */
export function VisitBeacon({ menuId }: { menuId: string }) {
  useEffect(() => {
    if (sent.has(menuId)) return;
    sent.add(menuId);
    fetch(`/api/v1/quickmenu/${menuId}/visits`, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  }, [menuId]);
  return null;
}
