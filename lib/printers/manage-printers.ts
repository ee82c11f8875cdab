import { Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { Printer } from '../../models/Printer';
import { PrintJob, PRINT_JOB_STATES } from '../../models/PrintJob';
import { DinerOrder } from '../../models/DinerOrder';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import type { MenuHead } from '../menus/update-menu';
import type { PrinterValues } from '../validation/printer';
import { ONE_KITCHEN } from '../kitchen/kitchen-tickets';
import { findMenuPrinter } from './find-printer';
import { newPrinterKey, printerKeyHash } from './printer-key';
import { printerView, type JobStates, type PrinterView, type StoredPrinter } from './printer-view';
import { jobQueued } from './print-jobs';
import { ticketJobId } from './ensure-jobs';

/** The address a CloudPRNT printer is given: its own, with its secret in it. */
export const cloudPrntPath = (key: string) => `/api/v1/cloudprnt/${key}`;

/**
 * POST …/printers: a printer for a station of the menu (or its one kitchen), 80 or 58 mm, CloudPRNT or
 * bridge. Its secret is answered once — in the URL to paste into the printer, or as the bridge's key — and stored
 * only as its hash. It prints the tickets of orders placed from now on.
 */
export async function createPrinter(menu: Pick<MenuHead, '_id' | 'stations'>, body: PrinterValues, origin: string): Promise<{ printer: PrinterView; cloudprntUrl?: string; bridgeKey?: string }> {
  let station: Types.ObjectId | null = null;
  if (body.station !== ONE_KITCHEN) {
    const found = (menu.stations ?? []).find((s) => String(s._id) === body.station);
    if (!found) throw notFound(msg('stationNotFound'));
    station = found._id;
  }
  const key = newPrinterKey();
  const created = await Printer.create({ menu: menu._id, station, width: body.width, kind: body.kind, keyHash: printerKeyHash(key) });
  const printer = printerView(created.toObject() as StoredPrinter, { waiting: 0, sent: 0, printed: 0, failed: 0 });
  return body.kind === 'cloudprnt' ? { printer, cloudprntUrl: `${origin.replace(/\/+$/, '')}${cloudPrntPath(key)}` } : { printer, bridgeKey: key };
}

/** GET …/printers: the menu's printers, when each last asked (and whether that is too long ago), their jobs by state. */
export async function listPrinters(menuId: Types.ObjectId): Promise<PrinterView[]> {
  const printers = await Printer.find({ menu: menuId }).sort({ createdAt: 1 }).lean<StoredPrinter[]>();
  const counts = await PrintJob.aggregate<{ _id: { printer: Types.ObjectId; state: string }; n: number }>([
    { $match: { menu: menuId } },
    { $group: { _id: { printer: '$printer', state: '$state' }, n: { $sum: 1 } } },
  ]);
  return printers.map((p) => {
    const jobs = Object.fromEntries(PRINT_JOB_STATES.map((s) => [s, counts.find((c) => String(c._id.printer) === String(p._id) && c._id.state === s)?.n ?? 0])) as JobStates;
    return printerView(p, jobs);
  });
}

/** DELETE …/printers/{printerId}: the printer and its jobs; its secret stops working at once. */
export async function deletePrinter(menuId: Types.ObjectId, printerId: string): Promise<void> {
  const printer = await findMenuPrinter(menuId, printerId);
  await Printer.deleteOne({ _id: printer._id });
  await PrintJob.deleteMany({ printer: printer._id });
}

/** POST …/printers/{printerId}/test: a test ticket queued for the printer. */
export async function queueTestPrint(menuId: Types.ObjectId, printerId: string): Promise<void> {
  const printer = await findMenuPrinter(menuId, printerId);
  await PrintJob.create({ _id: `${printer._id}:test:${randomBytes(6).toString('hex')}`, printer: printer._id, menu: menuId, state: 'waiting' });
  jobQueued(String(printer._id));
}

/** POST …/printers/{printerId}/reprint `{ order }`: the order's tickets of the printer's station print again. */
export async function reprintOrder(menuId: Types.ObjectId, printerId: string, orderId: string): Promise<number> {
  const printer = await findMenuPrinter(menuId, printerId);
  const order = await DinerOrder.findOne({ _id: orderId, menu: menuId }, { tickets: 1 }).lean<{ _id: string; tickets?: { _id: unknown; station: unknown }[] }>();
  if (!order) throw notFound(msg('dinerOrderNotFound'));
  const tickets = (order.tickets ?? []).filter((t) => String(t.station) === String(printer.station));
  for (const t of tickets) {
    await PrintJob.updateOne(
      { _id: ticketJobId(printer._id, t._id) },
      { $set: { state: 'waiting', error: '', printedAt: null }, $setOnInsert: { printer: printer._id, menu: menuId, order: order._id, ticket: t._id } },
      { upsert: true },
    );
  }
  jobQueued(String(printer._id));
  return tickets.length;
}
