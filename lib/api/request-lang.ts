import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextRequest } from 'next/server';
import { langFromAcceptLanguage, type Lang } from '../i18n/lang';
import { setLangSource } from '../i18n/active-lang';

/**
 * The request's language for everything that runs inside the route wrapper, zod's messages included: asked for in
 * `Accept-Language` (lib/i18n/lang.ts, English when there is no preference).
 */
const store = new AsyncLocalStorage<Lang>();
setLangSource(() => store.getStore());

export const requestLang = (req: Request | NextRequest): Lang => langFromAcceptLanguage(req.headers.get('accept-language'));

export function inRequestLang<T>(lang: Lang, fn: () => T): T {
  return store.run(lang, fn);
}
