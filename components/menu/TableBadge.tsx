'use client';

import { useEffect, useState } from 'react';
import { chooseTableFromAddress, type MenuTable } from '@/lib/carts/table-choice';
import styles from './OpenBadge.module.css';
import { useDinerTexts } from './diner-lang';
import { TableCallButtons } from './TableCallButtons';

/**
 * 'طاولة 12' under the header when the page was opened from a table's QR code (issue #20), and, where the menu takes
 * orders, the buttons that call the waiter or ask for the bill. The page's HTML is the same for every diner (it is
 * cached): the table is read from the address after hydration, so nothing shows before.
 */
export function TableBadge({ menuId, tables, canCall }: { menuId: string; tables: MenuTable[]; canCall: boolean }) {
  const T = useDinerTexts();
  const [table, setTable] = useState<MenuTable | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the address and sessionStorage, browser-only
    setTable(chooseTableFromAddress(menuId, tables, window.location.search));
  }, [menuId, tables]);
  if (!table) return null;
  return (
    <>
      <p className={styles.badge} data-testid="table-badge">
        {T.table.label(table.name)}
      </p>
      {canCall && <TableCallButtons menuId={menuId} tableId={table._id} className={styles.badgeButton} />}
    </>
  );
}
