'use client';

import { useEffect, useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { apiFetch } from '@/lib/api/client-fetch';
import { STATS_TEXT as T } from '@/lib/i18n/ar';
import type { MenuStats } from '@/lib/menus/stats/menu-stats';
import type { OrderStats } from '@/lib/diner-orders/order-stats';
import { DayBarsChart } from './DayBarsChart';
import { OrdersPanels } from './OrdersPanels';
import { InterestPanel } from './InterestPanel';
import { PrepTimesPanel } from '../kitchen/PrepTimesPanel';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { AdminTable } from '../ui/AdminTable';
import { Panel } from '../ui/Panel';
import { ScreenHeader } from '../ui/ScreenHeader';
import ui from '../ui/admin-ui.module.css';

/** Statistics (spec §2 Stats): new and total visitors, then 30 days of visits (chart + table), the diners' orders, and items by interest. */
export function StatsScreen() {
  const { menu } = useAdmin();
  const [stats, setStats] = useState<(MenuStats & { orders: OrderStats }) | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    apiFetch<{ data: MenuStats & { orders: OrderStats } }>(`/api/v1/quickmenu/${menu._id}/stats`)
      .then((res) => live && setStats(res.data.data))
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [menu._id]);

  const totals = stats?.menuVisitors ?? menu.menuVisitors;
  return (
    <div id={adminScreenId('stats')} className={ui.screen}>
      <ScreenHeader title={T.title} />
      <div className={ui.figures}>
        <Panel title={T.newVisitors}>
          <p className={ui.figure} data-testid="stat-new">
            {totals?.newVisitors ?? 0}
          </p>
        </Panel>
        <Panel title={T.totalVisitors}>
          <p className={ui.figure} data-testid="stat-total">
            {totals?.totalVisitors ?? 0}
          </p>
        </Panel>
      </div>
      {error ? (
        <p className={ui.noticeWarn} role="alert">
          {error}
        </p>
      ) : null}
      {!stats && !error ? <p className={ui.muted}>{T.loading}</p> : null}
      {stats ? (
        <>
          <Panel title={T.last30}>
            {stats.days.every((d) => d.totalVisitors === 0) ? (
              <p className={ui.muted} data-testid="no-visits">
                {T.noVisits}
              </p>
            ) : (
              <>
                <DayBarsChart
                  testId="visits-chart"
                  label={T.chartLabel}
                  legend={{ value: T.visits, inner: T.newOnes }}
                  days={stats.days.map((d) => ({ day: d.day, value: d.totalVisitors, inner: d.newVisitors, title: T.visitsDay(d.day, d.totalVisitors, d.newVisitors) }))}
                />
                <details className={ui.disclosure}>
                  <summary>{T.showTable}</summary>
                  <AdminTable testId="visits-table" caption={T.chartLabel} headers={[T.day, T.visits, T.newOnes]}>
                    {[...stats.days].reverse().map((d) => (
                      <tr key={d.day}>
                        <td>
                          <span className={ui.ltr}>{d.day}</span>
                        </td>
                        <td>{d.totalVisitors}</td>
                        <td>{d.newVisitors}</td>
                      </tr>
                    ))}
                  </AdminTable>
                </details>
              </>
            )}
          </Panel>
          <OrdersPanels stats={stats} />
          <InterestPanel items={stats.items} />
          <PrepTimesPanel />
        </>
      ) : null}
    </div>
  );
}
