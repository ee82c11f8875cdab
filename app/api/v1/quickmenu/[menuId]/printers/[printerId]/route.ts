import { route } from '@/lib/route/route';
import { deletePrinter } from '@/lib/printers/manage-printers';
import { PRINT_TEXT } from '@/lib/i18n/kitchen-ar';

/** Delete a printer and its jobs; its secret stops working. */
export const DELETE = route({ access: 'menuAdmin' }, async ({ menu, params }) => {
  await deletePrinter(menu._id, params.printerId);
  return { message: PRINT_TEXT.deleted };
});
