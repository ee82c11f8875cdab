import { route } from '@/lib/api/route';
import { findMenuOrThrow } from '@/lib/menus/find-menu-or-throw';
import { setMenuActive } from '@/lib/menus/menu-staff-writes';

/** Read a menu (spec §7 Menu): data.data is the menu. Used by the admin shell and after each reload. */
export const GET = route({ access: 'public' }, async ({ params }) => ({ data: await findMenuOrThrow(params.menuId) }));
export const POST = route({ access: 'staff' }, async ({ params }) => ({ data: await setMenuActive(params.menuId, true) })); // activate
export const DELETE = route({ access: 'staff' }, async ({ params }) => ({ data: await setMenuActive(params.menuId, false) })); // deactivate
