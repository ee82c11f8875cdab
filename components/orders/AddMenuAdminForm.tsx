'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { staffCall } from '@/lib/orders/orders-client';
import { addMenuAdminFormSchema } from '@/lib/validation/menu-admin';
import { MenuPicker } from './MenuPicker';
import { useStaffAction } from './use-staff-action';
import styles from './Orders.module.css';

const T = ORDERS_TEXT;

/** Add Menu Admin (spec §5): menu id and an existing username; adding twice changes nothing. */
export function AddMenuAdminForm({ onChanged }: { onChanged: () => void }) {
  const run = useStaffAction();
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(addMenuAdminFormSchema), defaultValues: { menuId: '', admin: '' } });

  const onSubmit = handleSubmit(async ({ menuId, admin }) => {
    await run(() => staffCall(`/api/v1/quickmenu/${menuId}/admins`, 'POST', { admin }), () => ORDERS_NOTICES.adminAdded, () => {
      reset();
      onChanged();
    });
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="add-admin-title">
      <h2 id="add-admin-title">{T.forms.addAdmin}</h2>
      <MenuPicker onPick={(id) => setValue('menuId', id, { shouldValidate: true })} />
      <FormField label={T.fields.menuId} autoComplete="off" spellCheck={false} error={errors.menuId?.message} {...register('menuId')} />
      <FormField label={T.fields.admin} autoComplete="off" autoCapitalize="none" spellCheck={false} error={errors.admin?.message} {...register('admin')} />
      <SubmitButton busy={isSubmitting} busyText={T.sending}>
        {T.submit.addAdmin}
      </SubmitButton>
    </form>
  );
}
