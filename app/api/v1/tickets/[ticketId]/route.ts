import { route } from '@/lib/route/route';
import { ticketBumpSchema } from '@/lib/validation/ticket';
import { bumpTicket } from '@/lib/diner-orders/tickets/bump-ticket';

/** Bump a ticket or one of its lines, or take it back: a menu admin of the ticket's menu (checked in bumpTicket). */
export const PUT = route({ access: 'verified', body: ticketBumpSchema }, async ({ params, user, body }) => bumpTicket(params.ticketId, user, body));
