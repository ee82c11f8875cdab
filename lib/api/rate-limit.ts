import { RateLimit } from '../../models/RateLimit';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** What is limited, e.g. 'login'. */
  action: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** The limits of the account endpoints (spec: login, sign-up, verification and resend are rate-limited). */
export const RATE_LIMITS = {
  login: { action: 'login', limit: 10, windowSeconds: 60 },
  signup: { action: 'signup', limit: 5, windowSeconds: 60 },
  verify: { action: 'verify', limit: 10, windowSeconds: 60 },
  resend: { action: 'resend', limit: 5, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one request for (rule, client) in the current fixed window with one atomic upsert + $inc,
 * and throws 429 once the window's limit is passed.
 */
export async function enforceRateLimit(rule: RateLimitRule, client: string): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  const key = `${rule.action}:${client}`;
  const doc = await RateLimit.findOneAndUpdate(
    { key, windowStart },
    { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowStart + windowMs * 2) } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  if (doc && doc.count > rule.limit) {
    throw tooManyRequests('Too many attempts, please wait a minute and try again');
  }
}
