import type { DinerOrderStatus } from '../shared/diner-order-rules';
import type { DinerOrderView } from '../diner-orders/diner-order-view';
import type { OrderTicket } from './order-tickets-view';

export type { OrderTicket };

/**
 * The kitchen's view of diners' orders, shared by the server's lists and the screens' live updates: the
 * tickets an order carries (lib/kitchen/split-into-tickets.ts), as a station's screen shows them. Import-free at run
 * time (types only), so the browser takes it too.
 */

/** The one kitchen of a menu without stations: its tickets have no station. Used where a station's id is expected. */
export const ONE_KITCHEN = 'kitchen';

/** A station's ticket as its screen and `GET …/stations/{stationId}/tickets` show it. */
export type TicketView = {
  _id: string;
  order: string;
  number: number;
  table: { _id: string; name: string } | null;
  station: string | null;
  stationName: string;
  lines: { title: string; subItemTitle: string | null; quantity: number; options: string[]; bumped: boolean }[];
  note: string;
  status: DinerOrderStatus;
  createdAt: string;
  bumpedAt: string | null;
  /** The order's version (its updatedAt): a screen keeps the newer of what it read and what it heard live. */
  updatedAt: string;
};

/** The statuses in which an order's tickets are still being made (ready: all made; served, canceled: gone). */
export const KITCHEN_STATUSES: readonly DinerOrderStatus[] = ['new', 'accepted', 'preparing'];

/** Is the order in the kitchen's hands? (A large order waiting for the staff's confirmation is not, yet.) */
export const inKitchen = (order: Pick<DinerOrderView, 'status' | 'awaitingConfirmation'>): boolean =>
  KITCHEN_STATUSES.includes(order.status) && !order.awaitingConfirmation;

/** Does a ticket belong on this station's screen ('' : every station, the expo view; ONE_KITCHEN: the tickets of no station)? */
export const isOfStation = (ticket: Pick<OrderTicket, 'station'>, station: string): boolean =>
  !station || (station === ONE_KITCHEN ? ticket.station === null : ticket.station === station);

/** An order's tickets for a station's screen, as the screen shows them (bumped ones included; the caller filters). */
export function ticketsOf(order: DinerOrderView, station: string): TicketView[] {
  return (order.tickets ?? [])
    .filter((t) => isOfStation(t, station))
    .map((t) => ({
      _id: t._id,
      order: order._id,
      number: order.number,
      table: order.table,
      station: t.station,
      stationName: t.stationName,
      lines: t.lines.flatMap(({ line, bumpedAt }) => {
        const l = order.lines[line];
        if (!l) return [];
        return [{ title: l.title, subItemTitle: l.subItemTitle, quantity: l.quantity, options: (l.options ?? []).map((o) => o.title), bumped: bumpedAt !== null }];
      }),
      note: order.note,
      status: order.status,
      createdAt: order.createdAt,
      bumpedAt: t.bumpedAt,
      updatedAt: order.updatedAt,
    }));
}

/** The tickets still to make at a station: of orders in the kitchen's hands, not bumped. */
export function openTicketsOf(order: DinerOrderView, station: string): TicketView[] {
  return inKitchen(order) ? ticketsOf(order, station).filter((t) => t.bumpedAt === null) : [];
}

/** Oldest first: the order the kitchen makes them in. */
export const oldestFirst = (a: TicketView, b: TicketView) => a.createdAt.localeCompare(b.createdAt) || a.number - b.number;
