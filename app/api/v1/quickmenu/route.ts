import { route } from '@/lib/api/route';
import { createMenu } from '@/lib/menus/create-menu';
import { createMenuSchema } from '@/lib/validation/menu-admin';

/** A new menu (spec §7): admins (the provider admin is added) and plan; data.data is the menu. */
export const POST = route({ access: 'staff', body: createMenuSchema }, async ({ body }) => ({ data: await createMenu(body) }));
