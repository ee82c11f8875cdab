'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { numberText } from '@/components/ui/number-text';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { DEFAULT_ORDER_TOTAL, defaultSubEnd, formatJod, minimumDownPayment, toDateInput } from '@/lib/shared/order-rules';
import { numberFromText } from '@/lib/shared/ascii-digits';
import { staffCall } from '@/lib/orders/orders-client';
import type { OrderView } from '@/lib/orders/order-view';
import { createOrderSchema } from '@/lib/validation/orders';
import { readablePhone } from '@/lib/phone';
import type { MenuDraft } from './CreateMenuForm';
import { CreatedId } from './CreatedId';
import { useStaffAction } from './use-staff-action';
import { useUserLookup } from './use-user-lookup';
import styles from './Orders.module.css';

const T = ORDERS_TEXT;

/**
 * Create Order (spec §5): the client by username (looked up as typed), total (default 49), end (a year ahead). The new
 * order's id stays shown, with 'Create its menu' (`onMenuFor`) that fills Create Menu with this client and order.
 */
export function CreateOrderForm({ onChanged, onMenuFor }: { onChanged: () => void; onMenuFor: (draft: MenuDraft) => void }) {
  const run = useStaffAction();
  const [blurs, setBlurs] = useState(0);
  const [created, setCreated] = useState<MenuDraft | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createOrderSchema),
    defaultValues: { user: '', totalAmount: DEFAULT_ORDER_TOTAL, subEnd: defaultSubEnd() },
  });
  const lookup = useUserLookup(useWatch({ control, name: 'user' }) ?? '', blurs);
  // As typed ('٤٩' is 49), for the down-payment note.
  const total = numberFromText(useWatch({ control, name: 'totalAmount' }));
  const userField = register('user');

  const onSubmit = handleSubmit(async (values) => {
    await run(
      () => staffCall<{ data: OrderView }>('/api/v1/orders', 'POST', { ...values, subEnd: values.subEnd.toISOString() }),
      () => ORDERS_NOTICES.orderCreated,
      (r) => {
        setCreated({ username: values.user, orderId: String(r.data._id) });
        reset();
        onChanged();
      },
    );
  });

  const userError = errors.user?.message ?? (lookup.state === 'missing' ? lookup.message : undefined);
  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="create-order-title">
      <h2 id="create-order-title">{T.forms.createOrder}</h2>
      <FormField
        label={T.fields.username}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={userError}
        {...userField}
        onBlur={(e) => {
          setBlurs((n) => n + 1);
          return userField.onBlur(e);
        }}
      />
      {lookup.state === 'checking' ? <p className={styles.note}>{T.lookup.checking}</p> : null}
      {lookup.state === 'found' ? (
        <p className={styles.found} data-testid="lookup-result">
          {T.lookup.found(lookup.name, readablePhone(lookup.phone))}
        </p>
      ) : null}
      <FormField label={T.fields.total} {...numberText('decimal')} error={errors.totalAmount?.message} {...register('totalAmount')} />
      <p className={styles.note} data-testid="minimum-note">
        {T.minimumNote(formatJod(typeof total === 'number' && total > 0 ? minimumDownPayment(total) : 0))}
      </p>
      <FormField label={T.fields.subEnd} type="date" min={toDateInput(new Date())} error={errors.subEnd?.message} {...register('subEnd')} />
      <SubmitButton busy={isSubmitting} busyText={T.sending}>
        {T.submit.createOrder}
      </SubmitButton>
      {created ? (
        <CreatedId label={T.createdOrderId} id={created.orderId} testId="created-order-id">
          <button type="button" className="btn btn-secondary" onClick={() => onMenuFor(created)}>
            {T.createItsMenu}
          </button>
        </CreatedId>
      ) : null}
    </form>
  );
}
