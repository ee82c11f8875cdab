'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { numberText } from '@/components/ui/number-text';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { ordersApi, staffCall } from '@/lib/orders/orders-client';
import { createMenuFormSchema } from '@/lib/validation/menu-admin';
import { CreatedId } from './CreatedId';
import { useStaffAction } from './use-staff-action';
import styles from './Orders.module.css';

const T = ORDERS_TEXT;
const EMPTY = { username: '', plan: 0, orderId: '' };

/** A menu to create for an order just made: Create Order's 'Create its menu' fills this form with it. */
export type MenuDraft = { username: string; orderId: string };

/**
 * Create Menu (spec §5): an existing user and the plan (default 0); the server adds the fixed provider admin. Given
 * an order id it assigns the new menu to that order in the same step; `draft` fills the username and order id (give
 * the form a new key with each draft).
 */
export function CreateMenuForm({ onChanged, draft }: { onChanged: () => void; draft?: MenuDraft }) {
  const run = useStaffAction();
  const [createdId, setCreatedId] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createMenuFormSchema), defaultValues: draft ? { ...EMPTY, ...draft } : EMPTY });

  // Filled from an order (the form is mounted afresh for each): the plan is what staff choose next; focusing it also
  // brings the form into view on a phone.
  useEffect(() => {
    if (draft) setFocus('plan', { shouldSelect: true });
  }, [draft, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    await run(
      () => staffCall<{ data: { _id: string } }>('/api/v1/quickmenu', 'POST', { admins: [values.username], plan: values.plan }),
      () => ORDERS_NOTICES.menuCreated,
      async (r) => {
        const menuId = String(r.data._id);
        setCreatedId(menuId);
        // Empty for the next menu (not back to the order it was filled from).
        reset(EMPTY);
        // Attached to the order in the same step when one was given.
        if (values.orderId) await run(() => ordersApi.assignMenu(values.orderId as string, menuId), () => ORDERS_NOTICES.menuAssigned);
        onChanged();
      },
    );
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="create-menu-title">
      <h2 id="create-menu-title">{T.forms.createMenu}</h2>
      <FormField label={T.fields.username} autoComplete="off" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username')} />
      <FormField label={T.fields.plan} {...numberText('whole')} hint={T.fields.planHint} error={errors.plan?.message} {...register('plan')} />
      <FormField label={T.fields.orderId} autoComplete="off" spellCheck={false} hint={T.orderIdHint} error={errors.orderId?.message} {...register('orderId')} />
      <SubmitButton busy={isSubmitting} busyText={T.sending}>
        {T.submit.createMenu}
      </SubmitButton>
      {createdId ? <CreatedId label={T.createdMenuId} id={createdId} testId="created-menu-id" /> : null}
    </form>
  );
}
