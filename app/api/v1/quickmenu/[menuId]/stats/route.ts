import { route } from '@/lib/route/route';
import { menuStats } from '@/lib/menus/stats/menu-stats';

/** The statistics screen's read (menu admins): totals, the last 30 days and the items ranked by interest. */
export const GET = route({ access: 'menuAdmin' }, async ({ menu }) => ({ data: await menuStats(menu) }));
