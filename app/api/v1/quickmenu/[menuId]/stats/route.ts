import { route } from '@/lib/route/route';
import { menuStats } from '@/lib/menus/stats/menu-stats';
import { orderStats } from '@/lib/diner-orders/order-stats';

/**
 * The statistics screen's read (menu admins): totals, the last 30 days and the items ranked by interest, and the
 * diners' orders of those days with the best sellers (`orders`).
 */
export const GET = route({ access: 'menuAdmin' }, async ({ menu }) => {
  const stats = await menuStats(menu);
  return { data: { ...stats, orders: await orderStats(menu._id, stats.days.map((d) => d.day)) } };
});
