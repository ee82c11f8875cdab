'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { staffCall } from '@/lib/orders/orders-client';
import { menuActivationFormSchema } from '@/lib/validation/menu-admin';
import { SelectField } from '@/components/ui/SelectField';
import { MenuPicker } from './MenuPicker';
import { useStaffAction } from './use-staff-action';
import styles from './Orders.module.css';

const T = ORDERS_TEXT;

/** Menu Activation (spec §5): POST /quickmenu/{id}/ activates, DELETE deactivates; the public page follows at once. */
export function MenuActivationForm({ onChanged }: { onChanged: () => void }) {
  const run = useStaffAction();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(menuActivationFormSchema), defaultValues: { action: 'activate' as const, menuId: '' } });

  const onSubmit = handleSubmit(async ({ action, menuId }) => {
    await run(() => staffCall(`/api/v1/quickmenu/${menuId}/`, action === 'activate' ? 'POST' : 'DELETE'), () => ORDERS_NOTICES.actionDone, onChanged);
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="activation-title">
      <h2 id="activation-title">{T.forms.activation}</h2>
      <SelectField
        label={T.fields.action}
        options={[
          { value: 'activate', label: T.fields.activate },
          { value: 'deactivate', label: T.fields.deactivate },
        ]}
        error={errors.action?.message}
        {...register('action')}
      />
      <MenuPicker onPick={(id) => setValue('menuId', id, { shouldValidate: true })} />
      <FormField label={T.fields.menuId} autoComplete="off" spellCheck={false} error={errors.menuId?.message} {...register('menuId')} />
      <SubmitButton busy={isSubmitting} busyText={T.sending}>
        {T.submit.apply}
      </SubmitButton>
    </form>
  );
}
