import { route } from '@/lib/route/route';
import { renewTableLink } from '@/lib/menus/tables/renew-table-link';
import { TABLE_TEXT } from '@/lib/i18n/diner-ar';

/** A new link (and QR code) for the table: the old one stops ordering and calling. Answers the menu in data.data. */
export const POST = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({
  data: await renewTableLink(menu, params.tableId),
  message: TABLE_TEXT.linkRenewed,
}));
