'use client';

import Link from 'next/link';
import { useAdmin } from '@/components/admin/AdminContext';
import { ORDERING_OFF_TEXT as T } from '@/lib/i18n/ar';
import { canPurchase } from '@/lib/menus/public-menu';
import { adminScreenPath } from '@/lib/ui/admin-screens';
import { MenuProviderContactLinks } from './MenuProviderContactLinks';
import ui from './admin-ui.module.css';

/**
 * On the tables and orders screens while the menu does not sell: no order, no table's call reaches them, and a table's
 * QR code opens a menu without a cart. Says so, with the way to turn it on (the private settings), or, below plan 1,
 * the provider's contact for a higher plan.
 */
export function OrderingOffNotice() {
  const { menu } = useAdmin();
  if (canPurchase(menu)) return null;
  const paid = (menu.plan ?? 0) >= 1;
  return (
    <div className={ui.noticeWarn} role="note" data-testid="ordering-off">
      <p>{paid ? T.off : T.needsPlan}</p>
      {paid ? <Link href={adminScreenPath(menu._id, 'publicInfo')}>{T.turnOn}</Link> : <MenuProviderContactLinks />}
    </div>
  );
}
