import type { Types } from 'mongoose';
import { PrintJob } from '../../models/PrintJob';
import { processWide } from '../shared/process-wide';

export type StoredJob = { _id: string; printer: unknown; order?: string | null; ticket?: unknown; state: string; createdAt?: Date };

/** The printer's next job: one already sent and not confirmed first (the printer asks for it again), then the oldest waiting. */
export async function nextJob(printerId: Types.ObjectId): Promise<StoredJob | null> {
  return (
    (await PrintJob.findOne({ printer: printerId, state: 'sent' }).sort({ sentAt: 1 }).lean<StoredJob>()) ??
    (await PrintJob.findOne({ printer: printerId, state: 'waiting' }).sort({ createdAt: 1, _id: 1 }).lean<StoredJob>())
  );
}

/** A job handed to its printer (or bridge): sent, and counted. Conditional on its state, so a job printed meanwhile stays printed. */
export const markSent = (jobId: string) =>
  PrintJob.updateOne({ _id: jobId, state: { $in: ['waiting', 'sent'] } }, { $set: { state: 'sent', sentAt: new Date() }, $inc: { sends: 1 } });

/** The printer's word on a sent job: printed, or failed and why. Only a sent job changes (a confirmation twice changes nothing twice). */
export const markDone = (printerId: Types.ObjectId, jobId: string, printed: boolean, error = '') =>
  PrintJob.findOneAndUpdate(
    { _id: jobId, printer: printerId, state: 'sent' },
    { $set: printed ? { state: 'printed', printedAt: new Date(), error: '' } : { state: 'failed', error } },
    { returnDocument: 'after' },
  ).lean<StoredJob>();

/** This instance's bridges, told at once when a job is queued here (a test print, a reprint): no wait for the next order. */
type Wake = () => void;
const waiting = () => processWide('printJobWakers', () => new Map<string, Set<Wake>>());
export function onJobQueued(printerId: string, wake: Wake): () => void {
  const set = waiting().get(printerId) ?? new Set<Wake>();
  set.add(wake);
  waiting().set(printerId, set);
  return () => {
    set.delete(wake);
    if (set.size === 0) waiting().delete(printerId);
  };
}
export const jobQueued = (printerId: string) => waiting().get(printerId)?.forEach((wake) => wake());
