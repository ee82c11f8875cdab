import { connectDb } from '../db';
import { onLive } from '../live/live-channel';
import { serverEnv } from '../env';
import { processWide } from '../shared/process-wide';
import { WebhookDelivery } from '../../models/WebhookDelivery';
import { WebhookEndpoint } from '../../models/WebhookEndpoint';
import { openSecret } from '../secrets/secret-box';
import { sendDelivery, type TryResult } from './send-delivery';

/**
 * The webhooks' outbox: deliveries are documents with a due time, so none is lost to a restart; this
 * process sends the due ones. No polling: one timer per process, set to the earliest due delivery after each round
 * (and woken by a new event or a replay); an idle process with nothing pending asks the database nothing. At start
 * (instrumentation.ts) a round picks up what was pending. A delivery is taken by moving its due time past the try's
 * end (a lease): two processes never send it at once, and one that died mid-try leaves it due again.
 *
 * Every instance hears, through the live channel's `delivery` topic, when any delivery becomes due (written, given a
 * retry time, or leased for a try): so a retry scheduled by an instance that then died, or a lease it never gave
 * back, is sent by another one at its time, not when some later event happens to wake that one.
 */
const SENDERS = 4;
/** How long a taken delivery stays taken beyond the try's own time limit. */
const LEASE_SPARE_MS = 30_000;
/** A round that failed (the database away) is tried again this much later. */
const ROUND_RETRY_MS = 5_000;
/** The log keeps a delivery's last tries. */
const ATTEMPTS_KEPT = 50;
/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const state = processWide('webhooks.outbox', () => ({ timer: null as NodeJS.Timeout | null, timerAt: Infinity, running: false, again: false }));

/** Asks for a round at `at` (now by default), unless one is already set for earlier. */
export function wakeOutbox(at: number = Date.now()): void {
  if (state.timer && state.timerAt <= at) return;
  if (state.timer) clearTimeout(state.timer);
  state.timerAt = at;
  state.timer = setTimeout(() => void round(), Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())));
  state.timer.unref();
}

/** At start: send what was pending when the last process stopped, and from then on each delivery at its due time. */
export function resumeWebhookDeliveries(): void {
  const listening = processWide('webhooks.outbox.listening', () => ({ on: false }));
  if (!listening.on) {
    listening.on = true;
    onLive('delivery', (event) => {
      if (event.type === 'resync') return wakeOutbox();
      const due = (event.doc?.dueAt ?? event.updated?.dueAt) as Date | null | undefined;
      if (due) wakeOutbox(new Date(due).getTime());
    });
  }
  wakeOutbox();
}

type Due = { _id: unknown; webhook: unknown; messageId: string; payload: string; failures?: number | null; replayNext?: boolean | null };

async function round(): Promise<void> {
  state.timer = null;
  state.timerAt = Infinity;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    await connectDb();
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        for (let due = await take(); due; due = await take()) await attempt(due);
      }),
    );
    const next = await WebhookDelivery.findOne({ status: 'pending', dueAt: { $ne: null } }, { dueAt: 1 }).sort({ dueAt: 1 }).lean();
    if (next?.dueAt) wakeOutbox(next.dueAt.getTime());
  } catch (err) {
    console.error('[webhooks] outbox round failed:', (err as Error).message);
    wakeOutbox(Date.now() + ROUND_RETRY_MS);
  } finally {
    state.running = false;
    if (state.again) {
      state.again = false;
      wakeOutbox();
    }
  }
}

/** Takes the earliest due delivery for one try (its lease), or null when none is due. */
function take(): Promise<Due | null> {
  const now = Date.now();
  return WebhookDelivery.findOneAndUpdate(
    { status: 'pending', dueAt: { $lte: new Date(now) } },
    { $set: { dueAt: new Date(now + serverEnv().WEBHOOKS_TIMEOUT_MS + LEASE_SPARE_MS) } },
    { sort: { dueAt: 1 }, projection: { webhook: 1, messageId: 1, payload: 1, failures: 1, replayNext: 1 }, returnDocument: 'after' },
  ).lean<Due>();
}

/** One try of a taken delivery, logged; a failure is due again after the schedule's next wait, or failed past its end. */
async function attempt(due: Due): Promise<void> {
  const { WEBHOOKS_RETRY_DELAYS_MS: delays, WEBHOOKS_TIMEOUT_MS: timeoutMs } = serverEnv();
  const at = new Date();
  const hook = await WebhookEndpoint.findById(due.webhook, { url: 1, secretBox: 1 }).lean();
  let result: TryResult;
  if (!hook) result = { status: null, durationMs: 0, error: 'the webhook was deleted', failure: 'deleted' };
  else {
    try {
      result = await sendDelivery({ url: hook.url, secret: openSecret(hook.secretBox, 'webhook-signing-secrets') }, { id: due.messageId, payload: due.payload }, timeoutMs);
    } catch (err) {
      result = { status: null, durationMs: 0, error: (err as Error).message.slice(0, 200), failure: 'unreachable' };
    }
  }
  const failures = result.error === null ? 0 : (due.failures ?? 0) + 1;
  const retryIn = hook && result.error !== null ? delays[failures - 1] : undefined;
  const next =
    result.error === null
      ? { status: 'delivered', dueAt: null }
      : retryIn !== undefined
        ? { status: 'pending', dueAt: new Date(Date.now() + retryIn) }
        : { status: 'failed', dueAt: null };
  await WebhookDelivery.updateOne(
    { _id: due._id },
    {
      $set: { ...next, failures, replayNext: false },
      $push: { attempts: { $each: [{ at, status: result.status, durationMs: result.durationMs, error: result.error, failure: result.failure, replay: Boolean(due.replayNext) }], $slice: -ATTEMPTS_KEPT } },
    },
  );
}
