import { route } from '@/lib/api/route';
import { z } from '@/lib/validation/z';
import { findMenuOrThrow } from '@/lib/menus/find-menu-or-throw';
import { runMenuEdit } from '@/lib/menus/edits/run-menu-edit';
import { setMenuActive } from '@/lib/menus/menu-staff-writes';

/** Read a menu (spec §7 Menu): data.data is the menu. Used by the admin shell and after each reload. */
export const GET = route({ access: 'public' }, async ({ params }) => ({ data: await findMenuOrThrow(params.menuId) }));

/** Menu edits (spec §7): `?op=` picks one op of lib/menus/edits/registry.ts; each is one atomic update. */
export const PUT = route({ access: 'menuAdmin', query: z.record(z.string(), z.string()), body: z.unknown() }, async ({ menu, query, body }) =>
  runMenuEdit(menu!, query, body),
);
export const POST = route({ access: 'staff' }, async ({ params }) => ({ data: await setMenuActive(params.menuId, true) })); // activate
export const DELETE = route({ access: 'staff' }, async ({ params }) => ({ data: await setMenuActive(params.menuId, false) })); // deactivate
