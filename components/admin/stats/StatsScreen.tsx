'use client';

import { useEffect, useState } from 'react';
import { useAdmin } from '@/components/admin/AdminContext';
import { apiFetch } from '@/lib/api/client-fetch';
import { STATS_TEXT as T } from '@/lib/i18n/ar';
import type { MenuStats } from '@/lib/menus/stats/menu-stats';
import type { OrderStats } from '@/lib/diner-orders/order-stats';
import { CURRENCY_SYMBOL, formatPrice, roundMoney } from '@/lib/menus/pricing';
import { DayBarsChart } from './DayBarsChart';
import chart from './DayBarsChart.module.css';
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
      <div className={ui.grid}>
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
          </Panel>
          <OrdersPanels stats={stats} />
          <InterestPanel items={stats.items} />
        </>
      ) : null}
    </div>
  );
}

/**
 * The diners' orders of the last 30 days (issue #20): their count and revenue together, the revenue per day as a
 * chart with the figures as a table (days with orders), and the best sellers.
 */
function OrdersPanels({ stats }: { stats: MenuStats & { orders: OrderStats } }) {
  const all = stats.orders.days;
  const days = all.filter((d) => d.orders > 0).reverse();
  const price = (v: number) => formatPrice(v, stats.currency);
  const count = days.reduce((n, d) => n + d.orders, 0);
  const revenue = roundMoney(days.reduce((sum, d) => sum + d.revenue, 0), stats.currency);
  return (
    <>
      <Panel title={T.orders}>
        {days.length === 0 ? (
          <p className={ui.muted}>{T.noOrders}</p>
        ) : (
          <>
            <p className={chart.total} data-testid="orders-total">
              {T.ordersTotal(count)} <span className={ui.price}>{price(revenue)}</span>
            </p>
            <DayBarsChart
              testId="orders-chart"
              label={T.ordersChartLabel}
              legend={{ value: T.revenueIn(CURRENCY_SYMBOL[stats.currency]) }}
              days={all.map((d) => ({ day: d.day, value: d.revenue, title: T.ordersDay(d.day, d.orders, price(d.revenue)) }))}
            />
            <details className={ui.disclosure}>
              <summary>{T.showTable}</summary>
              <AdminTable testId="orders-table" headers={[T.day, T.ordersCount, T.revenue]}>
                {days.map((d) => (
                  <tr key={d.day}>
                    <td>
                      <span className={ui.ltr}>{d.day}</span>
                    </td>
                    <td>{d.orders}</td>
                    <td>
                      <span className={ui.price}>{price(d.revenue)}</span>
                    </td>
                  </tr>
                ))}
              </AdminTable>
            </details>
          </>
        )}
      </Panel>
      {stats.orders.bestSellers.length > 0 && (
        <Panel title={T.bestSellers}>
          <AdminTable testId="best-sellers" headers={[T.item, T.quantity, T.revenue]}>
            {stats.orders.bestSellers.map((b) => (
              <tr key={b.item}>
                <td>{b.title}</td>
                <td>{b.quantity}</td>
                <td>
                  <span className={ui.price}>{price(b.revenue)}</span>
                </td>
              </tr>
            ))}
          </AdminTable>
        </Panel>
      )}
    </>
  );
}

/**
 * The items by the interest diners showed (spec §2 Stats), most first. Those without any are counted under the table
 * and listed only when asked: on a new menu they were dozens of rows of 0 that hid the few that matter.
 */
function InterestPanel({ items }: { items: MenuStats['items'] }) {
  const shown = items.filter((i) => i.interestRecords > 0);
  const rest = items.filter((i) => i.interestRecords === 0);
  const rows = (list: MenuStats['items']) =>
    list.map((i) => (
      <tr key={i._id}>
        <td>{i.title}</td>
        <td>{i.section}</td>
        <td>{i.interestRecords}</td>
      </tr>
    ));
  return (
    <Panel title={T.interest}>
      {shown.length === 0 ? (
        <p className={ui.muted}>{T.noInterest}</p>
      ) : (
        <AdminTable testId="interest-table" headers={[T.item, T.section, T.interestCount]}>
          {rows(shown)}
        </AdminTable>
      )}
      {rest.length > 0 && (
        <details className={ui.disclosure}>
          <summary>{T.withoutInterest(rest.length)}</summary>
          <AdminTable testId="no-interest-table" headers={[T.item, T.section, T.interestCount]}>
            {rows(rest)}
          </AdminTable>
        </details>
      )}
    </Panel>
  );
}
