'use client';

import { createContext, useContext } from 'react';
import { dinerTexts, type DinerTexts } from '@/lib/i18n/diner-texts';
import type { Lang } from '@/lib/i18n/lang';
import { ScreenLanguage } from '@/components/ui/ScreenLanguage';

const DinerLangContext = createContext<Lang>('ar');

/**
 * The language of a diner's page for its client components: the page (a server component) knows it from
 * `?lang=en` and wraps its content in this. The API calls of an English page ask for English messages.
 */
export function DinerLangProvider({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return (
    <DinerLangContext.Provider value={lang}>
      {lang !== 'ar' && <ScreenLanguage lang={lang} />}
      {children}
    </DinerLangContext.Provider>
  );
}

export const useDinerLang = (): Lang => useContext(DinerLangContext);

/** Every word of the diner's page in its language. */
export const useDinerTexts = (): DinerTexts => dinerTexts(useContext(DinerLangContext));
