'use client';

import { useId, useRef, useState } from 'react';
import { mapsUrl, telHref } from '@/lib/menus/contact-links';
import { ChevronIcon, PhoneIcon, PinIcon } from '../icons';
import { currentPosition, fetchDistanceKm, GeolocationUnsupported } from './fetch-distance';
import styles from './BranchesPanel.module.css';
import { useDinerTexts } from '../diner-lang';
import { onDemand } from '../on-demand';

// Leaflet only loads when the panel is opened (and never on the server). With no connection to load it (the offline
// copy of the menu), no map: its tiles would not load either, and the address and the maps link stay.
const BranchMap = onDemand(() => import('./BranchMap').then((m) => m.default), {
  loading: () => <div className={styles.mapPlaceholder} aria-hidden="true" />,
  Unavailable: () => null,
});

export type BranchEntry = {
  id: string;
  main: boolean;
  address: string;
  phone: string;
  googleMaps: string;
  coordinates: [number, number] | null;
};

type Geo = 'idle' | 'locating' | 'done' | 'unsupported' | 'denied';

/**
 * The branches panel (spec §2): collapsible; the main branch and every branch with the distance from the diner
 * (one /distances call per branch, a failed call skips that branch), the closest marked when the setting is on,
 * a map per branch with coordinates, tel and maps links.
 */
export function BranchesPanel({ entries, markClosest, color }: { entries: BranchEntry[]; markClosest: boolean; color: string }) {
  const T = useDinerTexts();
  const [open, setOpen] = useState(false);
  const [geo, setGeo] = useState<Geo>('idle');
  const [distances, setDistances] = useState<Record<string, number>>({});
  const started = useRef(false);
  const panelId = useId();

  if (entries.length === 0) return null;

  async function locate() {
    if (started.current) return;
    started.current = true;
    setGeo('locating');
    let origin: [number, number];
    try {
      origin = (await currentPosition()) as [number, number];
    } catch (err) {
      // Refused, timed out or unavailable: the branches still show, with a note that distances need the location.
      setGeo(err instanceof GeolocationUnsupported ? 'unsupported' : 'denied');
      return;
    }
    await Promise.all(
      entries.map(async (e) => {
        if (!e.coordinates) return;
        const km = await fetchDistanceKm(origin, e.coordinates);
        if (km !== null) setDistances((d) => ({ ...d, [e.id]: km }));
      }),
    );
    setGeo('done');
  }

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next) void locate();
  }

  const known = Object.entries(distances);
  const closestId = markClosest && known.length > 0 ? known.reduce((a, b) => (b[1] < a[1] ? b : a))[0] : null;

  return (
    <section className={styles.panel} data-testid="branches">
      <h2 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={toggle} data-testid="branches-toggle">
          <PinIcon />
          <span>{T.menu.branches}</span>
          <span className={styles.count}>{entries.length}</span>
          <span className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`}>
            <ChevronIcon />
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={styles.body}>
        {geo === 'locating' && <p className={styles.note}>{T.menu.locating}</p>}
        {(geo === 'unsupported' || geo === 'denied') && (
          <p className={styles.note} role="status" data-testid="geo-message">
            {geo === 'unsupported' ? T.menu.geoUnsupported : T.menu.geoDenied}
          </p>
        )}
        <ul className={styles.list}>
          {open &&
            entries.map((e) => {
              const maps = mapsUrl(e.googleMaps, e.coordinates);
              const tel = telHref(e.phone);
              const km = distances[e.id];
              const closest = e.id === closestId;
              return (
                <li
                  key={e.id}
                  className={`${styles.branch} ${closest ? styles.closest : ''}`}
                  data-testid="branch"
                  data-branch-id={e.id}
                  data-closest={closest || undefined}
                >
                  <div className={styles.branchHead}>
                    {e.main && <span className={styles.mainLabel}>{T.menu.mainBranch}</span>}
                    {closest && (
                      <span className={styles.closestLabel} data-testid="closest-branch">
                        {T.menu.closestBranch}
                      </span>
                    )}
                    {km !== undefined && (
                      <span className={styles.distance} data-testid="branch-distance">
                        {T.menu.distanceKm(km.toFixed(1))}
                      </span>
                    )}
                  </div>
                  {e.coordinates && <BranchMap coordinates={e.coordinates} link={maps} label={T.menu.mapOf(e.address)} color={color} />}
                  {e.address && <p className={styles.address}>{e.address}</p>}
                  <div className={styles.actions}>
                    {maps && (
                      <a className={styles.action} href={maps} target="_blank" rel="noopener noreferrer">
                        <PinIcon size={18} />
                        {T.menu.openInMaps}
                      </a>
                    )}
                    {tel && (
                      <a className={styles.action} href={tel}>
                        <PhoneIcon size={18} />
                        <span dir="ltr">{e.phone}</span>
                      </a>
                    )}
                  </div>
                </li>
              );
            })}
        </ul>
      </div>
    </section>
  );
}
