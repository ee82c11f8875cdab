import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextRequest } from 'next/server';
import { langFromAcceptLanguage, type Lang } from '../i18n/lang';
import { setLangSource } from '../i18n/active-lang';
import { processWide } from '../shared/process-wide';

/**
 * The request's language for everything that runs inside the route wrapper, zod's messages included: asked for in
 * `Accept-Language` (lib/i18n/lang.ts, English when there is no preference).
 */
// Process-wide (lib/shared/process-wide.ts): Next gives a page that imports route modules (the API reference) its own
// copy of this module, and each copy registers its store as the language source; with a store per copy the last one
// loaded answered for every route, and the routes' Arabic messages came out in English.
const store = processWide('request-lang.store', () => new AsyncLocalStorage<Lang>());
setLangSource(() => store.getStore());

export const requestLang = (req: Request | NextRequest): Lang => langFromAcceptLanguage(req.headers.get('accept-language'));

export function inRequestLang<T>(lang: Lang, fn: () => T): T {
  return store.run(lang, fn);
}
