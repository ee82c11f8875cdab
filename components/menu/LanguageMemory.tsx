import type { Lang } from '@/lib/i18n/lang';

/** The browser's key of a menu's chosen language. */
export const languageMemoryKey = (menuId: string) => `qrmenu:lang:${menuId}`;

/**
 * Remembers the diner's language per menu, before anything else runs: a page opened with `?lang=` records
 * it; the Arabic page opened without one, by a diner who chose English for this menu before (or, on a first visit with
 * no choice yet, whose browser puts English before Arabic), replaces itself with the English page at once. The choice
 * is made here, in the browser, so the stored Arabic page stays one page for everyone and is never served as English. Inline in the (cached, shared) HTML, so it is the same for every diner; the stored page's
 * policy allows it by its hash (server/page-script-hashes.ts), a fresh render by the request's nonce.
 */
export function LanguageMemory({ menuId, lang, nonce }: { menuId: string; lang: Lang; nonce?: string }) {
  const key = JSON.stringify(languageMemoryKey(menuId));
  const script =
    `(function(){try{var k=${key},q=new URLSearchParams(location.search),l=q.get("lang");` +
    `if(l==="en"||l==="ar"){localStorage.setItem(k,l)}` +
    (lang === 'ar'
      ? `else{var c=localStorage.getItem(k);if(c===null){` +
        // No choice yet: the browser's first preference between the menu's two languages decides.
        `var p=(navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""]).map(function(x){return String(x).slice(0,2).toLowerCase()}).filter(function(x){return x==="ar"||x==="en"})[0];` +
        `if(p==="en")c="en"}` +
        `if(c==="en"){q.set("lang","en");location.replace(location.pathname+"?"+q+location.hash)}}`
      : '') +
    `}catch(e){}})()`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
