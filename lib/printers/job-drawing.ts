import { DinerOrder } from '../../models/DinerOrder';
import { Menu } from '../../models/Menu';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { KITCHEN_TEXT, PRINT_TEXT } from '../i18n/kitchen-ar';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from '../diner-orders/diner-order-view';
import type { DrawnTicket, PrintTicket } from '../kitchen/print/draw-ticket';
import { drawTicketInWorker } from '../kitchen/print/draw-ticket-in-worker';
import type { StoredPrinter } from './printer-view';

type Job = { _id: string; order?: string | null; ticket?: unknown };

const clock = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(new Date(iso));

/**
 * What a job prints: its ticket as the kitchen reads it — the station, the order's number large, the
 * table or pickup, the time, each line with its quantity, sub-item and options, the English title beside the menu's
 * when the diner ordered in English, the diner's note. A job with no ticket is a test print.
 */
export function printTicketOf(order: DinerOrderView, ticketId: string, paper: 80 | 58, timeZone: string): PrintTicket {
  const ticket = (order.tickets ?? []).find((t) => t._id === ticketId);
  if (!ticket) throw notFound(msg('printJobNotFound'));
  return {
    paper,
    heading: KITCHEN_TEXT.orderWord,
    station: ticket.stationName || KITCHEN_TEXT.oneKitchen,
    number: order.number,
    where: order.table ? KITCHEN_TEXT.table(order.table.name) : KITCHEN_TEXT.pickup,
    time: clock(order.createdAt, timeZone),
    lines: ticket.lines.flatMap(({ line }) => {
      const l = order.lines[line];
      if (!l) return [];
      const title = l.subItemTitle ? `${l.title} · ${l.subItemTitle}` : l.title;
      const en = order.lang === 'en' ? [l.translations?.en?.title, l.translations?.en?.subItemTitle].filter(Boolean).join(' · ') : '';
      const options = (l.options ?? []).map((o) => (order.lang === 'en' && o.translations?.en?.title && o.translations.en.title !== o.title ? `${o.title} (${o.translations.en.title})` : o.title));
      return [{ quantity: l.quantity, title, ...(en && en !== title ? { alt: en } : {}), options }];
    }),
    note: order.note,
  };
}

/** A test print: the printer's width and station, with Arabic and English, so the owner sees both come out right. */
export const testTicket = (paper: 80 | 58, station: string): PrintTicket => ({
  paper,
  heading: PRINT_TEXT.test,
  station,
  number: 0,
  where: PRINT_TEXT.testWhere,
  time: clock(new Date().toISOString(), 'UTC'),
  lines: [{ quantity: 1, title: PRINT_TEXT.testLine, alt: 'Test print · Arabic joins and runs right to left', options: [] }],
  note: '',
});

/** A job drawn for its printer, in the heavy-work pool. */
export async function drawJob(job: Job, printer: StoredPrinter): Promise<DrawnTicket> {
  const menu = await Menu.findById(printer.menu, { timeZone: 1, stations: 1 }).lean<{ timeZone?: string; stations?: { _id: unknown; name: string }[] }>();
  const timeZone = menu?.timeZone ?? 'Asia/Amman';
  if (!job.order || !job.ticket) {
    const station = (menu?.stations ?? []).find((s) => String(s._id) === String(printer.station))?.name ?? KITCHEN_TEXT.oneKitchen;
    return drawTicketInWorker(testTicket(printer.width, station));
  }
  const order = await DinerOrder.findById(job.order).lean<StoredDinerOrder>();
  if (!order) throw notFound(msg('printJobNotFound'));
  return drawTicketInWorker(printTicketOf(dinerOrderView(order), String(job.ticket), printer.width, timeZone));
}
