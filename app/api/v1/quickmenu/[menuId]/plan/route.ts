import { route } from '@/lib/route/route';
import { setMenuPlan } from '@/lib/menus/menu-staff-writes';
import { planChangeSchema } from '@/lib/validation/menu-admin';

/** Changes a menu's plan (staff only). data.data is the menu. */
export const PUT = route({ access: 'staff', body: planChangeSchema }, async ({ params, body }) => ({ data: await setMenuPlan(params.menuId, body.plan) }));
