'use client';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { PUBLIC_INFO_TEXT } from '@/lib/i18n/ar';
import { TABLE_TEXT as T } from '@/lib/i18n/diner-ar';
import { tableRangeSchema, tableSchema, type TableRangeValues, type TableValues } from '@/lib/validation/table';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import { nextFreeRange } from './next-free-range';
import { FormActions } from '../ui/FormActions';
import ui from '../ui/admin-ui.module.css';

type Save<V> = (values: V) => Promise<boolean>;

/** The menu's branches as the forms' choices ('no branch' first). */
function BranchSelect({ menu, error, ...field }: { menu: AdminMenu; error?: string } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  if (menu.branches.length === 0) return null;
  const options = menu.branches.map((b) => ({ value: b._id, label: b.location?.address || b.phone }));
  return <SelectField label={T.branch} placeholder={T.noBranch} options={options} error={error} {...field} />;
}

type OneValues = { name: string; branchId: string };

/** Add one table, or rename / move the selected one (the same schema as PUT …/tables/{tableId}). */
export function TableForm({ id, menu, defaults, submitLabel, onSave, onCancel }: { id: string; menu: AdminMenu; defaults: OneValues; submitLabel: string; onSave: Save<TableValues>; onCancel?: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OneValues, unknown, TableValues>({ resolver: zodResolver(tableSchema) as never, defaultValues: defaults });
  const submit = async (values: TableValues) => {
    if ((await onSave(values)) && !onCancel) reset({ name: '', branchId: values.branchId ?? '' });
  };
  return (
    <form id={id} onSubmit={handleSubmit(submit)} noValidate>
      <FormField label={T.name} error={errors.name?.message} {...register('name')} />
      <BranchSelect menu={menu} error={errors.branchId?.message} {...register('branchId')} />
      <FormActions busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

type RangeValues = { from: string; to: string; prefix: string; branchId: string };

/** Add numbered tables at once ('1 to 20', optionally 'تراس 1' …); it proposes the numbers after the menu's last. */
export function TableRangeForm({ menu, onSave }: { menu: AdminMenu; onSave: Save<TableRangeValues> }) {
  const proposal = nextFreeRange(menu.tables);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RangeValues, unknown, TableRangeValues>({ resolver: zodResolver(tableRangeSchema) as never, defaultValues: { ...proposal, prefix: '', branchId: '' } });
  // The menu's tables changed (added here, or on another device): the next free range, unless the owner is typing one.
  useEffect(() => {
    if (!isDirty) reset({ ...getValues(), from: proposal.from, to: proposal.to });
  }, [proposal.from, proposal.to, isDirty, reset, getValues]);
  const submit = async (values: TableRangeValues) => {
    if (await onSave(values)) reset({ ...nextFreeRange(menu.tables), prefix: values.prefix, branchId: values.branchId ?? '' });
  };
  return (
    <form id="table-range" onSubmit={handleSubmit(submit)} noValidate>
      <div className={ui.fieldRow}>
        <FormField label={T.from} inputMode="numeric" dir="ltr" error={errors.from?.message} {...register('from')} />
        <FormField label={T.to} inputMode="numeric" dir="ltr" error={errors.to?.message} {...register('to')} />
      </div>
      <FormField label={T.prefix} hint={T.prefixHint} error={errors.prefix?.message} {...register('prefix')} />
      <BranchSelect menu={menu} error={errors.branchId?.message} {...register('branchId')} />
      <SubmitButton busy={isSubmitting} busyText={PUBLIC_INFO_TEXT.saving}>
        {T.createRange}
      </SubmitButton>
    </form>
  );
}
