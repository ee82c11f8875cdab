'use client';

import { FormField } from '@/components/ui/FormField';
import { PhoneField } from '@/components/ui/PhoneField';
import { menuPhoneCountry } from '../ui/menu-phone-country';
import { MapLocationFields } from '../ui/MapLocationFields';
import { phoneFieldValue } from '@/lib/phone';
import { useAdmin } from '@/components/admin/AdminContext';
import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { PUBLIC_INFO_FORMS } from '@/lib/validation/public-info';
import { SettingsCard } from './SettingsCard';
import { fieldError } from './use-admin-action';

type Meta = { institution: { whatsapp: string; contact: { instagram: string; facebook: string } } };
type Other = { institution: { contact: { x: string; email: string; snapchat: string; phone: string } } };
type Google = { institution: { googleRateUrl: string; location: { googleMaps: string } }; lat: string; long: string };

/** Meta contact (facebook, instagram, whatsapp). */
export function MetaContactForm() {
  const { menu } = useAdmin();
  const c = menu.institution?.contact;
  return (
    <SettingsCard<Meta>
      id="form-meta-contact"
      title={T.metaTitle}
      schema={PUBLIC_INFO_FORMS.metaContact}
      defaults={{ institution: { whatsapp: menu.institution?.whatsapp ?? '', contact: { instagram: c?.instagram ?? '', facebook: c?.facebook ?? '' } } }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label={T.facebook} dir="ltr" error={fieldError(errors, 'institution.contact.facebook')} {...register('institution.contact.facebook')} />
          <FormField label={T.instagram} dir="ltr" error={fieldError(errors, 'institution.contact.instagram')} {...register('institution.contact.instagram')} />
          <FormField label={T.whatsapp} dir="ltr" type="url" error={fieldError(errors, 'institution.whatsapp')} {...register('institution.whatsapp')} />
        </>
      )}
    </SettingsCard>
  );
}

/** Other contact (x, email, snapchat, phone). */
export function OtherContactForm() {
  const { menu } = useAdmin();
  const c = menu.institution?.contact;
  return (
    <SettingsCard<Other>
      id="form-other-contact"
      title={T.otherTitle}
      schema={PUBLIC_INFO_FORMS.otherContact}
      defaults={{ institution: { contact: { x: c?.x ?? '', email: c?.email ?? '', snapchat: c?.snapchat ?? '', phone: phoneFieldValue(c?.phone) } } }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label={T.x} dir="ltr" error={fieldError(errors, 'institution.contact.x')} {...register('institution.contact.x')} />
          <FormField label={T.email} dir="ltr" type="email" error={fieldError(errors, 'institution.contact.email')} {...register('institution.contact.email')} />
          <FormField label={T.snapchat} dir="ltr" type="url" error={fieldError(errors, 'institution.contact.snapchat')} {...register('institution.contact.snapchat')} />
          <PhoneField label={T.phone} initialValue={c?.phone ?? ''} country={menuPhoneCountry(menu)} error={fieldError(errors, 'institution.contact.phone')} {...register('institution.contact.phone')} />
        </>
      )}
    </SettingsCard>
  );
}

/** Google: maps link, rating link, latitude, longitude. */
export function GoogleForm() {
  const { menu } = useAdmin();
  const point = menu.institution?.location?.geoLocation?.coordinates;
  return (
    <SettingsCard<Google>
      id="form-google"
      title={T.googleTitle}
      together={[['lat', 'long']]}
      schema={PUBLIC_INFO_FORMS.google}
      defaults={{
        institution: { googleRateUrl: menu.institution?.googleRateUrl ?? '', location: { googleMaps: menu.institution?.location?.googleMaps ?? '' } },
        lat: point?.length === 2 ? String(point[1]) : '',
        long: point?.length === 2 ? String(point[0]) : '',
      }}
    >
      {(form) => (
        <>
          <MapLocationFields form={form} mapsName="institution.location.googleMaps" />
          <FormField label={T.googleRateUrl} dir="ltr" type="url" error={fieldError(form.formState.errors, 'institution.googleRateUrl')} {...form.register('institution.googleRateUrl')} />
        </>
      )}
    </SettingsCard>
  );
}
