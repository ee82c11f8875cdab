'use client';

import { FormField } from '@/components/ui/FormField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { useAdmin } from '@/components/admin/AdminContext';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { CURRENCIES, PUBLIC_INFO_FORMS } from '@/lib/validation/public-info';
import { SettingsCard } from './SettingsCard';
import { useTimeZoneOptions } from './use-time-zone-options';
import { fieldError } from './use-admin-action';
import { SelectField } from '@/components/ui/SelectField';

type Main = {
  institution: { name: string; description: string; location: { address: string } };
  translations: { en: { name: string; description: string; address: string } };
  currency: string;
  timeZone: string;
};
type Phrases = { headingPhrase: string; endingPhrase: string; translations: { en: { headingPhrase: string; endingPhrase: string } } };

/** Main appearance: name, description, address, currency and the time zone the open/closed badge follows. */
export function MainAppearanceForm() {
  const { menu } = useAdmin();
  const zones = useTimeZoneOptions(menu.timeZone ?? 'Asia/Amman');
  return (
    <SettingsCard<Main>
      id="form-main-appearance"
      title={T.mainTitle}
      schema={PUBLIC_INFO_FORMS.mainAppearance}
      defaults={{
        institution: { name: menu.institution?.name ?? '', description: menu.institution?.description ?? '', location: { address: menu.institution?.location?.address ?? '' } },
        translations: { en: { name: menu.translations?.en?.name ?? '', description: menu.translations?.en?.description ?? '', address: menu.translations?.en?.address ?? '' } },
        currency: menu.currency ?? 'JOD',
        timeZone: menu.timeZone ?? 'Asia/Amman',
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label={T.name} error={fieldError(errors, 'institution.name')} {...register('institution.name')} />
          <TextAreaField rows={2} label={T.description} error={fieldError(errors, 'institution.description')} {...register('institution.description')} />
          <FormField label={T.address} error={fieldError(errors, 'institution.location.address')} {...register('institution.location.address')} />
          <FormField label={T.nameEn} dir="ltr" lang="en" error={fieldError(errors, 'translations.en.name')} {...register('translations.en.name')} />
          <TextAreaField rows={2} label={T.descriptionEn} dir="ltr" lang="en" error={fieldError(errors, 'translations.en.description')} {...register('translations.en.description')} />
          <FormField label={T.addressEn} dir="ltr" lang="en" error={fieldError(errors, 'translations.en.address')} {...register('translations.en.address')} />
          <SelectField id="pi-currency" label={T.currency} options={CURRENCIES.map((c) => ({ value: c, label: T.currencyNames[c] }))} error={fieldError(errors, 'currency')} {...register('currency')} />
          <SelectField id="pi-time-zone" label={T.timeZone} options={zones} error={fieldError(errors, 'timeZone')} {...register('timeZone')} />
        </>
      )}
    </SettingsCard>
  );
}

/** Phrases: heading and ending. */
export function PhrasesForm() {
  const { menu } = useAdmin();
  return (
    <SettingsCard<Phrases>
      id="form-phrases"
      title={T.phrasesTitle}
      schema={PUBLIC_INFO_FORMS.phrases}
      defaults={{
        headingPhrase: menu.headingPhrase ?? '',
        endingPhrase: menu.endingPhrase ?? '',
        translations: { en: { headingPhrase: menu.translations?.en?.headingPhrase ?? '', endingPhrase: menu.translations?.en?.endingPhrase ?? '' } },
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextAreaField rows={2} label={T.headingPhrase} error={fieldError(errors, 'headingPhrase')} {...register('headingPhrase')} />
          <TextAreaField rows={2} label={T.endingPhrase} error={fieldError(errors, 'endingPhrase')} {...register('endingPhrase')} />
          <TextAreaField rows={2} label={T.headingPhraseEn} dir="ltr" lang="en" error={fieldError(errors, 'translations.en.headingPhrase')} {...register('translations.en.headingPhrase')} />
          <TextAreaField rows={2} label={T.endingPhraseEn} dir="ltr" lang="en" error={fieldError(errors, 'translations.en.endingPhrase')} {...register('translations.en.endingPhrase')} />
        </>
      )}
    </SettingsCard>
  );
}
