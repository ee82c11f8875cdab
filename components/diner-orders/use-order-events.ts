'use client';

import { useEffect, useRef, useState } from 'react';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';
import type { TableCallView } from '@/lib/diner-orders/table-call-view';

/**
 * Listens to a Server-Sent Events stream of diners' orders (issue #20) while the component is shown: each `order`
 * event is handed to `onOrder`, each `call` (the order screen's stream) to `onCall`. The browser's EventSource
 * reconnects by itself; `connected` says whether it is up.
 */
export function useOrderEvents(url: string | null, onOrder: (order: DinerOrderView) => void, onCall?: (call: TableCallView) => void): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onOrder);
  const callHandler = useRef(onCall);
  useEffect(() => {
    handler.current = onOrder;
    callHandler.current = onCall;
  }, [onOrder, onCall]);
  useEffect(() => {
    if (!url) return;
    const source = new EventSource(url);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('order', (e) => handler.current(JSON.parse((e as MessageEvent<string>).data) as DinerOrderView));
    source.addEventListener('call', (e) => callHandler.current?.(JSON.parse((e as MessageEvent<string>).data) as TableCallView));
    return () => source.close();
  }, [url]);
  return { connected };
}

/** Keeps the newer of two versions of an order (events may come twice or out of order). */
export function newer(a: DinerOrderView | undefined, b: DinerOrderView): DinerOrderView {
  return a && Date.parse(a.updatedAt) > Date.parse(b.updatedAt) ? a : b;
}
