import { route } from '@/lib/route/route';
import { queueTestPrint } from '@/lib/printers/manage-printers';
import { PRINT_TEXT } from '@/lib/i18n/kitchen-ar';

/** A test ticket for the printer. */
export const POST = route({ access: 'menuAdmin' }, async ({ menu, params }) => {
  await queueTestPrint(menu._id, params.printerId);
  return { message: PRINT_TEXT.testSent };
});
