import { route } from '@/lib/route/route';
import { sseResponse } from '@/lib/api/sse-response';
import { watchMenuOrders } from '@/lib/diner-orders/diner-order-events';

/** The menu's orders and table calls as they come and change (Server-Sent Events `order` / `call`; menu admins). */
export const GET = route({ access: 'menuAdmin', apiKey: { scope: 'orders:read' } }, async ({ req, menu, clientKey, stillAllowed, watchAccess }) =>
  sseResponse({ signal: req.signal, client: clientKey, stillAllowed, watchAccess }, (send) => watchMenuOrders(String(menu._id), (e) => (e.type === 'order' ? send('order', e.order) : send('call', e.call)))),
);
