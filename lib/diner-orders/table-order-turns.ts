import { processWide } from '../shared/process-wide';

/** The last turn queued for each key (a menu's table), dropped when it ends with nothing behind it. */
const tails = processWide('tableOrderTurns', () => new Map<string, Promise<unknown>>());

/**
 * Runs `fn` when the turns queued before it for the same key have ended (null: at once). What a diner's order reads of
 * its table (how many of its orders are open) and its insert then happen with no other order of that table in
 * between on this instance; on several instances the per-table rate (check-order-room.ts) bounds what passes together.
 * A table's orders are few, so queuing them costs nothing a diner notices; other tables are not held up.
 */
export async function inTableTurn<T>(key: string | null, fn: () => Promise<T>): Promise<T> {
  if (!key) return fn();
  const run = (tails.get(key) ?? Promise.resolve()).then(fn, fn);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
