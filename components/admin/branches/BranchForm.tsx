'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/FormField';
import { PhoneField } from '@/components/ui/PhoneField';
import { phoneFieldValue } from '@/lib/phone';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { BRANCH_TEXT as T, PUBLIC_INFO_TEXT } from '@/lib/i18n/ar';
import { branchSchema, type BranchValues } from '@/lib/validation/branch';
import type { AdminBranch } from '@/lib/menus/admin-menu';
import { MapLocationFields } from '../ui/MapLocationFields';
import { menuPhoneCountry } from '../ui/menu-phone-country';
import { useAdmin } from '../AdminContext';

type FormValues = { address: string; googleMaps: string; phone: string; lat: string; long: string; translations: { en: { address: string } } };

export function branchDefaults(branch?: AdminBranch | null): FormValues {
  const c = branch?.location?.geoLocation?.coordinates;
  return {
    address: branch?.location?.address ?? '',
    googleMaps: branch?.location?.googleMaps ?? '',
    phone: phoneFieldValue(branch?.phone),
    lat: c?.length === 2 ? String(c[1]) : '',
    long: c?.length === 2 ? String(c[0]) : '',
    translations: { en: { address: branch?.translations?.en?.address ?? '' } },
  };
}

/** The create or edit branch form (spec §5 Branch: address required, maps link a URL, phone valid, lat/long numbers). */
export function BranchForm({ id, defaults, submitLabel, onSave }: { id: string; defaults: FormValues; submitLabel: string; onSave(values: BranchValues): Promise<boolean> }) {
  const { menu } = useAdmin();
  const form = useForm<FormValues, unknown, BranchValues>({ resolver: zodResolver(branchSchema) as never, defaultValues: defaults });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const submit = async (values: BranchValues) => {
    if ((await onSave(values)) && id === 'branch-create') reset(branchDefaults(null));
  };
  return (
    <form id={id} onSubmit={handleSubmit(submit)} noValidate>
      <FormField label={T.address} error={errors.address?.message} {...register('address')} />
      <FormField label={T.addressEn} dir="ltr" lang="en" error={errors.translations?.en?.address?.message} {...register('translations.en.address')} />
      <PhoneField label={T.phone} initialValue={defaults.phone} country={menuPhoneCountry(menu)} error={errors.phone?.message} {...register('phone')} />
      <MapLocationFields form={form} mapsName="googleMaps" />
      <SubmitButton busy={isSubmitting} busyText={PUBLIC_INFO_TEXT.saving}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
