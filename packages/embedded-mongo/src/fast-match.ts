/**
 * A fast path for the matcher on the commonest filters of indexed reads: field conditions that are a scalar, or
 * operators `$eq/$ne/$gt/$gte/$lt/$lte` of scalars and `$in/$nin` of scalar lists (numbers, strings, booleans, dates,
 * ObjectIds). For a document whose value on each such path is itself a plain scalar, the answer follows mongod's rules directly (equality and
 * ranges within the value's type, as the index bounds bracket them); any other shape — arrays on the path, embedded
 * documents, missing fields under a range, NaN, other BSON types — is left to the full matcher. Used only on index
 * walks, so a collection scan (the full matcher alone) stays the witness the equivalence test compares against.
 */
import { ObjectId } from 'bson';
import { Doc, compareValues, getOwn, isPlainObject } from './values';
import { collationActive } from './collation';

type Check = (v: unknown) => boolean;
const RANGE: Record<string, (c: number) => boolean> = { $gt: (c) => c > 0, $gte: (c) => c >= 0, $lt: (c) => c < 0, $lte: (c) => c <= 0 };

/** A scalar the fast path compares itself: same kinds as index bounds, and no NaN. */
function plainScalar(v: unknown): boolean {
  switch (typeof v) {
    case 'string': case 'boolean': return true;
    case 'number': return !Number.isNaN(v);
    case 'object': return v instanceof Date ? !Number.isNaN(v.getTime()) : v instanceof ObjectId;
    default: return false;
  }
}

/** The kind mongod brackets comparisons by (numbers together, strings, booleans, dates, ObjectIds). */
const kind = (v: unknown): string => (v instanceof Date ? 'date' : v instanceof ObjectId ? 'oid' : typeof v);

const same = (v: unknown, x: unknown) => kind(v) === kind(x) && compareValues(v, x) === 0;

/** One operator of a condition on a plain-scalar value, or undefined when the full matcher must judge it. */
function operatorCheck(op: string, operand: unknown): Check | undefined {
  if (op === '$eq' || op === '$ne') {
    if (!plainScalar(operand)) return undefined;
    return op === '$eq' ? (v) => same(v, operand) : (v) => !same(v, operand);
  }
  if (op === '$in' || op === '$nin') {
    if (!Array.isArray(operand) || !operand.every(plainScalar) || (op === '$in' && !operand.length)) return undefined;
    return op === '$in' ? (v) => operand.some((x) => same(v, x)) : (v) => !operand.some((x) => same(v, x));
  }
  if (op in RANGE && plainScalar(operand)) return (v) => kind(v) === kind(operand) && RANGE[op](compareValues(v, operand));
  return undefined;
}

function conditionCheck(cond: unknown): Check | undefined {
  if (cond instanceof RegExp) return undefined;
  if (plainScalar(cond)) return (v) => same(v, cond);
  if (!isPlainObject(cond)) return undefined;
  const checks = Object.keys(cond).map((op) => operatorCheck(op, cond[op]));
  if (!checks.length || checks.some((c) => !c)) return undefined;
  const all = checks as Check[];
  return all.length === 1 ? all[0] : (v) => all.every((c) => c(v));
}

/** The path's value when every step is a plain object and the value a plain scalar; undefined otherwise. */
function scalarAt(doc: Doc, parts: string[]): unknown {
  let cur: unknown = doc;
  for (const part of parts) {
    if (!isPlainObject(cur)) return undefined;
    cur = getOwn(cur, part);
  }
  return plainScalar(cur) ? cur : undefined;
}

/**
 * A test for `filter` that answers plain-scalar documents itself and asks `full` for the rest; `full` alone when the
 * filter is not made of such conditions (or a collation is active: strings then compare by its rules).
 */
export function fastTest(filter: Doc, full: { test(d: Doc): boolean }): (d: Doc) => boolean {
  const fallback = (d: Doc) => full.test(d);
  if (collationActive()) return fallback;
  const checks: [string[], Check][] = [];
  for (const key of Object.keys(filter)) {
    if (key.startsWith('$') || key.split('.').some((p) => p === '' || /^\d+$/.test(p))) return fallback;
    const check = conditionCheck(filter[key]);
    if (!check) return fallback;
    checks.push([key.split('.'), check]);
  }
  if (!checks.length) return fallback;
  return (d) => {
    for (const [parts, check] of checks) {
      const v = scalarAt(d, parts);
      if (v === undefined) return full.test(d);
      if (!check(v)) return false;
    }
    return true;
  };
}
