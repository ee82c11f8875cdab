'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { numberText } from '@/components/ui/number-text';
import { ORDERS_NOTICES, ORDERS_TEXT } from '@/lib/i18n/en';
import { staffCall } from '@/lib/orders/orders-client';
import { planChangeFormSchema } from '@/lib/validation/menu-admin';
import { MenuPicker } from './MenuPicker';
import { useStaffAction } from './use-staff-action';
import styles from './Orders.module.css';

const T = ORDERS_TEXT;

/** Change Plan: PUT /quickmenu/{id}/plan; the owner's admin shows the new plan's features on its next load. */
export function ChangePlanForm({ onChanged }: { onChanged: () => void }) {
  const run = useStaffAction();
  // The chosen menu's plan as it was found, shown beside the levels so the staff see what changes.
  const [current, setCurrent] = useState<{ menuId: string; plan: number } | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(planChangeFormSchema), defaultValues: { menuId: '', plan: 0 } });
  const menuId = useWatch({ control, name: 'menuId' });
  const shownPlan = current && current.menuId === menuId.trim() ? current.plan : null;

  const onSubmit = handleSubmit(async ({ menuId, plan }) => {
    await run(() => staffCall(`/api/v1/quickmenu/${menuId}/plan`, 'PUT', { plan }), () => ORDERS_NOTICES.planChanged(plan), onChanged);
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="change-plan-title">
      <h2 id="change-plan-title">{T.forms.changePlan}</h2>
      <MenuPicker
        onPick={(id, hit) => {
          setValue('menuId', id, { shouldValidate: true });
          setCurrent({ menuId: id, plan: hit.plan });
        }}
      />
      <FormField label={T.fields.menuId} autoComplete="off" spellCheck={false} error={errors.menuId?.message} {...register('menuId')} />
      <FormField
        label={T.fields.plan}
        {...numberText('whole')}
        hint={shownPlan === null ? T.fields.planHint : `${T.fields.currentPlan(shownPlan)} · ${T.fields.planHint}`}
        error={errors.plan?.message}
        {...register('plan')}
      />
      <SubmitButton busy={isSubmitting} busyText={T.sending}>
        {T.submit.changePlan}
      </SubmitButton>
    </form>
  );
}
