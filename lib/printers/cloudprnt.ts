import { PrintJob } from '../../models/PrintJob';
import { Menu } from '../../models/Menu';
import { badRequest } from '../api/errors';
import { msg } from '../i18n/t';
import { ensureJobs } from './ensure-jobs';
import { printerOfKey } from './find-printer';
import { drawJob } from './job-drawing';
import { markDone, markSent, nextJob, type StoredJob } from './print-jobs';
import type { StoredPrinter } from './printer-view';

/**
 * Star CloudPRNT, server side (Star's CloudPRNT protocol as documented): the printer POSTs its status to its
 * URL every few seconds and is told whether a job is ready and in which media types; it GETs the job in a type it
 * chose, prints it, and DELETEs to confirm with its result code ('200 OK', or what went wrong). The printer's secret is
 * in the URL. The job is the ticket's PNG (1 bit, the paper's width in dots), drawn when the printer asks for it.
 */
export const CLOUDPRNT_MEDIA = 'image/png';

async function timeZoneOf(printer: StoredPrinter) {
  return (await Menu.findById(printer.menu, { timeZone: 1 }).lean<{ timeZone?: string }>())?.timeZone ?? 'Asia/Amman';
}

/** The poll: `{ jobReady, mediaTypes, jobToken }` (the token names the job the printer will GET and confirm). */
export async function cloudPrntPoll(key: string): Promise<Record<string, unknown>> {
  const printer = await printerOfKey(key, 'cloudprnt');
  await ensureJobs(printer, await timeZoneOf(printer));
  const job = await nextJob(printer._id);
  return job ? { jobReady: true, mediaTypes: [CLOUDPRNT_MEDIA], jobToken: job._id } : { jobReady: false };
}

async function jobOf(printer: StoredPrinter, token: string | null): Promise<StoredJob | null> {
  return token ? PrintJob.findOne({ _id: token, printer: printer._id }).lean<StoredJob>() : nextJob(printer._id);
}

/** The GET: the job's PNG, now sent. A type the server did not offer is a 400; no job is a 404 (the printer asks again later). */
export async function cloudPrntJob(key: string, type: string | null, token: string | null): Promise<Response> {
  const printer = await printerOfKey(key, 'cloudprnt');
  if (type && type !== CLOUDPRNT_MEDIA) throw badRequest(`Unsupported media type: ${type.slice(0, 40)}`);
  const job = await jobOf(printer, token);
  if (!job || job.state === 'printed' || job.state === 'failed') return new Response(null, { status: 404 });
  const drawn = await drawJob(job, printer);
  await markSent(job._id);
  return new Response(Buffer.from(drawn.png), { headers: { 'content-type': CLOUDPRNT_MEDIA, 'cache-control': 'no-store' } });
}

/** The DELETE: the printer's result code for the job it printed: 2xx printed, anything else failed (with the code). */
export async function cloudPrntConfirm(key: string, code: string | null, token: string | null): Promise<Response> {
  const printer = await printerOfKey(key, 'cloudprnt');
  const job = await jobOf(printer, token);
  if (!job) return new Response(null, { status: 200 });
  const result = (code ?? '').trim();
  if (!result) throw badRequest(msg('required', { field: 'code' }));
  await markDone(printer._id, job._id, /^2\d\d/.test(result), result.slice(0, 100));
  return new Response(null, { status: 200 });
}
