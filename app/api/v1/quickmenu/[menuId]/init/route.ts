import { route } from '@/lib/route/route';
import { INIT_TEXT } from '@/lib/i18n/ar';
import { initMenu } from '@/lib/menus/init-menu';
import { initMenuSchema } from '@/lib/validation/init';

/** Menu initialisation (spec §7): institution name, description, address, phone and an optional short name. */
export const POST = route({ access: 'menuAdmin', body: initMenuSchema }, async ({ menu, body }) => ({
  data: await initMenu(menu, body),
  message: INIT_TEXT.done,
}));
