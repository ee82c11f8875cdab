import { route } from '@/lib/route/route';
import { sseResponse } from '@/lib/api/sse-response';
import { watchMenuOrders } from '@/lib/diner-orders/diner-order-events';

/** The menu's orders as they are placed and moved (Server-Sent Events, issue #20; menu admins). */
export const GET = route({ access: 'menuAdmin' }, async ({ req, menu }) =>
  sseResponse(req.signal, (send) => watchMenuOrders(String(menu._id), (order) => send('order', order))),
);
