import { runHeavy } from '../../heavy-work/run-heavy';
import type { DrawnTicket, PrintTicket } from './draw-ticket';

/** drawTicket() in the heavy-work pool (lib/heavy-work/): shaping and rasterising take CPU the diners' requests need. */
export const drawTicketInWorker = (ticket: PrintTicket) => runHeavy<DrawnTicket>('ticketDraw', ticket);
