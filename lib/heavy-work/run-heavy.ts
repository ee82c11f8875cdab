import os from 'node:os';
import { ApiError, serviceUnavailable, tooLarge } from '../api/errors';
import { msg, type Message } from '../i18n/t';
import { processWide } from '../shared/process-wide';
import { HEAVY_JOBS, type HeavyJob, type HeavyLane } from './heavy-jobs';
import { HeavyPool, HeavyRefusal, HeavyWorkError } from './heavy-pool';
import { heavyWorkerStart } from './worker-entry';

/**
 * One pool per lane and process (Next's route bundles and the server share them: lib/shared/process-wide.ts).
 * The long lane: one worker on a machine of two cores or fewer — the other core keeps answering everyone else — two
 * above that; a worker's heap is 256 MB: a legitimate 3,000-row sheet or a 1,000-item paper menu needs a fraction of
 * that. The short lane (kitchen tickets, tens of ms each): one small worker and a longer queue, so an order's tickets
 * are drawn at once even while an owner's paper menu takes the long lane for half a minute.
 */
const POOLS: Record<HeavyLane, () => HeavyPool> = {
  long: () =>
    processWide('heavyWorkPool', () => new HeavyPool({ start: heavyWorkerStart, size: os.availableParallelism() > 2 ? 2 : 1, maxQueue: 8, heapMb: 256, idleMs: 30_000 })),
  short: () => processWide('heavyWorkShortPool', () => new HeavyPool({ start: heavyWorkerStart, size: 1, maxQueue: 64, heapMb: 128, idleMs: 30_000 })),
};

/**
 * Runs a heavy job in the pool and answers its result; `account` (who asked) makes the queue take turns between
 * accounts (heavy-pool.ts). Every way it can go wrong is an answer in the caller's
 * language, never a crash of the app: the job's own refusals as they were thrown (400, 413…), a worker out of memory
 * 413, out of time 422, a full queue 503.
 */
export async function runHeavy<O>(job: HeavyJob, input: unknown, account?: string): Promise<O> {
  try {
    return (await POOLS[HEAVY_JOBS[job].lane]().run(job, input, HEAVY_JOBS[job].timeoutMs, account)) as O;
  } catch (err) {
    if (err instanceof HeavyRefusal) throw new ApiError(err.status, err.text as Message | string);
    if (!(err instanceof HeavyWorkError)) throw err;
    if (err.failure === 'memory') throw tooLarge(msg(HEAVY_JOBS[job].tooHeavy));
    if (err.failure === 'time') throw new ApiError(422, msg('heavyTimedOut'));
    if (err.failure === 'busy') throw serviceUnavailable(msg('heavyBusy'));
    throw err;
  }
}
