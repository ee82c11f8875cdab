import { route } from '@/lib/route/route';
import { prepTimes } from '@/lib/diner-orders/tickets/prep-times';

/** The kitchen's preparation times over the last 30 days, by station and by item (menu admins). */
export const GET = route({ access: 'menuAdmin' }, async ({ menu }) => ({ prepTimes: await prepTimes(menu) }));
