'use client';

import { useState } from 'react';
import { callFromTable } from '@/lib/diner-orders/diner-order-client';
import type { TableCallKind } from '@/lib/shared/diner-order-rules';
import { useToast } from '@/components/ui/Toasts';
import { useDinerTexts } from './diner-lang';

/**
 * 'نداء النادل' and 'طلب الحساب' from a table: on the menu opened from the table's QR code (TableBadge)
 * and on the page of an order sent from it. Says when the call reached the restaurant, or why not.
 */
export function TableCallButtons({ menuId, tableId, className }: { menuId: string; tableId: string; className: string }) {
  const T = useDinerTexts();
  const toast = useToast();
  const [busy, setBusy] = useState<TableCallKind | null>(null);
  const call = async (kind: TableCallKind) => {
    setBusy(kind);
    try {
      await callFromTable(menuId, tableId, kind);
      toast.success(T.order.callSent);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => call('waiter')} disabled={busy !== null} aria-busy={busy === 'waiter'}>
        {T.order.callWaiter}
      </button>
      <button type="button" className={className} onClick={() => call('bill')} disabled={busy !== null} aria-busy={busy === 'bill'}>
        {T.order.askBill}
      </button>
    </>
  );
}
