import { Types } from 'mongoose';
import { DinerOrder } from '../../models/DinerOrder';
import { zonedDay } from '../menus/zoned-day';
import { DINER_ORDERS_PAGE_SIZE } from '../shared/diner-order-rules';
import type { DinerOrdersQuery } from '../validation/diner-order';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { openTableCalls } from './table-calls';
import type { TableCallView } from './table-call-view';

export type DinerOrdersPage = { orders: DinerOrderView[]; calls: TableCallView[]; day: string; total: number; page: number; pageSize: number };

/**
 * GET /api/v1/quickmenu/{menuId}/diner-orders (issue #20): one day of a menu's orders (today in its time zone unless
 * `date`), newest first, filtered by status and table, a page at a time (index {menu, day, number}); and the calls
 * from tables still open.
 */
export async function listDinerOrders(menu: { _id: Types.ObjectId; timeZone?: string | null }, query: DinerOrdersQuery): Promise<DinerOrdersPage> {
  const day = query.date ?? zonedDay(new Date(), menu.timeZone ?? undefined);
  const filter: Record<string, unknown> = { menu: menu._id, day };
  if (query.status) filter.status = query.status;
  if (query.table) filter['table._id'] = new Types.ObjectId(query.table);
  const [orders, total, calls] = await Promise.all([
    DinerOrder.find(filter).sort({ number: -1 }).skip((query.page - 1) * DINER_ORDERS_PAGE_SIZE).limit(DINER_ORDERS_PAGE_SIZE).lean<StoredDinerOrder[]>(),
    DinerOrder.countDocuments(filter),
    openTableCalls(menu._id),
  ]);
  return { orders: orders.map(dinerOrderView), calls, day, total, page: query.page, pageSize: DINER_ORDERS_PAGE_SIZE };
}
