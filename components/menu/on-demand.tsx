'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useOnline } from './use-online';

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
 * piece shows its own note instead, and loads again when the connection comes back. `load` is also what the page calls
 * to fetch the code ahead (OfflineSupport keeps it for the offline copy); one load at a time, a failed one retried.
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
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Piece) return;
      let live = true;
      start().then(
        (component) => live && setPiece(() => component),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [Piece, online]);
    if (Piece) return <Piece {...props} />;
    return failed ? <Unavailable {...props} /> : loading();
  }
  return Object.assign(OnDemand, { load: start });
}
