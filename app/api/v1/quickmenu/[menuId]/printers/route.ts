import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { printerSchema } from '@/lib/validation/printer';
import { createPrinter, listPrinters } from '@/lib/printers/manage-printers';
import { requestOrigin } from '@/lib/menus/qr/request-origin';
import { PRINT_TEXT } from '@/lib/i18n/kitchen-ar';

/** The menu's receipt printers (menu admins): when each last asked, its jobs by state. */
export const GET = route({ access: 'menuAdmin' }, async ({ menu }) => ({ printers: await listPrinters(menu._id) }));

/** Add a printer `{ station, width, kind }`: answered with its `cloudprntUrl` or `bridgeKey`, once. */
export const POST = route({ access: 'menuAdmin', body: printerSchema }, async ({ req, menu, body }) =>
  ok({ data: await createPrinter(menu, body, requestOrigin(req)), message: PRINT_TEXT.added }, 201),
);
