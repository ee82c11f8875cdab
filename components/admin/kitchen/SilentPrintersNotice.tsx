'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useAdmin } from '@/components/admin/AdminContext';
import { PRINT_TEXT as T } from '@/lib/i18n/kitchen-ar';
import { kitchenScreenPath } from '@/lib/ui/kitchen-paths';
import { fetchPrinters } from './printer-client';
import ui from '../ui/admin-ui.module.css';

/** Printers are asked about this often while the screen is open: a printer's silence shows within a minute of its two. */
const CHECK_MS = 60_000;

/** The order screen's warning (issue #58): a receipt printer has not asked for its jobs for more than two minutes. */
export function SilentPrintersNotice() {
  const { menu } = useAdmin();
  const [silent, setSilent] = useState(0);
  useEffect(() => {
    let live = true;
    const check = () =>
      fetchPrinters(menu._id).then(
        (printers) => live && setSilent(printers.filter((p) => p.silent).length),
        () => undefined,
      );
    void check();
    const timer = setInterval(check, CHECK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [menu._id]);
  if (silent === 0) return null;
  return (
    <p className={ui.noticeWarn} role="status" data-testid="silent-printers">
      {T.silentCount(silent)} · <Link href={kitchenScreenPath(menu._id)}>{T.title}</Link>
    </p>
  );
}
