'use client';

import { useEffect, useState } from 'react';
import { TABLE_TEXT } from '@/lib/i18n/ar';
import { chooseTableFromAddress, type MenuTable } from '@/lib/carts/table-choice';
import styles from './OpenBadge.module.css';

/**
 * 'طاولة 12' under the header when the page was opened from a table's QR code (issue #20). The page's HTML is the same
 * for every diner (it is cached): the table is read from the address after hydration, so nothing shows before.
 */
export function TableBadge({ menuId, tables }: { menuId: string; tables: MenuTable[] }) {
  const [table, setTable] = useState<MenuTable | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the address and sessionStorage, browser-only
    setTable(chooseTableFromAddress(menuId, tables, window.location.search));
  }, [menuId, tables]);
  if (!table) return null;
  return (
    <p className={styles.badge} data-testid="table-badge">
      {TABLE_TEXT.label(table.name)}
    </p>
  );
}
