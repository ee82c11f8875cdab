import type { MenuHead } from '../../menus/update-menu';
import { dinerOrderView } from '../diner-order-view';
import { KITCHEN_STATUSES, oldestFirst, openTicketsOf, type TicketView } from '../../kitchen/kitchen-tickets';
import { stationOrders, stationValue } from './station-orders';

/**
 * GET /api/v1/quickmenu/{menuId}/stations/{stationId}/tickets: the station's open tickets, oldest first:
 * not bumped, of orders in the kitchen's hands (new to preparing, not waiting for the staff's confirmation).
 */
export async function listStationTickets(menu: Pick<MenuHead, '_id' | 'timeZone' | 'stations'>, stationId: string): Promise<TicketView[]> {
  const station = stationValue(menu, stationId);
  const orders = await stationOrders(menu, KITCHEN_STATUSES, { station, bumpedAt: null });
  return orders.flatMap((o) => openTicketsOf(dinerOrderView(o), stationId)).sort(oldestFirst);
}
