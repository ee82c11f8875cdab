'use client';

import { useEffect, useState } from 'react';
import type { PrinterView } from '@/lib/printers/printer-view';
import { fetchPrinters } from './printer-client';

/** Printers are asked about this often while a screen is open: a printer's silence shows within a minute of its two. */
const CHECK_MS = 60_000;

/**
 * The menu's receipt printers, read when the screen opens and every minute after: the order screen warns
 * of a silent one and offers each order's reprint when there is any. Empty until read, and when the read fails.
 */
export function useMenuPrinters(menuId: string): PrinterView[] {
  const [printers, setPrinters] = useState<PrinterView[]>([]);
  useEffect(() => {
    let live = true;
    const check = () =>
      fetchPrinters(menuId).then(
        (list) => live && setPrinters(list),
        () => undefined,
      );
    void check();
    const timer = setInterval(check, CHECK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [menuId]);
  return printers;
}
