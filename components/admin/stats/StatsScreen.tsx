'use client';

import { useEffect, useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { apiFetch } from '@/lib/api/client-fetch';
import { STATS_TEXT as T } from '@/lib/i18n/ar';
import type { MenuStats } from '@/lib/menus/stats/menu-stats';
import { VisitsChart } from './VisitsChart';
import { DataTable } from './DataTable';
import styles from '@/components/admin/public-info/AdminPanel.module.css';
import { AdminCard } from '@/components/admin/public-info/AdminCard';

/** Statistics (spec §2 Stats): new and total visitors, then 30 days of visits (chart + table) and items by interest. */
export function StatsScreen() {
  const { menu } = useAdmin();
  const [stats, setStats] = useState<MenuStats | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    apiFetch<{ data: MenuStats }>(`/api/v1/quickmenu/${menu._id}/stats`)
      .then((res) => live && setStats(res.data.data))
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [menu._id]);

  const totals = stats?.menuVisitors ?? menu.menuVisitors;
  return (
    <div id="admin-screen-stats" className={styles.screen}>
      <h2 className={styles.title}>{T.title}</h2>
      <div className={styles.grid}>
        <section className={styles.card}>
          <p className={styles.muted}>{T.newVisitors}</p>
          <p style={{ fontSize: 32, fontWeight: 700, margin: 0 }} data-testid="stat-new">
            {totals?.newVisitors ?? 0}
          </p>
        </section>
        <section className={styles.card}>
          <p className={styles.muted}>{T.totalVisitors}</p>
          <p style={{ fontSize: 32, fontWeight: 700, margin: 0 }} data-testid="stat-total">
            {totals?.totalVisitors ?? 0}
          </p>
        </section>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {!stats && !error ? <p className={styles.muted}>{T.loading}</p> : null}
      {stats ? (
        <>
          <AdminCard title={T.last30}>
            <VisitsChart days={stats.days} />
            <details>
              <summary>{T.showTable}</summary>
              <DataTable
                testId="visits-table"
                caption={T.chartLabel}
                headers={[T.day, T.visits, T.newOnes]}
                rows={[...stats.days].reverse().map((d) => ({ key: d.day, cells: [<span key="d" className={styles.ltr}>{d.day}</span>, d.totalVisitors, d.newVisitors] }))}
              />
            </details>
          </AdminCard>
          <AdminCard title={T.interest}>
            {stats.items.every((i) => i.interestRecords === 0) ? <p className={styles.muted}>{T.noInterest}</p> : null}
            <DataTable
              testId="interest-table"
              headers={[T.item, T.section, T.interestCount]}
              rows={stats.items.map((i) => ({ key: i._id, cells: [i.title, i.section, i.interestRecords] }))}
            />
          </AdminCard>
        </>
      ) : null}
    </div>
  );
}
