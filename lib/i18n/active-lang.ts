import type { Lang } from './lang';

/**
 * The language messages are written in at this moment, for code that cannot be handed one (zod's error functions run
 * inside `parse`). On the server the route wrapper registers its request's language (lib/api/request-lang.ts); in the
 * browser it is the screen's language: Arabic, unless a screen declares otherwise with <ScreenLanguage lang="en"/>
 * (the staff page).
 */
type Source = () => Lang | undefined;
const state = globalThis as typeof globalThis & { __qrmenuLangSource?: Source; __qrmenuScreenLang?: Lang };

export function setLangSource(source: Source) {
  state.__qrmenuLangSource = source;
}

export function setScreenLang(lang: Lang | undefined) {
  state.__qrmenuScreenLang = lang;
}

export function activeLang(): Lang {
  const fromRequest = state.__qrmenuLangSource?.();
  if (fromRequest) return fromRequest;
  if (typeof window !== 'undefined') return state.__qrmenuScreenLang ?? 'ar';
  return 'en';
}
