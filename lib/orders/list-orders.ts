import { Order } from '../../models/Order';
import type { OrderFilters } from '../validation/orders';
import { orderFilter } from './order-filter';
import { MENU_POPULATE } from './menu-populate';
import { toOrderView, type LeanOrder, type OrderView } from './order-view';

export interface OrderPage {
  orders: OrderView[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

/** One page of orders, newest first, with the total count for paging (spec §7 GET /api/v1/orders). */
export async function listOrders(filters: OrderFilters): Promise<OrderPage> {
  const filter = orderFilter(filters);
  const [docs, total] = await Promise.all([
    Order.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((filters.page - 1) * filters.limit)
      .limit(filters.limit)
      .populate(MENU_POPULATE)
      .lean<LeanOrder[]>(),
    Order.countDocuments(filter),
  ]);
  return { orders: docs.map(toOrderView), total, page: filters.page, pages: Math.max(1, Math.ceil(total / filters.limit)), limit: filters.limit };
}
