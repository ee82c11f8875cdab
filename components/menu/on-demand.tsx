'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useOnline } from './use-online';
import { ReloadNote } from './ReloadNote';

type Options<P> = {
  /** Shown while the code loads. */
  loading: () => ReactNode;
  /** Shown when it could not be loaded (no connection): the piece's own words, given its props (to close a panel). */
  Unavailable: ComponentType<NoInfer<P>>;
};

/**
 * A piece of the public menu whose code loads when it is first shown (the item popup's cart form, the search and
 * filter panels, a branch's map), and which survives having no connection. The page may be the service worker's
 * offline copy (public/sw.js), and code that was never fetched cannot load then: next/dynamic throws that failure to
 * the page's error boundary, which replaced the whole menu with 'تعذّر عرض هذه الصفحة' at the tap of a dish. Here the
 * piece shows its own note instead, and loads again when the connection comes back. When the server answers but the
 * code still does not load, the page is older than the build now served (opened before a deploy): it asks to be
 * reloaded instead. `load` is also what the page calls to fetch the code ahead (OfflineSupport keeps it for the
 * offline copy); one load at a time, a failed one retried.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, { loading, Unavailable }: Options<P>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));

  function OnDemand(props: P) {
    const online = useOnline();
    const [Piece, setPiece] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState<'offline' | 'stale' | null>(null);
    useEffect(() => {
      if (Piece) return;
      let live = true;
      start().then(
        (component) => live && setPiece(() => component),
        async () => {
          const stale = await serverAnswers();
          if (live) setFailed(stale ? 'stale' : 'offline');
        },
      );
      return () => {
        live = false;
      };
    }, [Piece, online]);
    if (Piece) return <Piece {...props} />;
    if (failed === 'stale') return <ReloadNote />;
    return failed ? <Unavailable {...props} /> : loading();
  }
  return Object.assign(OnDemand, { load: start });
}

/** Whether this page's own address answers now (a HEAD, past every cache): the connection is not what failed. */
function serverAnswers(): Promise<boolean> {
  return fetch(location.pathname + location.search, { method: 'HEAD', cache: 'no-store' }).then(
    (r) => r.ok,
    () => false,
  );
}
