import { route } from '@/lib/route/route';
import { reprintSchema } from '@/lib/validation/printer';
import { reprintOrder } from '@/lib/printers/manage-printers';
import { PRINT_TEXT } from '@/lib/i18n/kitchen-ar';

/** An order's tickets printed again on this printer `{ order }`. */
export const POST = route({ access: 'menuAdmin', body: reprintSchema }, async ({ menu, params, body }) => ({
  tickets: await reprintOrder(menu._id, params.printerId, body.order),
  message: PRINT_TEXT.reprinted,
}));
