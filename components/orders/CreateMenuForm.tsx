'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useToast } from '@/components/ui/Toasts';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { staffCall } from '@/lib/orders/orders-client';
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
  } = useForm({ resolver: zodResolver(createMenuFormSchema), defaultValues: { username: '', plan: 0 as unknown } });

  const onSubmit = handleSubmit(async (values) => {
    await run(
      () => staffCall<{ data: { _id: string } }>('/api/v1/quickmenu', 'POST', { admins: [values.username], plan: values.plan }),
      () => ORDERS_NOTICES.menuCreated,
      (r) => {
        setCreatedId(String(r.data._id));
        reset();
        onChanged();
      },
    );
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="create-menu-title">
      <h2 id="create-menu-title">{T.forms.createMenu}</h2>
      <FormField label={T.fields.username} autoComplete="off" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username')} />
      <FormField label={T.fields.plan} type="number" min={0} step={1} error={errors.plan?.message} {...register('plan')} />
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
