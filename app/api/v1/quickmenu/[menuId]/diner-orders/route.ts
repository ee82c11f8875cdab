import { route } from '@/lib/route/route';
import { dinerOrdersQuerySchema } from '@/lib/validation/diner-order';
import { listDinerOrders } from '@/lib/diner-orders/list-diner-orders';

/** The order screen's list: a day of the menu's orders, newest first, by status, table and branch (menu admins). */
export const GET = route({ access: 'menuAdmin', query: dinerOrdersQuerySchema, apiKey: { scope: 'orders:read' } }, async ({ menu, query }) => ({
  data: await listDinerOrders(menu, query),
}));
