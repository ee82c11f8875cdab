'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { formatJod, toDateInput } from '@/lib/shared/order-rules';
import type { OrderView } from '@/lib/orders/order-view';
import { ordersApi } from '@/lib/orders/orders-client';
import { paymentSchema } from '@/lib/validation/orders';
import type { OrderChange } from './OrderOverlay';
import { SelectField } from '@/components/ui/SelectField';
import { numberText } from '@/components/ui/number-text';
import { useStaffAction } from './use-staff-action';
import styles from './Orders.module.css';

const T = ORDERS_TEXT.overlay;

/** Payments and the add-payment form, toggled by Add/Cancel (spec §2); a payment above what remains is refused. */
export function PaymentsSection({ order, onChanged }: { order: OrderView; onChanged: OrderChange }) {
  const run = useStaffAction();
  const [adding, setAdding] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(paymentSchema), defaultValues: { method: 'cliq' as const, value: '' } });

  const onSubmit = handleSubmit(async ({ method, value }) => {
    await run(() => ordersApi.addPayment(order._id, method, value), () => ORDERS_NOTICES.paymentAdded, (o) => {
      reset();
      setAdding(false);
      onChanged(o);
    });
  });

  return (
    <section aria-labelledby="payments-title">
      <div className={styles.row}>
        <h3 id="payments-title">{T.payments}</h3>
        <button type="button" className="btn btn-secondary" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
          {adding ? T.cancel : T.add}
        </button>
      </div>
      {order.payments.length ? (
        <ol className={styles.list}>
          {order.payments.map((p, i) => (
            <li key={i}>
              {formatJod(p.value)} · {ORDERS_TEXT.methods[p.method] ?? p.method} · {toDateInput(p.date)}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{T.noPayments}</p>
      )}
      {adding ? (
        <form className={styles.inlineForm} onSubmit={onSubmit} noValidate aria-label={T.savePayment}>
          <SelectField
            label={T.method}
            options={Object.entries(ORDERS_TEXT.methods).map(([value, label]) => ({ value, label }))}
            error={errors.method?.message}
            {...register('method')}
          />
          <FormField label={T.amount} {...numberText('decimal')} error={errors.value?.message} {...register('value')} />
          <SubmitButton busy={isSubmitting} busyText={ORDERS_TEXT.sending}>
            {T.savePayment}
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
