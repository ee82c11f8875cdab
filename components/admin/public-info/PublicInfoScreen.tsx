'use client';

import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { MenuImagesCard } from './MenuImagesCard';
import { ColorsForm } from './ColorsForm';
import { GoogleForm, MetaContactForm, OtherContactForm } from './ContactForms';
import { MainAppearanceForm, PhrasesForm } from './AppearanceForms';
import { PrivateSettingsForm } from './PrivateSettingsForm';
import { TaxServiceForm } from './TaxServiceForm';
import { PaymentKeysForm } from './PaymentKeysForm';
import { MenuLinksCard } from './MenuLinksCard';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { ScreenHeader } from '../ui/ScreenHeader';
import ui from '../ui/admin-ui.module.css';

/** General information (spec §2 PublicInfo): images, the settings forms (the seven of §2, tax and service, the payment keys), the links and their QR codes. */
export function PublicInfoScreen() {
  return (
    <div id={adminScreenId('publicInfo')} className={ui.screen}>
      <ScreenHeader title={T.title} />
      <MenuImagesCard />
      <MenuLinksCard />
      <div className={ui.grid}>
        <ColorsForm />
        <MainAppearanceForm />
        <TaxServiceForm />
        <PaymentKeysForm />
        <MetaContactForm />
        <OtherContactForm />
        <GoogleForm />
        <PhrasesForm />
        <PrivateSettingsForm />
      </div>
    </div>
  );
}
