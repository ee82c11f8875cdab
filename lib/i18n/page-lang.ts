import type { Lang } from './lang';

/**
 * The language of a diner's page: `?lang=en` is English; anything else (none, `ar`, unknown) is Arabic,
 * the menu's main language. proxy.ts reads the query of /m/*, /cart/* and /o/* and hands the language to the render
 * in this request header (always set by the proxy, so a client cannot send its own), where the root layout writes
 * `<html lang dir>` from it.
 */
export const PAGE_LANG_HEADER = 'x-page-lang';

export function pageLang(value: string | string[] | null | undefined): Lang {
  return (Array.isArray(value) ? value[0] : value) === 'en' ? 'en' : 'ar';
}

/** The query a link adds to stay in a language: nothing for Arabic. */
export const langQuery = (lang: Lang, prefix: '?' | '&' = '?') => (lang === 'en' ? `${prefix}lang=en` : '');
