'use client';

import { useEffect } from 'react';
import { setScreenLang } from '@/lib/i18n/active-lang';
import type { Lang } from '@/lib/i18n/lang';

/**
 * Declares the language of a screen that is not Arabic (the staff page): its forms' messages and its API calls'
 * `Accept-Language` follow it (lib/i18n/active-lang.ts). Set while rendering, so the screen's first effects (its first
 * fetches) already ask in it; undone when the screen is left.
 */
export function ScreenLanguage({ lang }: { lang: Lang }) {
  if (typeof window !== 'undefined') setScreenLang(lang);
  useEffect(() => {
    setScreenLang(lang);
    return () => setScreenLang(undefined);
  }, [lang]);
  return null;
}
