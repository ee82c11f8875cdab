import { DinerOrder } from '../../models/DinerOrder';
import { PrintJob } from '../../models/PrintJob';
import { lastDays } from '../menus/stats/last-days';
import type { StoredPrinter } from './printer-view';

/** A printer prints the tickets of orders placed after it was added, from today and the day before. */
const PRINTED_STATUSES = ['new', 'accepted', 'preparing', 'ready', 'served'] as const;

/** Orders read at one poll: far more than come between two polls of a printer (seconds apart) or two orders of a bridge. */
const ORDERS_READ_MAX = 500;

export const ticketJobId = (printerId: unknown, ticketId: unknown) => `${String(printerId)}:${String(ticketId)}`;

/**
 * Queues the printer's tickets that have no job yet: each ticket of its station in an order placed since
 * the printer was added (not canceled, not waiting for the staff's confirmation) gets one job, its id the printer's
 * and the ticket's, so asking again, or on two instances at once, queues nothing twice. Jobs come from the orders as
 * stored: an instance that stops between an order and its job loses nothing.
 */
export async function ensureJobs(printer: StoredPrinter, timeZone: string): Promise<number> {
  const since = printer.createdAt ?? new Date(0);
  const orders = await DinerOrder.find(
    {
      menu: printer.menu,
      day: { $in: lastDays(new Date(), timeZone, 2) },
      status: { $in: PRINTED_STATUSES },
      createdAt: { $gte: since },
      'tickets.station': printer.station,
      $or: [{ needsConfirmation: { $ne: true } }, { status: { $ne: 'new' } }],
    },
    { _id: 1, tickets: 1, createdAt: 1 },
  )
    // The newest first: the ones read are those not queued yet (the older got their jobs at earlier polls); oldest
    // first, a station past this many orders in two days would read the same old ones at every poll and queue no more.
    .sort({ createdAt: -1 })
    .limit(ORDERS_READ_MAX)
    .lean<{ _id: string; tickets?: { _id: unknown; station: unknown }[]; createdAt: Date }[]>();
  const wanted = orders.flatMap((o) =>
    (o.tickets ?? []).filter((t) => String(t.station) === String(printer.station)).map((t) => ({ _id: ticketJobId(printer._id, t._id), order: o._id, ticket: t._id, createdAt: o.createdAt })),
  );
  if (wanted.length === 0) return 0;
  const known = new Set((await PrintJob.find({ _id: { $in: wanted.map((w) => w._id) } }, { _id: 1 }).lean()).map((j) => j._id));
  const fresh = wanted.filter((w) => !known.has(w._id));
  if (fresh.length === 0) return 0;
  const result = await PrintJob.bulkWrite(
    fresh.map((w) => ({
      updateOne: {
        filter: { _id: w._id },
        update: { $setOnInsert: { printer: printer._id, menu: printer.menu, order: w.order, ticket: w.ticket, state: 'waiting', createdAt: w.createdAt, updatedAt: new Date() } },
        upsert: true,
      },
    })),
    { ordered: false, timestamps: false },
  );
  return result.upsertedCount;
}
