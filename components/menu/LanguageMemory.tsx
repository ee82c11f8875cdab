import type { Lang } from '@/lib/i18n/lang';

/** The browser's key of a menu's chosen language. */
export const languageMemoryKey = (menuId: string) => `qrmenu:lang:${menuId}`;

/**
 * Remembers the diner's language per menu (issue #21), before anything else runs: a page opened with `?lang=` records
 * it; the Arabic page opened without one, by a diner who chose English for this menu before, replaces itself with the
 * English page at once. Inline in the (cached, shared) HTML, so it is the same for every diner; the stored page's
 * policy allows it by its hash (server/page-script-hashes.ts), a fresh render by the request's nonce.
 */
export function LanguageMemory({ menuId, lang, nonce }: { menuId: string; lang: Lang; nonce?: string }) {
  const key = JSON.stringify(languageMemoryKey(menuId));
  const script =
    `(function(){try{var k=${key},q=new URLSearchParams(location.search),l=q.get("lang");` +
    `if(l==="en"||l==="ar"){localStorage.setItem(k,l)}` +
    (lang === 'ar' ? `else if(localStorage.getItem(k)==="en"){q.set("lang","en");location.replace(location.pathname+"?"+q+location.hash)}` : '') +
    `}catch(e){}})()`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
