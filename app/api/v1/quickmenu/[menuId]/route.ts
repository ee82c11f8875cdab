import { route } from '@/lib/route/route';
import { z } from '@/lib/validation/z';
import { readMenuFor } from '@/lib/menus/read-menu-for';
import { runMenuEdit } from '@/lib/menus/edits/run-menu-edit';
import { setMenuActive } from '@/lib/menus/menu-staff-writes';
import { withEditCounters } from '@/lib/menus/counters';
import { menuEditScope } from '@/lib/menus/edits/registry';
import { menuEditDocs } from '@/lib/openapi/menu-edit-docs';

/** Read a menu (spec §7 Menu): data.data is the whole menu for its admins, staff and its API keys (menu:read), the public view for others. */
export const GET = route({ access: 'public', apiKey: { scope: 'menu:read' } }, async ({ params, user }) => ({ data: await readMenuFor(params.menuId, user) }));

/** Menu edits (spec §7): `?op=` picks one op of lib/menus/edits/registry.ts; each is one atomic update. */
export const PUT = route(
  {
    access: 'menuAdmin',
    query: z.record(z.string(), z.string()),
    body: z.unknown(),
    // API keys with stock:write make the ops that declare it (sitem: sold out), none of the others.
    apiKey: { scope: 'stock:write', only: (q) => menuEditScope(q.op) === 'stock:write' },
    openapi: menuEditDocs(),
  },
  async ({ menu, query, body }) =>
    withEditCounters(await runMenuEdit(menu, query, body)),
);
export const POST = route({ access: 'staff' }, async ({ params }) => ({ data: await setMenuActive(params.menuId, true) })); // activate
export const DELETE = route({ access: 'staff' }, async ({ params }) => ({ data: await setMenuActive(params.menuId, false) })); // deactivate
