import { Types } from 'mongoose';
import { DinerOrder } from '../../../models/DinerOrder';
import { notFound } from '../../api/errors';
import { msg } from '../../i18n/t';
import { lastDays } from '../../menus/stats/last-days';
import type { MenuHead } from '../../menus/update-menu';
import type { DinerOrderStatus } from '../../shared/diner-order-rules';
import { ONE_KITCHEN } from '../../kitchen/kitchen-tickets';
import type { KitchenOrder } from './write-order-tickets';

/** At most this many orders are read for one station's screen (far more than a kitchen has open at once). */
export const STATION_ORDERS_MAX = 300;

/**
 * A station of the menu by the id in the path (ONE_KITCHEN: the tickets of no station, a menu without stations), as
 * the value its tickets store; a station the menu does not have is a 404.
 */
export function stationValue(menu: Pick<MenuHead, 'stations'>, stationId: string): Types.ObjectId | null {
  if (stationId === ONE_KITCHEN) return null;
  const station = (menu.stations ?? []).find((s) => String(s._id) === stationId);
  if (!station) throw notFound(msg('stationNotFound'));
  return station._id;
}

/**
 * The menu's orders of today and the day before (a kitchen working past midnight) in these statuses with a ticket at
 * the station matching `ticket` (index {menu, day, status, number}).
 */
export function stationOrders(menu: Pick<MenuHead, '_id' | 'timeZone'>, statuses: readonly DinerOrderStatus[], ticket: Record<string, unknown>): Promise<KitchenOrder[]> {
  const days = lastDays(new Date(), menu.timeZone ?? 'Asia/Amman', 2);
  return DinerOrder.find({ menu: menu._id, day: { $in: days }, status: { $in: statuses }, tickets: { $elemMatch: ticket } })
    .sort({ updatedAt: -1 })
    .limit(STATION_ORDERS_MAX)
    .lean<KitchenOrder[]>();
}
