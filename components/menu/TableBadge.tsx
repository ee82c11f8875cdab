'use client';

import { useEffect, useState } from 'react';
import { chooseTable, chooseTableFromAddress, unknownTableInAddress, type MenuTable } from '@/lib/carts/table-choice';
import styles from './OpenBadge.module.css';
import { useDinerTexts } from './diner-lang';
import { TableCallButtons } from './TableCallButtons';

/**
 * 'طاولة 12' under the header when the page was opened from a table's QR code, and, where the menu takes
 * orders, the buttons that call the waiter or ask for the bill (while ordering is paused, a line saying so instead). The page's HTML is the same for every diner (it is
 * cached): the table is read from the address after hydration, so nothing shows before. An address naming a table
 * the menu no longer has (an old QR code) asks, where the menu takes orders, which table the diner sits at.
 */
export function TableBadge({ menuId, tables, canCall }: { menuId: string; tables: MenuTable[]; canCall: boolean }) {
  const T = useDinerTexts();
  const [table, setTable] = useState<MenuTable | null>(null);
  const [unknown, setUnknown] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the address and sessionStorage, browser-only
    setTable(chooseTableFromAddress(menuId, tables, window.location.search));
    setUnknown(unknownTableInAddress(tables, window.location.search));
  }, [menuId, tables]);
  // The choice goes into the address too, so a reload (or the link shared at the table) keeps it.
  const pick = (tableId: string) => {
    const chosen = chooseTable(menuId, tables, tableId);
    if (chosen) {
      const url = new URL(window.location.href);
      url.searchParams.set('table', chosen._id);
      window.history.replaceState(window.history.state, '', url);
    }
    return chosen;
  };
  if (!table) {
    if (!unknown || !canCall) return null;
    return (
      <label className={styles.tablePick} data-testid="table-pick">
        <span>{T.table.unknownLink}</span>
        <select defaultValue="" onChange={(e) => setTable(pick(e.target.value))}>
          <option value="" disabled>
            {T.table.choose}
          </option>
          {tables.map((t) => (
            <option key={t._id} value={t._id}>
              {T.table.label(t.name)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <>
      <p className={styles.badge} data-testid="table-badge">
        {T.table.label(table.name)}
      </p>
      {canCall ? (
        <TableCallButtons menuId={menuId} tableId={table._id} className={styles.badgeButton} />
      ) : (
        // Paused (or never on): say so where the buttons would be, rather than leave the diner looking for them.
        <p className={styles.pausedNote} role="status" data-testid="table-ordering-paused">
          {T.table.orderingPaused}
        </p>
      )}
    </>
  );
}
