'use client';

import { useAdmin } from '@/components/admin/AdminContext';
import { ORDERING_OFF_TEXT as T } from '@/lib/i18n/ar';
import { canPurchase } from '@/lib/menus/public-menu';
import { MenuProviderContactLinks } from './MenuProviderContactLinks';
import { useOrderingSwitch } from './use-ordering-switch';
import ui from './admin-ui.module.css';

/**
 * On the tables and orders screens while the menu does not sell: no order, no table's call reaches them, and a table's
 * QR code opens a menu without a cart. Says so, with the button that turns it on here (the private settings' switch),
 * or, below plan 1, the provider's contact for a higher plan.
 */
export function OrderingOffNotice() {
  const { menu } = useAdmin();
  const ordering = useOrderingSwitch();
  if (canPurchase(menu)) return null;
  const paid = (menu.plan ?? 0) >= 1;
  return (
    <div className={ui.noticeWarn} role="note" data-testid="ordering-off">
      <p>{paid ? T.off : T.needsPlan}</p>
      {paid ? (
        <button type="button" className="btn" disabled={ordering.busy} aria-busy={ordering.busy || undefined} onClick={() => ordering.set(true)}>
          {T.turnOn}
        </button>
      ) : (
        <MenuProviderContactLinks />
      )}
    </div>
  );
}
