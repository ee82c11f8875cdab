/**
 * How `npm start` restarts its app after a crash, from the environment, parsed the way lib/env.ts parses the server's
 * settings (a whole number, or the default when unset or not one):
 * - APP_RESTART_MAX (5) crashes within APP_RESTART_WINDOW_S (120) seconds: give up and exit non-zero, so whatever
 *   runs `npm start` (systemd, a person) sees it fail instead of a loop that never serves.
 * - APP_RESTART_BACKOFF_MS (1000): the wait before the first restart, doubled for each crash still in the window, at
 *   most APP_RESTART_BACKOFF_MAX_MS (30000).
 */
import { z } from 'zod';
import { count } from '../../lib/env';

const schema = z.object({
  APP_RESTART_MAX: count(5),
  APP_RESTART_WINDOW_S: count(120),
  APP_RESTART_BACKOFF_MS: count(1000),
  APP_RESTART_BACKOFF_MAX_MS: count(30_000),
});

export interface RestartPolicy {
  /** Crashes within the window that make the supervisor give up. */
  maxCrashes: number;
  windowMs: number;
  backoffMs: number;
  backoffMaxMs: number;
}

export function restartPolicy(env: NodeJS.ProcessEnv = process.env): RestartPolicy {
  const s = schema.parse(env);
  return {
    maxCrashes: s.APP_RESTART_MAX,
    windowMs: s.APP_RESTART_WINDOW_S * 1000,
    backoffMs: s.APP_RESTART_BACKOFF_MS,
    backoffMaxMs: Math.max(s.APP_RESTART_BACKOFF_MAX_MS, s.APP_RESTART_BACKOFF_MS),
  };
}

/** The wait before the next start, given how many crashes are inside the window (1 for the first). */
export const backoffFor = (policy: RestartPolicy, crashesInWindow: number): number =>
  Math.min(policy.backoffMaxMs, policy.backoffMs * 2 ** Math.max(0, crashesInWindow - 1));
