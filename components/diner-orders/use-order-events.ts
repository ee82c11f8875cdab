'use client';

import { useEffect, useRef, useState } from 'react';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';

/**
 * Listens to a Server-Sent Events stream of diners' orders (issue #20) while the component is shown: each `order`
 * event is handed to `onOrder`. The browser's EventSource reconnects by itself; `connected` says whether it is up.
 */
export function useOrderEvents(url: string | null, onOrder: (order: DinerOrderView) => void): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onOrder);
  useEffect(() => {
    handler.current = onOrder;
  }, [onOrder]);
  useEffect(() => {
    if (!url) return;
    const source = new EventSource(url);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('order', (e) => handler.current(JSON.parse((e as MessageEvent<string>).data) as DinerOrderView));
    return () => source.close();
  }, [url]);
  return { connected };
}

/** Keeps the newer of two versions of an order (events may come twice or out of order). */
export function newer(a: DinerOrderView | undefined, b: DinerOrderView): DinerOrderView {
  return a && Date.parse(a.updatedAt) > Date.parse(b.updatedAt) ? a : b;
}
