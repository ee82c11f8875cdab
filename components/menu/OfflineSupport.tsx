'use client';

import { useEffect, useState } from 'react';
import { loadCartForm } from './ItemDialog';
import { MenuFilterPanel } from './filter/MenuFilter';
import { MenuSearchResults } from './search/MenuSearch';
import { useOnline } from './use-online';
import styles from './OfflineSupport.module.css';
import { useDinerTexts } from './diner-lang';
import { langQuery } from '@/lib/i18n/page-lang';
import { dateFormat } from '@/lib/shared/date-format';

const SINCE_KEY = 'qrmenu.offlineSince';

/** When the connection went away (kept across reloads while offline), or null. */
function offlineSince(online: boolean): number | null {
  try {
    if (online) {
      localStorage.removeItem(SINCE_KEY);
      return null;
    }
    const kept = Number(localStorage.getItem(SINCE_KEY));
    if (kept > 0) return kept;
    const now = Date.now();
    localStorage.setItem(SINCE_KEY, String(now));
    return now;
  } catch {
    return online ? null : Date.now();
  }
}

/** The banner's clock time in the page's language: its format made when the banner first shows, not at boot. */
const clockTime = (at: number, lang: string) => dateFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(at);

/**
 * The public menu offline: registers the service worker (public/sw.js) once the page has loaded, so the page and its
 * images stay available with no signal, and shows a small Arabic banner saying the diner is offline and since when.
 */
export function OfflineSupport() {
  const T = useDinerTexts();
  const online = useOnline();
  const [since, setSince] = useState<number | null>(null);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- reads localStorage, a browser-only store
  useEffect(() => setSince(offlineSince(online)), [online]);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    // The item popup's cart form and the search and filter panels are loaded on demand. Once the diner starts using
    // the page (never during the first load, where the form's 400 KB of script would block the main thread), they are
    // loaded and kept, so they open offline.
    const used = new Promise<void>((resolve) => {
      for (const type of ['scroll', 'pointerdown', 'keydown']) window.addEventListener(type, () => resolve(), { once: true, passive: true });
    });
    const register = async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/m/' });
      const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
      // What loaded before the worker controlled the page: its scripts, styles, fonts and images (the browser's
      // resource timing list stops at 250 entries, so the document's own references are read too).
      const files = new Set(performance.getEntriesByType('resource').map((e) => e.name));
      document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((el) => files.add(el.src));
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="preload"]').forEach((el) => files.add(el.href));
      document.querySelectorAll<HTMLImageElement>('img').forEach((el) => el.currentSrc && files.add(el.currentSrc));
      const kept = new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => event.data?.type === 'kept' && resolve());
      });
      worker?.postMessage({ type: 'keep', page: location.pathname + langQuery(T.lang), files: [...files] });
      await Promise.all([kept, used.then(() => Promise.all([loadCartForm(), MenuSearchResults.load(), MenuFilterPanel.load()]))]);
      document.documentElement.dataset.offlineReady = 'true';
    };
    const start = () => void register().catch(() => undefined);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, [T.lang]);

  if (online) return null;
  return (
    <p className={styles.banner} role="status" data-testid="offline-banner">
      {since ? T.menu.offlineBanner(clockTime(since, T.lang)) : T.menu.offlineBannerNoTime}
    </p>
  );
}
