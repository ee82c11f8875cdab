import { route } from '@/lib/route/route';
import { createOrder } from '@/lib/orders/create-order';
import { listOrders } from '@/lib/orders/list-orders';
import { ordersExcelResponse } from '@/lib/orders/orders-excel';
import { createOrderSchema, orderFiltersSchema } from '@/lib/validation/orders';

/** The orders list (spec §7): filters, 15 a page, newest first, the total for paging; `excel=1` downloads the same list. */
export const GET = route({ access: 'staff', query: orderFiltersSchema }, async ({ query }) =>
  query.excel ? ordersExcelResponse(query) : listOrders(query),
);

/** A new order for an existing user (spec §5 Create Order). */
export const POST = route({ access: 'staff', body: createOrderSchema }, async ({ body }) => ({ data: await createOrder(body) }));
