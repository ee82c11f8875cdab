'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneField } from '@/components/ui/PhoneField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import type { OrderView } from '@/lib/orders/order-view';
import { ordersApi } from '@/lib/orders/orders-client';
import { requiredEditSchema } from '@/lib/validation/orders';
import type { OrderChange } from './OrderOverlay';
import { SelectField } from '@/components/ui/SelectField';
import { useStaffAction } from './use-staff-action';
import styles from './Orders.module.css';

const T = ORDERS_TEXT.overlay;
export const STATUS_OPTIONS = [
  { value: 'unready', label: 'unready' },
  { value: 'ready', label: 'ready' },
];

/** Required edits: add one by phone; each one's status, ready or unready, set freely (spec §4). */
export function RequiredEditsSection({ order, onChanged }: { order: OrderView; onChanged: OrderChange }) {
  const run = useStaffAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(requiredEditSchema), defaultValues: { phone: '' } });

  const onSubmit = handleSubmit(async ({ phone }) => {
    await run(() => ordersApi.addEdit(order._id, phone), () => ORDERS_NOTICES.editAdded, (o) => {
      reset();
      onChanged(o);
    });
  });

  return (
    <section aria-labelledby="edits-title">
      <h3 id="edits-title">{T.edits}</h3>
      {order.requiredEdits.length ? (
        <ol className={styles.list}>
          {order.requiredEdits.map((e, i) => (
            <li key={i} className={styles.row}>
              <span dir="ltr">{e.phoneNo}</span>
              <SelectField
                label={T.editStatus(i)}
                value={e.status}
                options={STATUS_OPTIONS}
                onChange={(ev) => run(() => ordersApi.setEditStatus(order._id, i, ev.target.value), (o) => ORDERS_NOTICES.editStatus(o.requiredEdits[i].status), onChanged)}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{T.noEdits}</p>
      )}
      <form className={styles.inlineForm} onSubmit={onSubmit} noValidate aria-label={T.addEdit}>
        <PhoneField label={T.editPhone} lang="en" error={errors.phone?.message} className={styles.wide} {...register('phone')} />
        <SubmitButton busy={isSubmitting} busyText={ORDERS_TEXT.sending}>
          {T.addEdit}
        </SubmitButton>
      </form>
    </section>
  );
}
