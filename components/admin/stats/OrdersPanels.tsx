'use client';

import { STATS_TEXT as T } from '@/lib/i18n/ar';
import type { MenuStats } from '@/lib/menus/stats/menu-stats';
import type { OrderStats } from '@/lib/diner-orders/order-stats';
import { CURRENCY_SYMBOL, formatPrice, roundMoney } from '@/lib/menus/pricing';
import { useAdmin } from '@/components/admin/AdminContext';
import { branchLabel } from '@/lib/ui/branch-label';
import { DayBarsChart } from './DayBarsChart';
import chart from './DayBarsChart.module.css';
import { AdminTable } from '../ui/AdminTable';
import { Panel } from '../ui/Panel';
import ui from '../ui/admin-ui.module.css';

/**
 * The diners' orders of the last 30 days (issue #20): their count and revenue together, the revenue per day as a
 * chart with the figures as a table (days with orders), each branch's share (a restaurant with branches), and the best
 * sellers.
 */
export function OrdersPanels({ stats }: { stats: MenuStats & { orders: OrderStats } }) {
  const { menu } = useAdmin();
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
      {menu.branches.length > 0 && stats.orders.branches.length > 0 && (
        <Panel title={T.byBranch}>
          <AdminTable testId="orders-by-branch" headers={[T.branch, T.ordersCount, T.revenue]}>
            {stats.orders.branches.map((b) => (
              <tr key={b.branch ?? 'main'}>
                <td>{branchLabel(menu, b.branch)}</td>
                <td>{b.orders}</td>
                <td>
                  <span className={ui.price}>{price(b.revenue)}</span>
                </td>
              </tr>
            ))}
          </AdminTable>
        </Panel>
      )}
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
