'use client';

import { useEffect, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useToast } from '@/components/ui/Toasts';
import { ORDERS_TEXT } from '@/lib/i18n/en';
import { filterQuery, ordersApiPath, readFilters, readPage, type FilterValues } from '@/lib/orders/filter-params';
import type { OrderPage } from '@/lib/orders/list-orders';
import type { OrderView } from '@/lib/orders/order-view';
import { staffCall } from '@/lib/orders/orders-client';
import { OrderFilters } from './OrderFilters';
import { useOpenRequest } from '@/components/ui/use-open-request';
import { OrderOverlay } from './OrderOverlay';
import { OrdersTable } from './OrdersTable';
import styles from './Orders.module.css';

const T = ORDERS_TEXT.table;

/**
 * Recent Orders (spec §2): filters and page live in the URL (a filtered view can be reloaded and shared), 15 a page,
 * the Excel export of the same filtered list, and the order overlay. Reloads when `version` changes.
 */
export function RecentOrders({ version, onChanged }: { version: number; onChanged: () => void }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const toast = useToast();
  const filters = readFilters(new URLSearchParams(params.toString()));
  const page = readPage(new URLSearchParams(params.toString()));
  const apiPath = ordersApiPath(filters, page);
  const [result, setResult] = useState<{ path: string; data: OrderPage } | null>(null);
  const { request, open: openOrder, closed } = useOpenRequest();
  const [opened, setOpened] = useState<OrderView | null>(null);

  useEffect(() => {
    let live = true;
    staffCall<OrderPage>(apiPath)
      .then((data) => live && setResult({ path: apiPath, data }))
      .catch((err: Error) => live && toast.error(err.message));
    return () => {
      live = false;
    };
  }, [apiPath, version, toast]);

  const go = (next: FilterValues, nextPage = 1) => {
    const q = filterQuery(next, nextPage);
    router.replace(q ? `${pathname}?${q}` : pathname, { scroll: false });
  };

  const data = result?.data;
  const loading = !result || result.path !== apiPath;
  const current = opened ?? (request && data?.orders.find((o) => o._id === request.id)) ?? null;

  return (
    <section className={styles.panel} aria-labelledby="recent-orders-title">
      <div className={styles.tableHead}>
        <h2 id="recent-orders-title">{T.title}</h2>
        <a className="btn btn-secondary" href={ordersApiPath(filters, 1, true)} download>
          {T.exportExcel}
        </a>
      </div>
      <OrderFilters key={filterQuery(filters)} initial={filters} onApply={(f) => go(f)} />
      {data ? <p className={styles.muted}>{T.count(data.total)}</p> : null}
      {loading && !data ? <p>{T.loading}</p> : null}
      {data ? (
        <OrdersTable
          orders={data.orders}
          busy={loading}
          filtered={filterQuery(filters) !== ''}
          onOpen={(o) => {
            setOpened(null);
            openOrder(o._id);
          }}
        />
      ) : null}
      {data && data.pages > 1 ? (
        <nav className={styles.pager} aria-label="Pages">
          <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => go(filters, page - 1)}>
            {T.previous}
          </button>
          <span>{T.page(page, data.pages)}</span>
          <button type="button" className="btn btn-secondary" disabled={page >= data.pages} onClick={() => go(filters, page + 1)}>
            {T.next}
          </button>
        </nav>
      ) : null}
      {current && request ? (
        <OrderOverlay
          key={request.n}
          order={current}
          onClose={() => {
            closed(request);
            setOpened(null);
          }}
          onChanged={(o) => {
            setOpened(o);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
