'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { toDateInput } from '@/lib/shared/order-rules';
import type { OrderView } from '@/lib/orders/order-view';
import { ordersApi } from '@/lib/orders/orders-client';
import type { OrderChange } from './OrderOverlay';
import { STATUS_OPTIONS } from './RequiredEditsSection';
import { SelectField } from '@/components/ui/SelectField';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useStaffAction } from './use-staff-action';
import { MenuPicker } from './MenuPicker';
import styles from './Orders.module.css';

const T = ORDERS_TEXT.overlay;

/** The order's status (set freely), its subscription end and its menu (found by name, as in the staff's other forms). */
export function OrderSettings({ order, onChanged }: { order: OrderView; onChanged: OrderChange }) {
  const run = useStaffAction();
  const confirm = useConfirm();
  const [subEnd, setSubEnd] = useState(toDateInput(order.subEnd));
  const [menuId, setMenuId] = useState(order.menu?._id ?? '');
  const [busy, setBusy] = useState<'' | 'subEnd' | 'menu'>('');

  const submit = (which: 'subEnd' | 'menu') => async (e: React.FormEvent) => {
    e.preventDefault();
    // A subscription end in the past asks first.
    if (which === 'subEnd' && subEnd && subEnd < toDateInput(new Date().toISOString())) {
      if (!(await confirm({ message: T.pastSubEnd(subEnd), confirmLabel: T.saveSubEnd, cancelLabel: T.cancel }))) return;
    }
    setBusy(which);
    if (which === 'subEnd') await run(() => ordersApi.setSubEnd(order._id, subEnd), (o) => ORDERS_NOTICES.subEnd(toDateInput(o.subEnd)), onChanged);
    else await run(() => ordersApi.assignMenu(order._id, menuId.trim()), () => ORDERS_NOTICES.menuAssigned, onChanged);
    setBusy('');
  };

  return (
    <section aria-label={T.settings} className={styles.row}>
      <SelectField
        label={T.status}
        value={order.status}
        options={STATUS_OPTIONS}
        onChange={(e) => run(() => ordersApi.setStatus(order._id, e.target.value), (o) => ORDERS_NOTICES.orderStatus(o.status), onChanged)}
      />
      <form className={styles.inlineForm} onSubmit={submit('subEnd')} noValidate aria-label={T.saveSubEnd}>
        <FormField label={T.subEnd} type="date" required value={subEnd} onChange={(e) => setSubEnd(e.target.value)} />
        <SubmitButton busy={busy === 'subEnd'} busyText={ORDERS_TEXT.sending} className="btn btn-secondary">
          {T.saveSubEnd}
        </SubmitButton>
      </form>
      <form className={styles.inlineForm} onSubmit={submit('menu')} noValidate aria-label={T.assignMenu}>
        <MenuPicker onPick={(id) => setMenuId(id)} />
        <FormField label={ORDERS_TEXT.fields.menuId} value={menuId} onChange={(e) => setMenuId(e.target.value)} spellCheck={false} />
        <SubmitButton busy={busy === 'menu'} busyText={ORDERS_TEXT.sending} className="btn btn-secondary">
          {T.assign}
        </SubmitButton>
      </form>
    </section>
  );
}
