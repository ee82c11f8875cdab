'use client';

import { useEffect, useState } from 'react';
import type { Lang } from '@/lib/i18n/lang';
import { useDinerTexts } from './diner-lang';
import styles from './MenuHeader.module.css';

/**
 * The header's one language control: a link to the same page in the other language, named in that
 * language ('English' on the Arabic page, 'العربية' on the English one). The page remembers the choice per menu
 * (LanguageMemory). A plain link, so it works before the page's scripts have loaded; once they have, it keeps the rest of
 * the address (`?table=…`).
 */
export function LanguageSwitch({ lang }: { lang: Lang }) {
  const T = useDinerTexts().menu;
  const other: Lang = lang === 'en' ? 'ar' : 'en';
  const [href, setHref] = useState(`?lang=${other}`);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    query.set('lang', other);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the address, browser-only
    setHref(`?${query}`);
  }, [other]);
  return (
    <a className={styles.langSwitch} href={href} lang={other} hrefLang={other} aria-label={T.switchLanguageLabel} data-testid="language-switch">
      {T.switchLanguage}
    </a>
  );
}
