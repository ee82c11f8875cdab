'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { ordersApi, staffCall } from '@/lib/orders/orders-client';
import { createMenuFormSchema } from '@/lib/validation/menu-admin';
import { copyText } from '@/lib/ui/copy-text';
import { useStaffAction } from './use-staff-action';
import styles from './Orders.module.css';

const T = ORDERS_TEXT;

/** Create Menu (spec §5): an existing user and the plan (default 0); the server adds the fixed provider admin. */
export function CreateMenuForm({ onChanged }: { onChanged: () => void }) {
  const run = useStaffAction();
  const toast = useToast();
  const [createdId, setCreatedId] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createMenuFormSchema), defaultValues: { username: '', plan: 0, orderId: '' } });

  const onSubmit = handleSubmit(async (values) => {
    await run(
      () => staffCall<{ data: { _id: string } }>('/api/v1/quickmenu', 'POST', { admins: [values.username], plan: values.plan }),
      () => ORDERS_NOTICES.menuCreated,
      async (r) => {
        const menuId = String(r.data._id);
        setCreatedId(menuId);
        reset();
        // Attached to the order in the same step when one was given (issue #16).
        if (values.orderId) await run(() => ordersApi.assignMenu(values.orderId as string, menuId), () => ORDERS_NOTICES.menuAssigned);
        onChanged();
      },
    );
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="create-menu-title">
      <h2 id="create-menu-title">{T.forms.createMenu}</h2>
      <FormField label={T.fields.username} autoComplete="off" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username')} />
      <FormField label={T.fields.plan} type="number" inputMode="numeric" min={0} step={1} hint={T.fields.planHint} error={errors.plan?.message} {...register('plan')} />
      <FormField label={T.fields.orderId} autoComplete="off" spellCheck={false} hint={T.orderIdHint} error={errors.orderId?.message} {...register('orderId')} />
      <SubmitButton busy={isSubmitting} busyText={T.sending}>
        {T.submit.createMenu}
      </SubmitButton>
      {createdId ? (
        <p className={styles.idBox}>
          {T.createdMenuId}: <code data-testid="created-menu-id">{createdId}</code>
          <button type="button" className="btn btn-secondary" onClick={() => copyText(createdId).then(() => toast.success(ORDERS_NOTICES.copied))}>
            {T.copy}
          </button>
        </p>
      ) : null}
    </form>
  );
}
