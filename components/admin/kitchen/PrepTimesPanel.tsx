'use client';

import { useEffect, useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { apiFetch } from '@/lib/api/client-fetch';
import { KITCHEN_TEXT as T } from '@/lib/i18n/kitchen-ar';
import type { PrepTimes } from '@/lib/diner-orders/tickets/prep-times';
import { AdminTable } from '../ui/AdminTable';
import { Panel } from '../ui/Panel';
import ui from '../ui/admin-ui.module.css';

const minutes = (seconds: number) => T.minutes(Math.round(seconds / 6) / 10);

/** The statistics tab's preparation times: each station's and each item's median and 90% mark, last 30 days. */
export function PrepTimesPanel() {
  const { menu } = useAdmin();
  const [times, setTimes] = useState<PrepTimes | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch<{ prepTimes: PrepTimes }>(`/api/v1/quickmenu/${menu._id}/stats/prep-times`)
      .then((res) => live && setTimes(res.data.prepTimes))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [menu._id]);
  if (!times) return null;
  return (
    <Panel title={T.prepTimes} testId="prep-times">
      {times.stations.length === 0 ? (
        <p className={ui.muted}>{T.prepNone}</p>
      ) : (
        <>
          <AdminTable testId="prep-stations" headers={[T.station, T.prepMedian, T.prepP90, T.prepCount]}>
            {times.stations.map((s) => (
              <tr key={s.station ?? 'kitchen'}>
                <td>{s.name || T.oneKitchen}</td>
                <td>{minutes(s.median)}</td>
                <td>{minutes(s.p90)}</td>
                <td>{s.count}</td>
              </tr>
            ))}
          </AdminTable>
          <AdminTable testId="prep-items" headers={[T.item, T.prepMedian, T.prepP90, T.prepCount]}>
            {times.items.map((i) => (
              <tr key={i.item}>
                <td>{i.title}</td>
                <td>{minutes(i.median)}</td>
                <td>{minutes(i.p90)}</td>
                <td>{i.count}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </Panel>
  );
}
