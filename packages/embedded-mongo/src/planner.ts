/**
 * The query planner for ordered indexes: which index answers a filter (and a sort), with which exact bounds, and
 * the walk over those bounds.
 *
 * Bounds come from the filter's top-level fields (and `$and` members): equality and `$eq` on a scalar, `$in` of
 * scalars, `$gt/$gte/$lt/$lte` (within the value's BSON type, as mongod brackets them) and prefix-anchored regexes.
 * A compound index takes equality bounds on its leading fields and then one range. On a multikey index two ranges
 * on one field are not intersected (an array may satisfy each with a different element). Every document the walk
 * yields is then tested with the full filter, so the bounds only need to contain every match — and they do, which
 * the property test (index against collection scan) checks.
 *
 * An index also serves a sort when its fields, after the equality-bound ones, are the sort's leading fields in the
 * same (or all opposite) directions and it is not multikey, sparse or partial: the walk then yields documents in
 * sort order and a `limit` stops it early. Documents whose index keys tie on those fields are sorted by the full sort
 * spec in natural order, exactly as the in-memory sort would order them.
 *
 * Choice: with a `hint` that index (or `$natural`: a collection scan); otherwise the index with the most equality
 * fields, then a range, then serving the sort, then unique. Not used under a collation (the entries are in binary
 * string order) and not for partial indexes.
 */
import type { Collection } from './storage';
import type { Index } from './indexes';
import { keyAt, type Entry } from './index-tree';
import { Doc, compareValues, formatValue, isPlainObject, typeRank } from './values';
import { collationActive, withoutCollation } from './collation';
import { err } from './errors';

type Bound = { v: unknown; inc: boolean } | { type: number } | { prefix: string };
export interface Interval { lo?: Bound; hi?: Bound; point?: boolean }

export interface IndexPlan {
  ix: Index;
  /** Intervals per leading index field that has bounds (the rest are unbounded). */
  bounds: Interval[][];
  /** Number of leading sort fields the index order provides (0: none). */
  sortFields: number;
  direction: 1 | -1;
}

const INDEXABLE_RANKS = new Set([2, 3, 7, 8, 9]);
/** Scalars the bounds are built from: numbers, strings (not symbols), ObjectIds, booleans and dates. */
const indexable = (v: unknown): boolean => INDEXABLE_RANKS.has(typeRank(v)) && (typeRank(v) !== 3 || typeof v === 'string');

function point(v: unknown): Interval { return { lo: { v, inc: true }, hi: { v, inc: true }, point: true }; }

/** The literal prefix of an anchored regex, or undefined when it is not prefix-anchored. */
function regexPrefix(re: RegExp): string | undefined {
  if (re.flags.includes('i') || re.flags.includes('m')) return undefined;
  const src = re.source;
  if (!src.startsWith('^') || src.includes('|')) return undefined;
  let prefix = '';
  for (let i = 1; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') {
      const nx = src[i + 1];
      if (nx === undefined || /[A-Za-z0-9]/.test(nx)) break;
      prefix += nx;
      i++;
      continue;
    }
    if ('^$.|?*+()[]{}'.includes(ch)) {
      if ('?*{'.includes(ch)) prefix = prefix.slice(0, -1);
      break;
    }
    prefix += ch;
  }
  return prefix;
}

function regexInterval(re: RegExp): Interval | undefined {
  const p = regexPrefix(re);
  if (p === undefined) return undefined;
  return p === '' ? { lo: { type: 3 }, hi: { type: 3 } } : { lo: { v: p, inc: true }, hi: { prefix: p } };
}

/** Intervals one field condition allows (undefined: no bounds from it). */
function intervalsOf(cond: unknown, multikey: boolean): Interval[] | undefined {
  if (cond instanceof RegExp) { const r = regexInterval(cond); return r && [r]; }
  if (!isPlainObject(cond)) return indexable(cond) ? [point(cond)] : undefined;
  const keys = Object.keys(cond);
  if (!keys.length || !keys.every((k) => k.startsWith('$'))) return undefined; // an embedded document: no bounds
  if ('$eq' in cond && indexable(cond.$eq)) return [point(cond.$eq)];
  if (Array.isArray(cond.$in) && cond.$in.length && cond.$in.length <= 200 && cond.$in.every(indexable)) {
    const vals = withoutCollation(() => [...cond.$in as unknown[]].sort(compareValues));
    const out: Interval[] = [];
    for (const v of vals) if (!out.length || compareValues(out[out.length - 1].lo && (out[out.length - 1].lo as { v: unknown }).v, v) !== 0) out.push(point(v));
    return out;
  }
  if ('$regex' in cond && typeof cond.$options !== 'string') {
    const re = cond.$regex instanceof RegExp ? cond.$regex : typeof cond.$regex === 'string' ? safeRegExp(cond.$regex) : undefined;
    const r = re && regexInterval(re);
    if (r) return [r];
  }
  let iv: Interval | undefined;
  for (const op of keys) {
    const v = cond[op];
    if (!['$gt', '$gte', '$lt', '$lte'].includes(op) || !indexable(v)) continue;
    if (iv && multikey) break;
    iv ??= { lo: { type: typeRank(v) }, hi: { type: typeRank(v) } };
    if (op === '$gt' || op === '$gte') {
      const b = { v, inc: op === '$gte' };
      if (!('v' in iv.lo!) || tighterLo(b, iv.lo as { v: unknown; inc: boolean })) iv.lo = b;
      if ('type' in iv.hi! && iv.hi.type !== typeRank(v)) return [];
    } else {
      const b = { v, inc: op === '$lte' };
      if (!('v' in iv.hi!) || tighterHi(b, iv.hi as { v: unknown; inc: boolean })) iv.hi = b;
      if ('type' in iv.lo! && iv.lo.type !== typeRank(v)) return [];
    }
  }
  if (iv && 'v' in iv.lo! && 'v' in iv.hi! && typeRank(iv.lo.v) !== typeRank(iv.hi.v)) return [];
  return iv && [iv];
}

function safeRegExp(src: string): RegExp | undefined {
  try { return new RegExp(src); } catch { return undefined; }
}

const tighterLo = (a: { v: unknown; inc: boolean }, b: { v: unknown; inc: boolean }) => { const c = compareValues(a.v, b.v); return c > 0 || (c === 0 && !a.inc); };
const tighterHi = (a: { v: unknown; inc: boolean }, b: { v: unknown; inc: boolean }) => { const c = compareValues(a.v, b.v); return c < 0 || (c === 0 && !a.inc); };

/** Field conditions of the filter's implicit AND (top level and `$and` members), first one per path. */
function fieldConditions(filter: Doc, out = new Map<string, unknown>()): Map<string, unknown> {
  for (const k of Object.keys(filter)) {
    const v = filter[k];
    if (k === '$and' && Array.isArray(v)) { for (const m of v) if (isPlainObject(m)) fieldConditions(m, out); continue; }
    if (k.startsWith('$')) continue;
    if (!out.has(k)) out.set(k, v);
  }
  return out;
}

function belowLo(v: unknown, iv: Interval): boolean {
  const lo = iv.lo;
  if (!lo) return false;
  if ('type' in lo) return typeRank(v) < lo.type;
  if ('prefix' in lo) return false;
  const c = compareValues(v, lo.v);
  return c < 0 || (c === 0 && !lo.inc) || typeRank(v) < typeRank(lo.v);
}

function aboveHi(v: unknown, iv: Interval): boolean {
  const hi = iv.hi;
  if (!hi) return false;
  if ('type' in hi) return typeRank(v) > hi.type;
  if ('prefix' in hi) {
    const r = typeRank(v);
    if (r !== 3) return r > 3;
    const s = String(v);
    return !s.startsWith(hi.prefix) && s > hi.prefix;
  }
  const c = compareValues(v, hi.v);
  return c > 0 || (c === 0 && !hi.inc) || typeRank(v) > typeRank(hi.v);
}

interface Scan { prefix: unknown[]; last?: Interval }

/** Bounds of an index for the filter: intervals for its leading fields (equalities, then at most one range). */
function boundsFor(ix: Index, conds: Map<string, unknown>): Interval[][] {
  const out: Interval[][] = [];
  for (const f of ix.fields) {
    if (!conds.has(f)) break;
    const ivs = intervalsOf(conds.get(f), ix.tree!.multikey);
    if (!ivs) break;
    out.push(ivs);
    if (!ivs.every((i) => i.point)) break;
  }
  return out;
}

/** How many leading sort fields the index order gives after `eq` equality-bound fields, and in which direction. */
function sortProvided(ix: Index, bounds: Interval[][], sort: Doc | undefined): { n: number; dir: 1 | -1 } {
  if (!sort || ix.tree!.multikey || ix.sparse || ix.partialFilter) return { n: 0, dir: 1 };
  const sk = Object.keys(sort);
  let eq = 0;
  while (eq < bounds.length && bounds[eq].length === 1 && bounds[eq][0].point) eq++;
  for (let start = 0; start <= eq; start++) {
    let n = 0;
    let dir: 1 | -1 = 1;
    while (n < sk.length && start + n < ix.fields.length && ix.fields[start + n] === sk[n]) {
      const sd = sort[sk[n]];
      if (typeof sd !== 'number' && typeof (sd as { valueOf(): unknown })?.valueOf() !== 'number') break;
      const d = (Number(sd) < 0 ? -1 : 1) * ix.tree!.dirs[start + n];
      if (n === 0) dir = d as 1 | -1; else if (d !== dir) break;
      n++;
    }
    // the fields before `start` are pinned to one value each; bounded fields after them are walked in order
    if (n > 0 && start <= eq) return { n, dir };
  }
  return { n: 0, dir: 1 };
}

function hintedIndex(c: Collection, hint: unknown): Index | 'natural' | undefined {
  if (hint === undefined || hint === null || (isPlainObject(hint) && !Object.keys(hint).length) || hint === '') return undefined;
  if (isPlainObject(hint) && '$natural' in hint) return 'natural';
  const ix = typeof hint === 'string'
    ? c.indexes.find((i) => i.name === hint)
    : isPlainObject(hint) ? c.indexes.find((i) => JSON.stringify(Object.entries(i.spec.key).map(([k, v]) => [k, Number(v)])) === JSON.stringify(Object.entries(hint).map(([k, v]) => [k, Number(v)]))) : undefined;
  if (!ix) throw err(2, 'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
  return ix;
}

/** The index plan for a filter (and sort), or undefined for a collection scan. */
export function planIndex(c: Collection, filter: Doc, sort?: Doc, hint?: unknown): IndexPlan | undefined {
  const hinted = hintedIndex(c, hint);
  if (hinted === 'natural' || collationActive()) return undefined;
  const conds = fieldConditions(filter);
  const candidates = c.orderedIndexes().filter((ix) => (hinted ? ix === hinted : !ix.spec.hidden && !ix.partialFilter));
  let best: IndexPlan | undefined;
  let bestScore = 0;
  for (const ix of candidates) {
    if (ix.partialFilter) continue;
    const bounds = boundsFor(ix, conds);
    const s = sortProvided(ix, bounds, sort);
    const points = bounds.filter((b) => b.every((i) => i.point)).length;
    const ranged = bounds.length > points ? 1 : 0;
    if (!bounds.length && !s.n && !hinted) continue;
    if (ix.sparse && !bounds.length) continue;
    const score = points * 10 + ranged * 5 + (s.n ? 6 : 0) + (ix.unique && points === ix.fields.length ? 3 : 0) + 1;
    if (score > bestScore) { best = { ix, bounds, sortFields: s.n, direction: s.dir }; bestScore = score; }
  }
  return best;
}

/**
 * With a sort and a limit two plans compete: walking an index in the sort's order, which can stop after `need`
 * matches, and the plan with the fewest keys in its bounds, which tests and sorts every document within them. Like
 * mongod's trial run, the caller walks the sorted plan with a budget of keys (what the bounded plan would cost) and
 * falls back to the bounded plan when the budget runs out (matches far from the sort's start, e.g. correlated fields).
 * Undefined when there is no such choice (one plan does both, or there is no plan of one kind).
 */
export function sortedTrial(c: Collection, filter: Doc, sort: Doc, need: number): { sorted: IndexPlan; bounded: IndexPlan; budget: number } | undefined {
  if (!Number.isFinite(need)) return undefined;
  const conds = fieldConditions(filter);
  let sorted: { plan: IndexPlan; keys: number } | undefined;
  let bounded: { plan: IndexPlan; keys: number } | undefined;
  for (const ix of c.orderedIndexes()) {
    if (ix.partialFilter || ix.spec.hidden || ix.tree!.irregular.size) continue;
    const bounds = boundsFor(ix, conds);
    const s = sortProvided(ix, bounds, sort);
    if (!s.n && (!bounds.length || ix.sparse)) continue;
    const plan: IndexPlan = { ix, bounds, sortFields: s.n, direction: s.dir };
    const keys = keysInBounds(plan);
    if (s.n && !ix.sparse && (!sorted || keys < sorted.keys)) sorted = { plan, keys };
    if (bounds.length && (!bounded || keys < bounded.keys)) bounded = { plan, keys };
  }
  if (!sorted || !bounded || sorted.plan.ix === bounded.plan.ix || bounded.keys >= sorted.keys || bounded.keys <= need) return undefined;
  return { sorted: sorted.plan, bounded: bounded.plan, budget: bounded.keys };
}

/**
 * For counting (no sort): the plan whose bounds hold the fewest keys — the fewest documents to test. With a hint,
 * that index.
 */
export function narrowestPlan(c: Collection, filter: Doc, hint?: unknown): IndexPlan | undefined {
  const chosen = planIndex(c, filter, undefined, hint);
  if (!chosen || hint !== undefined) return chosen;
  const conds = fieldConditions(filter);
  let best = chosen;
  let bestKeys = keysInBounds(chosen);
  for (const ix of c.orderedIndexes()) {
    if (ix === chosen.ix || ix.partialFilter || ix.spec.hidden) continue;
    const bounds = boundsFor(ix, conds);
    if (!bounds.length) continue;
    const plan: IndexPlan = { ix, bounds, sortFields: 0, direction: 1 };
    const keys = keysInBounds(plan);
    if (keys < bestKeys) { best = plan; bestKeys = keys; }
  }
  return best;
}

/** How many index entries lie within the plan's bounds: binary searches only, no entry is visited. */
export function keysInBounds(plan: IndexPlan): number {
  const tree = plan.ix.tree!;
  const view = tree.readView();
  const count = (list: Entry[] | undefined, s: Scan) => { if (!list?.length) return 0; const [a, b] = range(list, tree.dirs, s); return b - a; };
  return withoutCollation(() => scans(plan).reduce((n, s) => n + count(view.list, s) + count(view.extra, s) - count(view.hiddenEntries, s), 0));
}

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte']);

/** A field condition the bounds capture completely: a scalar, `$eq`, `$in` of scalars, or a range of scalars. */
function exactlyBounded(cond: unknown): boolean {
  if (cond instanceof RegExp) return false;
  if (!isPlainObject(cond)) return indexable(cond);
  const keys = Object.keys(cond);
  if (keys.length === 1 && keys[0] === '$eq') return indexable(cond.$eq);
  if (keys.length === 1 && keys[0] === '$in') return Array.isArray(cond.$in) && cond.$in.length > 0 && cond.$in.length <= 200 && cond.$in.every(indexable);
  return keys.length > 0 && keys.every((k) => RANGE_OPS.has(k) && indexable(cond[k]));
}

/**
 * True when every document within the plan's bounds matches the filter, so a count needs no document: the filter is
 * only field conditions, each on a bounded field of the index and captured by its bounds completely, and the index
 * holds one entry per document (not multikey, not sparse, no irregular shapes).
 */
export function boundsAreExact(plan: IndexPlan, filter: Doc): boolean {
  const tree = plan.ix.tree!;
  if (tree.multikey || tree.irregular.size || plan.ix.sparse || plan.ix.partialFilter) return false;
  const keys = Object.keys(filter);
  if (keys.length !== plan.bounds.length) return false;
  const bounded = plan.ix.fields.slice(0, plan.bounds.length);
  return keys.every((k) => !k.startsWith('$') && bounded.includes(k) && exactlyBounded(filter[k]));
}

/** The scans (equality prefix + last interval) of a plan, in index order. */
function scans(plan: IndexPlan): Scan[] {
  const dirs = plan.ix.tree!.dirs;
  let out: Scan[] = [{ prefix: [] }];
  plan.bounds.forEach((ivs, f) => {
    const ordered = dirs[f] < 0 ? [...ivs].reverse() : ivs;
    const isLast = f === plan.bounds.length - 1 && !ivs.every((i) => i.point);
    const next: Scan[] = [];
    for (const s of out) for (const iv of ordered) next.push(isLast ? { prefix: s.prefix, last: iv } : { prefix: [...s.prefix, (iv.lo as { v: unknown }).v] });
    out = next.slice(0, 5000);
  });
  return out;
}

/** [start, end) of one scan in the sorted entries. */
function range(list: Entry[], dirs: number[], scan: Scan): [number, number] {
  const p = scan.prefix.length;
  const cmpPrefix = (e: Entry): number => {
    for (let i = 0; i < p; i++) {
      const c = compareValues(keyAt(e, i), scan.prefix[i]);
      if (c !== 0) return c * dirs[i];
    }
    return 0;
  };
  const before = (e: Entry): boolean => {
    const c = cmpPrefix(e);
    if (c !== 0) return c < 0;
    if (!scan.last) return false;
    return dirs[p] > 0 ? belowLo(keyAt(e, p), scan.last) : aboveHi(keyAt(e, p), scan.last);
  };
  const after = (e: Entry): boolean => {
    const c = cmpPrefix(e);
    if (c !== 0) return c > 0;
    if (!scan.last) return false;
    return dirs[p] > 0 ? aboveHi(keyAt(e, p), scan.last) : belowLo(keyAt(e, p), scan.last);
  };
  const search = (pred: (e: Entry) => boolean): number => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(list[mid])) lo = mid + 1; else hi = mid;
    }
    return lo;
  };
  const start = search(before);
  const end = search((e) => !after(e));
  return [start, Math.max(start, end)];
}

/**
 * Walks the plan's bounds in index order (or reversed), calling `visit` with each document once; stops when it
 * returns false. Returns the number of index keys examined.
 */
export function walk(plan: IndexPlan, direction: 1 | -1, visit: (d: Doc) => boolean): number {
  const tree = plan.ix.tree!;
  const { list, extra, hidden } = tree.readView();
  const seen = tree.multikey ? new Set<Doc>() : undefined;
  let examined = 0;
  return withoutCollation(() => {
    const all = scans(plan);
    if (direction < 0) all.reverse();
    for (const s of all) {
      const [start, end] = range(list, tree.dirs, s);
      // A transaction's snapshot: its own and preserved versions merged in index order, the live ones they stand for skipped.
      const [xStart, xEnd] = extra?.length ? range(extra, tree.dirs, s) : [0, 0];
      let n = 0;
      let x = 0;
      while (n < end - start || x < xEnd - xStart) {
        const base = n < end - start ? list[direction > 0 ? start + n : end - 1 - n] : undefined;
        const own = x < xEnd - xStart ? extra![direction > 0 ? xStart + x : xEnd - 1 - x] : undefined;
        let e: Entry;
        if (base && (!own || tree.compare(base, own) * direction < 0)) {
          n++;
          if (hidden?.has(base.d)) continue;
          e = base;
        } else {
          x++;
          e = own!;
        }
        examined++;
        if (seen) { if (seen.has(e.d)) continue; seen.add(e.d); }
        if (!visit(e.d)) return examined;
      }
    }
    return examined;
  });
}

/** mongod's rendering of index bounds, e.g. `["a", "a"]`, `(5, inf.0]`, `[MinKey, MaxKey]`. */
export function renderBounds(plan: IndexPlan): Doc {
  const out: Doc = {};
  const show = (b: Bound | undefined, side: 'lo' | 'hi'): string => {
    if (!b) return side === 'lo' ? 'MinKey' : 'MaxKey';
    if ('type' in b) return typeEdge(b.type, side);
    if ('prefix' in b) return formatValue(b.prefix + '\uffff');
    return typeof b.v === 'string' ? JSON.stringify(b.v) : formatValue(b.v);
  };
  plan.ix.fields.forEach((f, i) => {
    const ivs = plan.bounds[i];
    if (!ivs) { out[f] = ['[MinKey, MaxKey]']; return; }
    const ordered = plan.ix.tree!.dirs[i] * plan.direction < 0 ? [...ivs].reverse() : ivs;
    out[f] = ordered.map((iv) => {
      const loInc = !iv.lo || !('inc' in iv.lo) || iv.lo.inc;
      const hiInc = !iv.hi || ('inc' in iv.hi ? iv.hi.inc : !('prefix' in iv.hi));
      const [a, b, ai, bi] = plan.ix.tree!.dirs[i] * plan.direction < 0 ? [show(iv.hi, 'hi'), show(iv.lo, 'lo'), hiInc, loInc] : [show(iv.lo, 'lo'), show(iv.hi, 'hi'), loInc, hiInc];
      return `${ai ? '[' : '('}${a}, ${b}${bi ? ']' : ')'}`;
    });
  });
  return out;
}

function typeEdge(rank: number, side: 'lo' | 'hi'): string {
  switch (rank) {
    case 2: return side === 'lo' ? '-inf.0' : 'inf.0';
    case 3: return side === 'lo' ? '""' : '{}';
    case 9: return side === 'lo' ? 'new Date(-9223372036854775808)' : 'new Date(9223372036854775807)';
    case 7: return side === 'lo' ? "ObjectId('000000000000000000000000')" : "ObjectId('ffffffffffffffffffffffff')";
    case 8: return side === 'lo' ? 'false' : 'true';
    default: return side === 'lo' ? 'MinKey' : 'MaxKey';
  }
}
