'use client';

import { useState } from 'react';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toasts';
import { useDinerTexts } from '@/components/menu/diner-lang';
import { cancelDinerOrder } from '@/lib/diner-orders/diner-order-client';
import { forgetOrder } from '@/lib/diner-orders/recent-orders';
import type { DinerOrderView } from '@/lib/diner-orders/diner-order-view';

/**
 * 'إلغاء طلبي' on the status page while no one has accepted the order: asked first, then sent; the page shows the
 * canceled order at once (the stream tells it too), and the menu page no longer offers it as the diner's order. Too late (the kitchen accepted it meanwhile): the server's words.
 */
export function CancelOrderButton({ order, onCanceled }: { order: Pick<DinerOrderView, '_id' | 'menu'>; onCanceled: (order: DinerOrderView) => void }) {
  const { order: T } = useDinerTexts();
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    if (!(await confirm({ message: T.cancelMineConfirm, confirmLabel: T.cancelMine, cancelLabel: T.keepOrder }))) return;
    setBusy(true);
    try {
      onCanceled(await cancelDinerOrder(order._id));
      // The menu page's 'طلبك رقم N' no longer leads to it.
      forgetOrder(order.menu, order._id);
      toast.success(T.canceledMine);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-secondary" onClick={cancel} disabled={busy} aria-busy={busy} data-testid="cancel-my-order">
      {T.cancelMine}
    </button>
  );
}
