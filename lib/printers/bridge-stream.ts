import { Menu } from '../../models/Menu';
import { Printer } from '../../models/Printer';
import { PrintJob } from '../../models/PrintJob';
import { watchMenuOrders } from '../diner-orders/diner-order-events';
import { escposTicket } from '../kitchen/print/escpos-ticket';
import { ensureJobs } from './ensure-jobs';
import { drawJob } from './job-drawing';
import { markSent, onJobQueued, type StoredJob } from './print-jobs';
import type { StoredPrinter } from './printer-view';

/** While a bridge is connected its printer counts as heard from: its last-seen time is written this often. */
const SEEN_EVERY_MS = 30_000;

export type BridgeJob = { id: string; bytes: string };

/**
 * The print bridge's stream: every job of its printer as ESC/POS bytes (base64), oldest first — first
 * those sent before and never confirmed (the bridge skips what its own journal says it printed, and confirms it
 * again), then each new one as orders come (the order events) or a test print or reprint is queued here. One send
 * at a time, in order. Returns the stop.
 */
export function streamBridgeJobs(printer: StoredPrinter, send: (job: BridgeJob) => void): () => void {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  let first = true;
  const pump = () => {
    if (stopped) return;
    again = true;
    running = running.then(async () => {
      while (again && !stopped) {
        again = false;
        const timeZone = (await Menu.findById(printer.menu, { timeZone: 1 }).lean<{ timeZone?: string }>())?.timeZone ?? 'Asia/Amman';
        await ensureJobs(printer, timeZone);
        const states: ('sent' | 'waiting')[] = first ? ['sent', 'waiting'] : ['waiting'];
        first = false;
        const jobs = await PrintJob.find({ printer: printer._id, state: { $in: states } }).sort({ createdAt: 1, _id: 1 }).limit(50).lean<StoredJob[]>();
        for (const job of jobs) {
          if (stopped) return;
          const drawn = await drawJob(job, printer);
          await markSent(job._id);
          send({ id: job._id, bytes: Buffer.from(escposTicket(drawn.dots, drawn.width, drawn.height)).toString('base64') });
        }
        if (jobs.length === 50) again = true;
      }
    }).catch((err: unknown) => console.error('[print-bridge] a job could not be sent:', (err as Error).message));
  };
  const unwatchOrders = watchMenuOrders(String(printer.menu), (e) => {
    if (e.type === 'order') pump();
  });
  const unwatchQueue = onJobQueued(String(printer._id), pump);
  const seen = setInterval(() => void Printer.updateOne({ _id: printer._id }, { $set: { lastSeenAt: new Date() } }).catch(() => undefined), SEEN_EVERY_MS);
  seen.unref();
  pump();
  return () => {
    stopped = true;
    clearInterval(seen);
    unwatchOrders();
    unwatchQueue();
  };
}
