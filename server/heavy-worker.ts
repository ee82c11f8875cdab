/**
 * The heavy-work worker's entry (lib/heavy-work/): one job at a time, by name, from the app's pool. A worker thread
 * needs a real JS file, so this is compiled beside main.cjs by build.ts for production and run from source through tsx
 * in development (lib/heavy-work/worker-entry.ts). The jobs are the domains' own entry points, unchanged: the pool is
 * only the boundary around them.
 */
import { parentPort } from 'node:worker_threads';
import { ApiError } from '../lib/api/errors';
import type { HeavyJob, HeavyReply, HeavyRequest } from '../lib/heavy-work/heavy-jobs';
import { planSheetImport, type SheetImportInput } from '../lib/menus/sheet/plan-sheet-import';
import { menuPrintJob } from '../lib/menus/print/menu-print-job';
import { drawTicket } from '../lib/kitchen/print/draw-ticket';
import { receiptPdfJob } from '../lib/receipts/receipt-pdf-job';

const JOBS: Record<HeavyJob, (input: never) => Promise<unknown>> = {
  sheetImport: (input: SheetImportInput) => planSheetImport(input),
  menuPrint: menuPrintJob,
  ticketDraw: drawTicket,
  receiptPdf: receiptPdfJob,
};

parentPort?.on('message', async ({ id, job, input }: HeavyRequest) => {
  let reply: HeavyReply;
  try {
    reply = { id, ok: true, value: await JOBS[job](input as never) };
  } catch (err) {
    reply = err instanceof ApiError ? { id, ok: false, refusal: { status: err.status, text: err.text } } : { id, ok: false, bug: (err as Error)?.stack ?? String(err) };
  }
  try {
    parentPort?.postMessage(reply);
  } catch (err) {
    // A reply that cannot be copied to the app (a function or a class instance inside it) would otherwise leave the
    // job unanswered until its time limit: answer it as the bug it is.
    parentPort?.postMessage({ id, ok: false, bug: `the job's answer could not be sent: ${(err as Error)?.message ?? String(err)}` } satisfies HeavyReply);
  }
});
