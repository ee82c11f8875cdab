import type { OrderFilters } from '../validation/orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A 'from' date: the start of that day (UTC) when only a day is given. */
const fromDate = (v: string) => new Date(v.length === 10 ? `${v}T00:00:00.000Z` : v);
/** A 'to' date is inclusive: the whole day when only a day is given (before the next day's start). */
const toDateExclusive = (v: string) => (v.length === 10 ? new Date(Date.parse(`${v}T00:00:00.000Z`) + DAY_MS) : new Date(Date.parse(v) + 1));

function range(from?: string, to?: string) {
  if (!from && !to) return undefined;
  return { ...(from ? { $gte: fromDate(from) } : {}), ...(to ? { $lt: toDateExclusive(to) } : {}) };
}

/**
 * The MongoDB filter of the orders list (spec §7 GET /api/v1/orders), one condition per given filter, each served by
 * an index of models/Order.ts. `top` is the exact paid fraction (1 = fully paid), `topGt`/`topLt` strict bounds.
 */
export function orderFilter(f: Partial<OrderFilters>): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (f.canceled !== undefined) q.canceled = f.canceled ? true : { $ne: true };
  const created = range(f.createdAtFrom, f.createdAtTo);
  if (created) q.createdAt = created;
  const subEnd = range(f.subEndFrom, f.subEndTo);
  if (subEnd) q.subEnd = subEnd;
  if (f.top !== undefined || f.topGt !== undefined || f.topLt !== undefined) {
    q.totalOnPaid = {
      ...(f.top !== undefined ? { $eq: f.top } : {}),
      ...(f.topGt !== undefined ? { $gt: f.topGt } : {}),
      ...(f.topLt !== undefined ? { $lt: f.topLt } : {}),
    };
  }
  if (f.status) q.status = f.status;
  if (f.hasUnreadyEdits !== undefined) q['requiredEdits.status'] = f.hasUnreadyEdits ? 'unready' : { $ne: 'unready' };
  if (f.username) q['user.username'] = f.username;
  return q;
}
