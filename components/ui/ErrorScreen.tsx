'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { ERROR_PAGE_TEXT } from '@/lib/i18n/common-ar';
import { ERROR_PAGE_TEXT_EN } from '@/lib/i18n/common-en';
import status from './StatusPage.module.css';

const noSubscription = () => () => undefined;

/** The page's language: Arabic unless the page says English (a diner's `?lang=en` page); on the server, Arabic. */
function usePageLang(): 'ar' | 'en' {
  return useSyncExternalStore(
    noSubscription,
    () => (document.documentElement.lang === 'en' ? 'en' : 'ar'),
    () => 'ar',
  );
}

/**
 * What a page that failed to render shows instead of Next's English default: what happened, that nothing saved was
 * lost, a retry and the way home, in the screen's one language; the digest for support. The retry loads the page
 * again from the server: most failures (a database away for a moment) happened there, where re-rendering the segment
 * in the browser would not go.
 */
export function ErrorScreen({ digest, lang }: { digest?: string; lang?: 'ar' | 'en' }) {
  const pageLang = usePageLang();
  const shown = lang ?? pageLang;
  const T = shown === 'en' ? ERROR_PAGE_TEXT_EN : ERROR_PAGE_TEXT;
  // A render that failed on the server arrives in a shell with no title (the page's metadata never ran): the tab and
  // a screen reader get this one.
  useEffect(() => {
    document.title = T.title;
  }, [T.title]);
  return (
    <main className={`page ${status.page}`} lang={shown} dir={shown === 'en' ? 'ltr' : 'rtl'}>
      <div role="alert">
        <h1>{T.title}</h1>
        <p>{T.body}</p>
      </div>
      <p className={status.actions}>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {T.retry}
        </button>
        {/* A full load, not a client navigation: the app's state may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberately a full page load (see above) */}
        <a href="/" className="btn btn-secondary">
          {T.home}
        </a>
      </p>
      {digest ? (
        <p dir="auto" className={status.code}>
          {T.code(digest)}
        </p>
      ) : null}
    </main>
  );
}
