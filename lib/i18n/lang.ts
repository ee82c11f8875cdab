import { LANGS } from '../shared/langs';

/** The interface languages: Arabic screens, the English staff page and English API clients. */
export { LANGS };
export type Lang = (typeof LANGS)[number];

/** The writing direction of text in a language: Arabic right to left, English left to right. */
export const langDir = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * The language an API caller asked for in `Accept-Language` (RFC 9110 §12.5.4): the supported language with the highest
 * q-value ('ar-JO' counts as 'ar'). No header, `*`, or only languages we do not have → English, the API contract's
 * language (spec §5/§8 texts). The Arabic pages' own calls always send `Accept-Language: ar` (lib/api/client-fetch.ts).
 */
export const DEFAULT_API_LANG: Lang = 'en';

export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_API_LANG;
  let best: Lang | null = null;
  let bestQ = 0;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...opts] = part.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0] as Lang;
    if (!(LANGS as readonly string[]).includes(primary)) continue;
    const qOpt = opts.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const q = qOpt ? Number(qOpt.slice(2)) : 1;
    if (Number.isFinite(q) && q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best ?? DEFAULT_API_LANG;
}
