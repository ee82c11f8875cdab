import { RateLimit } from '../../models/RateLimit';
import { tooManyRequests } from '../api/errors';
import { msg, type MessageKey } from '../i18n/t';
import { batcher, fulfilled } from '../shared/batcher';

export interface RateLimitRule {
  /** What is limited, e.g. 'login:account'. */
  action: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
  /** The refusal's message when it is not the minute's "too many attempts". */
  message?: MessageKey;
}

const perMinute = (action: string, limit: number, message?: MessageKey): RateLimitRule => ({ action, limit, windowSeconds: 60, ...(message ? { message } : {}) });

/** A client's asks for reset codes, whichever account's allowance they are counted against (one count). */
const RESET_REQUEST_CLIENT = perMinute('reset-request:client', 10);

/**
 * The limits (spec: login, sign-up, verification and resend are rate-limited). Account actions are counted per account
 * (so a flood against one account never blocks another) and per client (so one client cannot walk through accounts);
 * sign-up and the visit beacon per client only. A client is an address (lib/api/client-key.ts).
 */
export const RATE_LIMITS = {
  login: { account: perMinute('login:account', 10), client: perMinute('login:client', 30) },
  /** Failed logins of one client against one account (lib/users/check-login.ts): refused past it. */
  loginPair: { client: perMinute('login:pair', 10) },
  /**
   * Password-reset codes (lib/users/password-reset.ts), asked per account (5 an hour: the owner's mailbox is not
   * flooded) and client. Wrong codes are counted per account over a day, not per code (a new code brings no new
   * tries): 20 a day against a 6-digit code is at most 1 chance in 50,000 a day of a right guess, where one code a
   * minute of 5 tries each allowed 7,200 guesses (1 in 140). Below the day's bound, others' wrong codes never refuse
   * the owner's right one (no per-minute count of the account); past it, the account's codes are 12 digits, bounded
   * per address only (lib/users/reset-try-limits.ts).
   */
  resetRequest: { account: { action: 'reset-request:account-hour', limit: 5, windowSeconds: 3600, message: 'resetRequestsSpent' }, client: RESET_REQUEST_CLIENT },
  /**
   * Asks from an address the account signs in from (lib/users/known-clients.ts), counted per account and address
   * apart from everyone else's: others asking for codes cannot use up the owner's way back in.
   */
  resetRequestKnown: { account: { action: 'reset-request:known-hour', limit: 5, windowSeconds: 3600, message: 'resetRequestsSpent' }, client: RESET_REQUEST_CLIENT },
  reset: { account: { action: 'reset:account-day', limit: 20, windowSeconds: 86_400, message: 'resetTriesSpent' }, client: perMinute('reset:client', 30) },
  /** Password changes by a signed-in user: wrong current passwords per account. */
  passwordChange: { account: perMinute('password-change:account', 10), client: perMinute('password-change:client', 30) },
  verify: { account: perMinute('verify:account', 10), client: perMinute('verify:client', 30) },
  resend: { account: perMinute('resend:account', 5), client: perMinute('resend:client', 20) },
  signup: { client: perMinute('signup:client', 5) },
  visit: { client: perMinute('visit:client', 120) },
  /** Visits without the visitor cookie counted as new visitors, per client (more are answered, not counted). */
  visitNew: { client: perMinute('visit-new:client', 10) },
  /** Interest taps per client (lib/menus/record-interest.ts). */
  interest: { client: perMinute('interest:client', 60) },
  /** Carts created per client (lib/carts/create-cart.ts). */
  cartCreate: { client: perMinute('cart-create:client', 20) },
  /**
   * Diners' orders: per client, and (table ids are public, so many addresses can act for one table) per table of a
   * menu and per menu, sized above a busy restaurant's rush (lib/diner-orders/check-order-room.ts).
   */
  dinerOrder: { client: perMinute('diner-order:client', 20), table: perMinute('diner-order:table', 6, 'tableOrdersBusy'), menu: perMinute('diner-order:menu', 120, 'menuOrdersBusy') },
  /** Calls for the waiter or the bill (lib/diner-orders/table-calls.ts): per client, per table of a menu, per menu. */
  tableCall: { client: perMinute('table-call:client', 6), table: perMinute('table-call:table', 10, 'tableCallsBusy'), menu: perMinute('table-call:menu', 60, 'menuCallsBusy') },
  /** Heavy work an owner asks for (lib/limits/heavy-work-limit.ts): imports of a sheet and paper menus, per menu and account. */
  sheetImport: { menu: perMinute('sheet-import:menu', 30), account: perMinute('sheet-import:account', 60) },
  menuPrint: { menu: perMinute('menu-print:menu', 20), account: perMinute('menu-print:account', 40) },
} satisfies Record<string, { account?: RateLimitRule; client?: RateLimitRule; table?: RateLimitRule; menu?: RateLimitRule }>;

/** One count: the key's document (`action:client`) and its rule's window. */
type Counting = { id: string; windowMs: number };
/** What a count saw: this window's count with this request in it, the previous window's, and the window counted in. */
type Seen = { c: number; p: number; now: number; windowStart: number };

/**
 * The update of one count: in the window it counts in, +1; when the window has turned, the count moves to `p` (or to
 * nothing after an idle window) and the new window starts at 1. A pipeline: it reads the fields it replaces.
 */
function bump(windowStart: number, windowMs: number) {
  const inThisWindow = { $eq: ['$w', windowStart] };
  return [
    {
      $set: {
        p: { $switch: { branches: [{ case: inThisWindow, then: '$p' }, { case: { $eq: ['$w', windowStart - windowMs] }, then: '$c' }], default: 0 } },
        c: { $cond: [inThisWindow, { $add: ['$c', 1] }, 1] },
        w: windowStart,
        expiresAt: new Date(windowStart + windowMs * 2),
      },
    },
  ];
}

/**
 * The counts made at the same moment go together (lib/shared/batcher.ts), at one clock reading: alone, one atomic
 * upserting findOneAndUpdate; several, one ordered bulk of the same updates and one read of their keys. The k-th of
 * m counts of one key in a batch is answered the count as it stood after it (the final one less the m−1−k after it),
 * so a burst is judged like one sent in a row.
 */
const countNow = batcher<Counting, Seen>(async (counts) => {
  const now = Date.now();
  const windowOf = (windowMs: number) => Math.floor(now / windowMs) * windowMs;
  if (counts.length === 1) {
    const [{ id, windowMs }] = counts;
    const doc = await RateLimit.findOneAndUpdate({ key: id }, bump(windowOf(windowMs), windowMs), {
      upsert: true,
      returnDocument: 'after',
      updatePipeline: true,
      projection: { c: 1, p: 1 },
    }).lean();
    return [fulfilled({ c: doc?.c ?? 1, p: doc?.p ?? 0, now, windowStart: windowOf(windowMs) })];
  }
  await RateLimit.bulkWrite(
    counts.map(({ id, windowMs }) => ({ updateOne: { filter: { key: id }, update: bump(windowOf(windowMs), windowMs), upsert: true } })),
    { ordered: true },
  );
  const docs = await RateLimit.find({ key: { $in: [...new Set(counts.map((k) => k.id))] } }, { key: 1, c: 1, p: 1 }).lean();
  const byKey = new Map(docs.map((d) => [d.key, d]));
  const after = new Map<string, number>();
  for (const { id } of counts) after.set(id, (after.get(id) ?? 0) + 1);
  return counts.map(({ id, windowMs }) => {
    const later = (after.get(id) ?? 1) - 1;
    after.set(id, later);
    const doc = byKey.get(id);
    return fulfilled({ c: (doc?.c ?? 1) - later, p: doc?.p ?? 0, now, windowStart: windowOf(windowMs) });
  });
});

/**
 * Counts one request for (rule, key) and answers whether the rule's limit is passed, as a sliding window: the current
 * fixed window's count plus the previous window's, weighted by how much of it still lies inside the last
 * `windowSeconds`. A burst that straddles a window boundary is therefore held to the limit too (a plain fixed window
 * would let up to twice the limit through at the turn of the minute). Counting comes first and is atomic, so a burst
 * sent at once is judged like one sent in a row.
 */
async function count(rule: RateLimitRule, key: string): Promise<CountedAttempt & { over: boolean }> {
  const windowMs = rule.windowSeconds * 1000;
  const id = `${rule.action}:${key}`;
  const { c, p, now, windowStart } = await countNow({ id, windowMs });
  const previousWeight = 1 - (now - windowStart) / windowMs;
  return {
    over: c + p * previousWeight > rule.limit,
    async release() {
      await RateLimit.updateOne({ key: id, w: windowStart, c: { $gt: 0 } }, { $inc: { c: -1 } });
    },
  };
}

/** One counted request: `release()` takes it back (a login that turned out right is not held against anyone). */
export interface CountedAttempt {
  release(): Promise<void>;
}

/** Whether the next request for (rule, key) would be refused, read without counting one. */
export async function rateLimitSpent(rule: RateLimitRule, key: string): Promise<boolean> {
  const windowMs = rule.windowSeconds * 1000;
  const now = Date.now();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const doc = await RateLimit.findOne({ key: `${rule.action}:${key}` }, { c: 1, p: 1, w: 1 }).lean<{ c?: number; p?: number; w?: number }>();
  const [c, p] = doc?.w === windowStart ? [doc.c ?? 0, doc.p ?? 0] : doc?.w === windowStart - windowMs ? [0, doc.c ?? 0] : [0, 0];
  return c + 1 + p * (1 - (now - windowStart) / windowMs) > rule.limit;
}

/** Counts one request like enforceRateLimit without refusing, for limits that slow callers down instead. */
export const countAttempt = count;

/** Counts one request for (rule, key) and throws 429 once the limit of the last `windowSeconds` is passed, with the rule's own message, else "too many attempts". */
export async function enforceRateLimit(rule: RateLimitRule, key: string): Promise<CountedAttempt> {
  const attempt = await count(rule, key);
  if (attempt.over) throw tooManyRequests(msg(rule.message ?? 'tooManyAttempts'));
  return attempt;
}

/**
 * The client's cap first (a refused client does not count against the account), then the account's own limit.
 * Both count failed attempts only: the caller releases the attempt when it succeeds (right password, right code), so
 * the owner's correct logins never use up the window, and a flood of wrong ones locks neither other accounts nor
 * other clients.
 */
export async function enforceAccountRateLimit(
  rules: { account: RateLimitRule; client: RateLimitRule },
  account: string,
  client: string,
): Promise<CountedAttempt> {
  const byClient = await enforceRateLimit(rules.client, client);
  const byAccount = await enforceRateLimit(rules.account, account.trim().toLowerCase());
  return {
    async release() {
      await Promise.all([byClient.release(), byAccount.release()]);
    },
  };
}
