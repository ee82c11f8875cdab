import { route } from '@/lib/route/route';
import { createMenu } from '@/lib/menus/create-menu';
import { searchMenus } from '@/lib/menus/search-menus';
import { createMenuSchema, menuSearchQuerySchema } from '@/lib/validation/menu-admin';

/** A new menu (spec §7): admins (the provider admin is added) and plan; data.data is the menu. */
export const POST = route({ access: 'staff', body: createMenuSchema }, async ({ body }) => ({ data: await createMenu(body) }));

/** The staff's menu search: q (short name, institution name, admin username) and page; 10 a page. */
export const GET = route({ access: 'staff', query: menuSearchQuerySchema }, async ({ query }) => searchMenus(query));
