'use client';

import { PUBLIC_INFO_TEXT as T } from '@/lib/i18n/ar';
import { MenuImagesCard } from './MenuImagesCard';
import { ColorsForm } from './ColorsForm';
import { GoogleForm, MetaContactForm, OtherContactForm } from './ContactForms';
import { MainAppearanceForm, PhrasesForm } from './AppearanceForms';
import { PrivateSettingsForm } from './PrivateSettingsForm';
import { MenuLinksCard } from './MenuLinksCard';
import styles from './AdminPanel.module.css';

/** General information (spec §2 PublicInfo): images, the seven settings forms, the links and their QR codes. */
export function PublicInfoScreen() {
  return (
    <div id="admin-screen-publicInfo" className={styles.screen}>
      <h2 className={styles.title}>{T.title}</h2>
      <MenuImagesCard />
      <MenuLinksCard />
      <div className={styles.grid}>
        <ColorsForm />
        <MainAppearanceForm />
        <MetaContactForm />
        <OtherContactForm />
        <GoogleForm />
        <PhrasesForm />
        <PrivateSettingsForm />
      </div>
    </div>
  );
}
