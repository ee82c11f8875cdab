import { RateLimit } from '../../models/RateLimit';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** What is limited, e.g. 'login:account'. */
  action: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

const perMinute = (action: string, limit: number): RateLimitRule => ({ action, limit, windowSeconds: 60 });

/**
 * The limits (spec: login, sign-up, verification and resend are rate-limited). Account actions are counted per account
 * (so a flood against one account never blocks another) and per client (so one client cannot walk through accounts);
 * sign-up and the visit beacon per client only. A client is an address (lib/api/client-key.ts).
 */
export const RATE_LIMITS = {
  login: { account: perMinute('login:account', 10), client: perMinute('login:client', 30) },
  verify: { account: perMinute('verify:account', 10), client: perMinute('verify:client', 30) },
  resend: { account: perMinute('resend:account', 5), client: perMinute('resend:client', 20) },
  signup: { client: perMinute('signup:client', 5) },
  visit: { client: perMinute('visit:client', 120) },
} satisfies Record<string, { account?: RateLimitRule; client: RateLimitRule }>;

/**
 * Counts one request for (rule, key) in the current fixed window with one atomic upsert + $inc,
 * and throws 429 once the window's limit is passed.
 */
export async function enforceRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  const doc = await RateLimit.findOneAndUpdate(
    { key: `${rule.action}:${key}`, windowStart },
    { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowStart + windowMs * 2) } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  if (doc && doc.count > rule.limit) {
    throw tooManyRequests('Too many attempts, please wait a minute and try again');
  }
}

/** The client's cap first (a refused client does not count against the account), then the account's own limit. */
export async function enforceAccountRateLimit(
  rules: { account: RateLimitRule; client: RateLimitRule },
  account: string,
  client: string,
): Promise<void> {
  await enforceRateLimit(rules.client, client);
  await enforceRateLimit(rules.account, account.trim().toLowerCase());
}
