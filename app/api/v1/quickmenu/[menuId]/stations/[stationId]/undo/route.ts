import { route } from '@/lib/route/route';
import { undoStationBump } from '@/lib/diner-orders/tickets/undo-station-bump';
import { KITCHEN_TEXT } from '@/lib/i18n/kitchen-ar';

/** 'استرجاع' (menu admins): the station's last bump taken back. Answers the order it changed. */
export const POST = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({
  order: await undoStationBump(menu, params.stationId),
  message: KITCHEN_TEXT.undone,
}));
