'use client';

import { useEffect, useState } from 'react';
import { chooseTableFromAddress, type MenuTable } from '@/lib/carts/table-choice';
import { callFromTable } from '@/lib/diner-orders/diner-order-client';
import type { TableCallKind } from '@/lib/shared/diner-order-rules';
import { useToast } from '@/components/ui/Toasts';
import styles from './OpenBadge.module.css';
import { useDinerTexts } from './diner-lang';

/**
 * 'طاولة 12' under the header when the page was opened from a table's QR code (issue #20), and, where the menu takes
 * orders, the buttons that call the waiter or ask for the bill. The page's HTML is the same for every diner (it is
 * cached): the table is read from the address after hydration, so nothing shows before.
 */
export function TableBadge({ menuId, tables, canCall }: { menuId: string; tables: MenuTable[]; canCall: boolean }) {
  const T = useDinerTexts();
  const toast = useToast();
  const [table, setTable] = useState<MenuTable | null>(null);
  const [busy, setBusy] = useState<TableCallKind | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the address and sessionStorage, browser-only
    setTable(chooseTableFromAddress(menuId, tables, window.location.search));
  }, [menuId, tables]);
  if (!table) return null;
  const call = async (kind: TableCallKind) => {
    setBusy(kind);
    try {
      await callFromTable(menuId, table._id, kind);
      toast.success(T.order.callSent);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <p className={styles.badge} data-testid="table-badge">
        {T.table.label(table.name)}
      </p>
      {canCall && (
        <>
          <button type="button" className={styles.badgeButton} onClick={() => call('waiter')} disabled={busy !== null} aria-busy={busy === 'waiter'}>
            {T.order.callWaiter}
          </button>
          <button type="button" className={styles.badgeButton} onClick={() => call('bill')} disabled={busy !== null} aria-busy={busy === 'bill'}>
            {T.order.askBill}
          </button>
        </>
      )}
    </>
  );
}
