'use client';

import { useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { useMenuEdit } from '@/components/admin/use-menu-edit';
import { STATION_TEXT as T } from '@/lib/i18n/kitchen-ar';
import type { AdminMenu } from '@/lib/menus/admin-menu';
import { Panel } from '../ui/Panel';
import styles from './Kitchen.module.css';
import { stationLabel } from '@/lib/ui/station-label';

type Station = NonNullable<AdminMenu['stations']>[number];

/**
 * Which station makes what: each section's station (none: the first station), and under it each item's
 * own station when it is not the section's (a grill dish in the main dishes). Each choice is one esection / eitem edit.
 */
export function StationRouting({ stations }: { stations: Station[] }) {
  const { menu } = useAdmin();
  const edit = useMenuEdit();
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = stations[0];
  const nameOf = (id: string | null | undefined) => stations.find((s) => s._id === id)?.name;
  const choose = async (op: 'esection' | 'eitem', ids: Record<string, string>, station: string) => {
    setBusy(true);
    await edit(op, ids, { station: station || null });
    setBusy(false);
  };
  const options = stations.map((s) => ({ value: s._id, label: stationLabel(menu, stations, s) }));
  return (
    <Panel title={T.routingTitle} testId="station-routing">
      <p className={styles.hint}>{T.firstIsDefault}</p>
      <ul className={styles.routes}>
        {menu.sections.map((section) => {
          const sectionStation = nameOf(section.station) ? section.station! : '';
          return (
            <li key={section._id} className={styles.route} data-section-id={section._id}>
              <div className={styles.routeRow}>
                <label className={styles.routeLabel} htmlFor={`station-of-${section._id}`}>
                  {section.title}
                </label>
                <select id={`station-of-${section._id}`} className={styles.routeSelect} value={sectionStation} disabled={busy} onChange={(e) => choose('esection', { sectionId: section._id }, e.target.value)}>
                  <option value="">{`${T.pickDefault} (${first.name})`}</option>
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                {section.items.length > 0 && (
                  <button type="button" className="btn btn-secondary" aria-expanded={open === section._id} onClick={() => setOpen(open === section._id ? null : section._id)}>
                    {T.items(section.items.length)}
                  </button>
                )}
              </div>
              {open === section._id && (
                <ul className={styles.itemRoutes}>
                  {section.items.map((item) => (
                    <li key={item._id} className={styles.routeRow} data-item-id={item._id}>
                      <label className={styles.routeLabel} htmlFor={`station-of-${item._id}`}>
                        {item.title}
                      </label>
                      <select id={`station-of-${item._id}`} className={styles.routeSelect} value={nameOf(item.station) ? item.station! : ''} disabled={busy} onChange={(e) => choose('eitem', { sectionId: section._id, itemId: item._id }, e.target.value)}>
                        <option value="">{`${T.pickSection} (${nameOf(sectionStation) ?? first.name})`}</option>
                        {options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
