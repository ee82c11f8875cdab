'use client';

import Link from 'next/link';
import { useAdmin } from '@/components/admin/AdminContext';
import { PRINT_TEXT as T } from '@/lib/i18n/kitchen-ar';
import { kitchenScreenPath } from '@/lib/ui/kitchen-paths';
import type { PrinterView } from '@/lib/printers/printer-view';
import ui from '../ui/admin-ui.module.css';

/** The order screen's warning: a receipt printer has not asked for its jobs for more than two minutes. */
export function SilentPrintersNotice({ printers }: { printers: readonly PrinterView[] }) {
  const { menu } = useAdmin();
  const silent = printers.filter((p) => p.silent).length;
  if (silent === 0) return null;
  return (
    <p className={ui.noticeWarn} role="status" data-testid="silent-printers">
      {T.silentCount(silent)} · <Link href={kitchenScreenPath(menu._id)}>{T.title}</Link>
    </p>
  );
}
