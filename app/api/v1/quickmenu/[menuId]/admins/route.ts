import { route } from '@/lib/route/route';
import { addMenuAdmin } from '@/lib/menus/menu-staff-writes';
import { addMenuAdminSchema } from '@/lib/validation/menu-admin';

/** Adds a menu admin (an existing user); adding twice changes nothing. data.data is the menu. */
export const POST = route({ access: 'staff', body: addMenuAdminSchema }, async ({ params, body }) => ({ data: await addMenuAdmin(params.menuId, body.admin) }));
