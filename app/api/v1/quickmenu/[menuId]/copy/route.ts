import { route } from '@/lib/route/route';
import { copyMenuSchema } from '@/lib/validation/menu-sheet';
import { copyMenu } from '@/lib/menus/copy-menu';

/** Staff: a copy of the menu for a new branch or brand, with the given admins and plan (images shared). */
export const POST = route({ access: 'staff', body: copyMenuSchema }, async ({ params, body }) => ({ data: await copyMenu(params.menuId, body) }));
