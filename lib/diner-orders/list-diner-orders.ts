import { Types } from 'mongoose';
import { DinerOrder } from '../../models/DinerOrder';
import { lastDays } from '../menus/stats/last-days';
import { DINER_ORDERS_PAGE_SIZE, MAIN_BRANCH, OPEN_DINER_ORDER_STATUSES, OPEN_ORDERS, isOfStatus } from '../shared/diner-order-rules';
import { isTableOfBranch } from '../shared/menu-tables';
import type { DinerOrdersQuery } from '../validation/diner-order';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { openTableCalls } from './table-calls';
import type { TableCallView } from './table-call-view';

export type DinerOrdersPage = {
  orders: DinerOrderView[];
  /** Listing today: the day before's orders still open (new to ready), newest first, with the same filters; else empty. */
  openFromDayBefore: DinerOrderView[];
  calls: TableCallView[];
  day: string;
  total: number;
  page: number;
  pageSize: number;
};

/**
 * GET /api/v1/quickmenu/{menuId}/diner-orders: one day of a menu's orders (today in its time zone unless
 * `date`), newest first, filtered by status ('open': new to ready), table and branch, a page at a time (index {menu, day, number}); the calls from
 * tables still open (of the branch, when one is asked for); and, listing today, the day before's orders still open: a kitchen working past midnight keeps
 * the orders it is still making on its screen when the day turns.
 */
type ListedMenu = { _id: Types.ObjectId; timeZone?: string | null; tables?: { _id: Types.ObjectId; branchId?: Types.ObjectId | null }[] | null };

export async function listDinerOrders(menu: ListedMenu, query: DinerOrdersQuery): Promise<DinerOrdersPage> {
  const [yesterday, today] = lastDays(new Date(), menu.timeZone ?? 'Asia/Amman', 2);
  const day = query.date ?? today;
  const filter: Record<string, unknown> = { menu: menu._id, day };
  if (query.status) filter.status = query.status === OPEN_ORDERS ? { $in: OPEN_DINER_ORDER_STATUSES } : query.status;
  if (query.table) filter['table._id'] = new Types.ObjectId(query.table);
  if (query.branch) filter.branch = query.branch === MAIN_BRANCH ? null : new Types.ObjectId(query.branch);
  const openStatuses = OPEN_DINER_ORDER_STATUSES.filter((s) => isOfStatus(s, query.status ?? ''));
  const carry = day === today && query.page === 1 && openStatuses.length > 0;
  const [orders, total, calls, earlier] = await Promise.all([
    DinerOrder.find(filter).sort({ number: -1 }).skip((query.page - 1) * DINER_ORDERS_PAGE_SIZE).limit(DINER_ORDERS_PAGE_SIZE).lean<StoredDinerOrder[]>(),
    DinerOrder.countDocuments(filter),
    openTableCalls(menu._id),
    carry
      ? DinerOrder.find({ ...filter, day: yesterday, status: { $in: openStatuses } }).sort({ number: -1 }).limit(DINER_ORDERS_PAGE_SIZE).lean<StoredDinerOrder[]>()
      : [],
  ]);
  const branchCalls = calls.filter((c) => isTableOfBranch(menu.tables, c.table._id, query.branch ?? ''));
  return { orders: orders.map(dinerOrderView), openFromDayBefore: earlier.map(dinerOrderView), calls: branchCalls, day, total, page: query.page, pageSize: DINER_ORDERS_PAGE_SIZE };
}
