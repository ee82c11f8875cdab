'use client';

import { useMemo } from 'react';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import { numberText } from '@/components/ui/number-text';
import { useAdmin } from '@/components/admin/AdminContext';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { phoneCountries } from '@/lib/phone-countries';
import { PUBLIC_INFO_FORMS } from '@/lib/validation/public-info';
import { SettingsCard } from './SettingsCard';
import { fieldError } from './use-admin-action';

type TaxService = { country: string; tax: { rate: string; inclusive: boolean; number: string }; serviceCharge: string };

/**
 * Tax and service: the restaurant's country, its tax rate, whether the menu's prices include the tax, its
 * tax number, and a service charge in percent — what the bill, the receipt and the order's totals are computed from.
 */
export function TaxServiceForm() {
  const { menu } = useAdmin();
  const countries = useMemo(() => phoneCountries('ar').map((c) => ({ value: c.code, label: c.name })), []);
  return (
    <SettingsCard<TaxService>
      id="form-tax-service"
      title={T.taxTitle}
      schema={PUBLIC_INFO_FORMS.taxAndService}
      defaults={{
        country: menu.country ?? '',
        tax: { rate: String(menu.tax?.rate ?? 0), inclusive: menu.tax?.inclusive ?? true, number: menu.tax?.number ?? '' },
        serviceCharge: String(menu.serviceCharge ?? 0),
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <SelectField id="pi-country" label={T.country} placeholder={T.noCountry} options={countries} error={fieldError(errors, 'country')} {...register('country')} />
          <FormField id="pi-tax-rate" label={T.taxRate} hint={T.taxRateHint} {...numberText('decimal')} error={fieldError(errors, 'tax.rate')} {...register('tax.rate')} />
          <FormField id="pi-tax-inclusive" type="checkbox" label={T.taxInclusive} error={fieldError(errors, 'tax.inclusive')} {...register('tax.inclusive')} />
          <FormField id="pi-tax-number" label={T.taxNumber} hint={T.taxNumberHint} dir="ltr" autoComplete="off" spellCheck={false} error={fieldError(errors, 'tax.number')} {...register('tax.number')} />
          <FormField id="pi-service-charge" label={T.serviceCharge} hint={T.serviceChargeHint} {...numberText('decimal')} error={fieldError(errors, 'serviceCharge')} {...register('serviceCharge')} />
        </>
      )}
    </SettingsCard>
  );
}
