import { route } from '@/lib/route/route';
import { sseResponse } from '@/lib/api/sse-response';
import { findDinerOrderOrThrow } from '@/lib/diner-orders/find-diner-order';
import { dinerOrderView } from '@/lib/diner-orders/diner-order-view';
import { watchMenuOrders } from '@/lib/diner-orders/diner-order-events';

/**
 * The order's status as it changes (Server-Sent Events): the order now, then each change. Public by id: the stream
 * holds one of the order's few slots and of the public's share (lib/api/stream-slots.ts).
 */
export const GET = route({ access: 'public' }, async ({ req, params, clientKey }) => {
  const order = dinerOrderView(await findDinerOrderOrThrow(params.orderId));
  return sseResponse({ signal: req.signal, client: clientKey, order: order._id }, (send) => {
    send('order', order);
    return watchMenuOrders(order.menu, (event) => {
      if (event.type === 'order' && event.order._id === order._id) send('order', event.order);
    });
  });
});
