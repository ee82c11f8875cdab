'use client';

import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import { STATION_TEXT as T } from '@/lib/i18n/kitchen-ar';
import { stationSchema, type StationValues } from '@/lib/validation/station';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import { branchLabel } from '@/lib/ui/branch-label';
import { FormActions } from '../ui/FormActions';
import ui from '../ui/admin-ui.module.css';

export type StationFormValues = { name: string; nameEn: string; branchId: string; warnAfter: string; lateAfter: string };
const toBody = (v: StationFormValues) => ({ name: v.name, translations: { en: { name: v.nameEn } }, branchId: v.branchId, warnAfter: v.warnAfter, lateAfter: v.lateAfter });
/** The form's fields flattened (the English name beside the Arabic), checked by the API's own schema. */
async function formResolver(values: StationFormValues) {
  const parsed = stationSchema.safeParse(toBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'translations' ? 'nameEn' : String(issue.path[0]);
    errors[key] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
}

/** Add a station, or edit one (the same schema as POST/PUT …/stations). */
export function StationForm({ id, menu, defaults, submitLabel, onSave, onCancel }: { id: string; menu: AdminMenu; defaults: StationFormValues; submitLabel: string; onSave: (v: StationValues) => Promise<boolean>; onCancel?: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StationFormValues, unknown, StationValues>({ resolver: formResolver, defaultValues: defaults });
  const submit = async (values: StationValues) => {
    if ((await onSave(values)) && !onCancel) reset({ ...defaults, name: '', nameEn: '' });
  };
  return (
    <form id={id} onSubmit={handleSubmit(submit)} noValidate>
      <FormField label={T.name} hint={T.nameHint} error={errors.name?.message} {...register('name')} />
      <FormField label={T.nameEn} dir="ltr" error={errors.nameEn?.message} {...register('nameEn')} />
      {menu.branches.length > 0 && (
        <SelectField label={T.branch} hint={T.branchHint} placeholder={T.everyBranch} options={menu.branches.map((b) => ({ value: b._id, label: branchLabel(menu, b._id) }))} error={errors.branchId?.message} {...register('branchId')} />
      )}
      <div className={ui.fieldRow}>
        <FormField label={T.warnAfter} inputMode="numeric" dir="ltr" error={errors.warnAfter?.message} {...register('warnAfter')} />
        <FormField label={T.lateAfter} inputMode="numeric" dir="ltr" error={errors.lateAfter?.message} {...register('lateAfter')} />
      </div>
      <FormActions busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
