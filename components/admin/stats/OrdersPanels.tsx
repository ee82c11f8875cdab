'use client';

import { STATS_TEXT as T } from '@/lib/i18n/ar';
import type { MenuStats } from '@/lib/menus/stats/menu-stats';
import type { OrderStats } from '@/lib/diner-orders/order-stats';
import { formatPrice, roundMoney } from '@/lib/menus/pricing';
import { currencySymbol } from '@/lib/money/format-money';
import { useAdmin } from '@/components/admin/AdminContext';
import { branchLabel } from '@/lib/ui/branch-label';
import { DayBarsChart } from './DayBarsChart';
import chart from './DayBarsChart.module.css';
import { AdminTable } from '../ui/AdminTable';
import { Panel } from '../ui/Panel';
import ui from '../ui/admin-ui.module.css';

/**
 * The diners' orders of the last 30 days: their count and revenue together, the revenue per day as a
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
              legend={{ value: T.revenueIn(currencySymbol(stats.currency)) }}
              days={all.map((d) => ({ day: d.day, value: d.revenue, title: T.ordersDay(d.day, d.orders, price(d.revenue)) }))}
            />
            <details className={ui.disclosure}>
              <summary>{T.showTable}</summary>
              <FiguresTable
                testId="orders-table"
                headers={[T.day, T.ordersCount, T.revenue]}
                price={price}
                rows={days.map((d) => ({ key: d.day, label: <span className={ui.ltr}>{d.day}</span>, count: d.orders, amount: d.revenue }))}
              />
            </details>
          </>
        )}
      </Panel>
      {menu.branches.length > 0 && stats.orders.branches.length > 0 && (
        <Panel title={T.byBranch}>
          <FiguresTable
            testId="orders-by-branch"
            headers={[T.branch, T.ordersCount, T.revenue]}
            price={price}
            rows={stats.orders.branches.map((b) => ({ key: b.branch ?? 'main', label: branchLabel(menu, b.branch), count: b.orders, amount: b.revenue }))}
          />
        </Panel>
      )}
      {stats.orders.bestSellers.length > 0 && (
        <Panel title={T.bestSellers}>
          <FiguresTable
            testId="best-sellers"
            headers={[T.item, T.quantity, T.revenue]}
            price={price}
            rows={stats.orders.bestSellers.map((b) => ({ key: b.item, label: b.title, count: b.quantity, amount: b.revenue }))}
          />
        </Panel>
      )}
    </>
  );
}

type FigureRow = { key: string; label: React.ReactNode; count: number; amount: number };

/** A table of figures: per row a label, a count and an amount of money (the days, the branches, the best sellers). */
function FiguresTable({ testId, headers, rows, price }: { testId: string; headers: string[]; rows: FigureRow[]; price: (v: number) => string }) {
  return (
    <AdminTable testId={testId} headers={headers}>
      {rows.map((r) => (
        <tr key={r.key}>
          <td>{r.label}</td>
          <td>{r.count}</td>
          <td>
            <span className={ui.price}>{price(r.amount)}</span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
