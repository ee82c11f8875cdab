import { DinerOrder } from '../../../models/DinerOrder';
import { Menu } from '../../../models/Menu';
import { badRequest, conflict, forbidden, notFound } from '../../api/errors';
import { msg } from '../../i18n/t';
import { isMenuAdmin } from '../../menus/is-menu-admin';
import { OBJECT_ID_PATTERN } from '../../validation/object-id-pattern';
import type { DinerOrderView } from '../diner-order-view';
import { applyBump, type BumpAsk } from '../../kitchen/apply-bump';
import { ticketsOf, type TicketView } from '../../kitchen/kitchen-tickets';
import { writeOrderTickets, type KitchenOrder } from './write-order-tickets';

const TICKET_NOT_FOUND = msg('ticketNotFound');

async function orderOfTicket(ticketId: string): Promise<KitchenOrder> {
  if (!OBJECT_ID_PATTERN.test(ticketId)) throw notFound(TICKET_NOT_FOUND);
  const order = await DinerOrder.findOne({ 'tickets._id': ticketId }).lean<KitchenOrder>();
  if (!order) throw notFound(TICKET_NOT_FOUND);
  return order;
}

/**
 * PUT /api/v1/tickets/{ticketId}: a menu admin of the ticket's menu bumps the whole ticket (`{ bumped }`)
 * or one of its lines (`{ line, bumped }`), or takes it back (`bumped: false`). The order becomes 'preparing' at its
 * first bump and 'ready' when all its tickets are bumped (the expo rule), in the same write. A served or canceled
 * order's tickets no longer change. Answers the ticket and its order as they are after the write.
 */
export async function bumpTicket(ticketId: string, user: { _id: { toString(): string } }, ask: Omit<BumpAsk, 'ticketId'>): Promise<{ ticket: TicketView; order: DinerOrderView }> {
  let order = await orderOfTicket(ticketId);
  const menu = await Menu.findById(order.menu).select('admins').lean();
  if (!menu || !isMenuAdmin(menu, { _id: String(user._id) })) throw forbidden(msg('notMenuAdmin'));
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) order = await orderOfTicket(ticketId);
    const status = order.status ?? 'new';
    if (status === 'served' || status === 'canceled') throw conflict(msg('ticketOrderClosed', { status }));
    const outcome = applyBump(order.tickets ?? [], { ticketId, ...ask }, new Date());
    if ('missing' in outcome) throw outcome.missing === 'ticket' ? notFound(TICKET_NOT_FOUND) : badRequest(msg('ticketLineNotFound'));
    const view = await writeOrderTickets(order, outcome.tickets, !ask.bumped);
    if (view) return { ticket: ticketOf(view, ticketId), order: view };
  }
  throw conflict(msg('tooManyRequests'));
}

function ticketOf(order: DinerOrderView, ticketId: string): TicketView {
  const ticket = ticketsOf(order, '').find((t) => t._id === ticketId);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}
