import { conflict } from '../../api/errors';
import { msg } from '../../i18n/t';
import type { MenuHead } from '../../menus/update-menu';
import type { DinerOrderView } from '../diner-order-view';
import { undoLastBump } from '../../kitchen/apply-bump';
import { KITCHEN_STATUSES } from '../../kitchen/kitchen-tickets';
import { stationOrders, stationValue } from './station-orders';
import { writeOrderTickets } from './write-order-tickets';
import type { StoredTicket } from '../../kitchen/split-into-tickets';

const UNDOABLE = [...KITCHEN_STATUSES, 'ready'] as const;

/**
 * POST /api/v1/quickmenu/{menuId}/stations/{stationId}/undo ('استرجاع'): the last bump made at the station
 * taken back (lib/kitchen/apply-bump.ts undoLastBump), on an order not yet served; a ready order made ready by it goes
 * back to 'preparing'. Works after a reload: the server, not the screen, knows which bump was last. Nothing to take
 * back is a 409.
 */
export async function undoStationBump(menu: Pick<MenuHead, '_id' | 'timeZone' | 'stations'>, stationId: string): Promise<DinerOrderView> {
  const station = stationValue(menu, stationId);
  const isStation = (t: { station: { toString(): string } | null }) => String(t.station) === String(station);
  for (let attempt = 0; attempt < 5; attempt++) {
    const orders = await stationOrders(menu, UNDOABLE, { station, $or: [{ bumpedAt: { $type: 'date' } }, { 'lines.bumpedAt': { $type: 'date' } }] });
    let best: { order: (typeof orders)[number]; undo: { tickets: StoredTicket[]; at: Date } } | null = null;
    for (const order of orders) {
      const undo = undoLastBump<StoredTicket>(order.tickets ?? [], isStation);
      if (undo && (!best || undo.at > best.undo.at)) best = { order, undo };
    }
    if (!best) throw conflict(msg('nothingToUndo'));
    const view = await writeOrderTickets(best.order, best.undo.tickets, true);
    if (view) return view;
  }
  throw conflict(msg('tooManyRequests'));
}
