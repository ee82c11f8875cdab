/**
 * Finding the documents a filter matches, and the plan that says how (for explain):
 * - IDHACK / IXSCAN on `_id_`: the filter pins `_id` (equality or `$in`), the _id map is used;
 * - TEXT_MATCH: a top-level `$text`, answered with the collection's text index;
 * - GEO_NEAR_2DSPHERE / GEO_NEAR_2D: a top-level `{field: {$near | $nearSphere}}`, nearest first;
 * - IXSCAN on an ordered index chosen by planner.ts (exact bounds, and the sort when the index order gives it);
 * - COLLSCAN otherwise.
 * The filter is compiled even when there is nothing to scan, so a bad filter fails like on mongod.
 */
import type { Collection } from './storage';
import { Doc, compareValues, getPath, isPlainObject, valueKey } from './values';
import { makeQuery, sortDocs } from './matcher';
import { boundsAreExact, keysInBounds, narrowestPlan, planIndex, renderBounds, sortedTrial, walk, type IndexPlan } from './planner';
import { collationActive } from './collation';
import { fastTest } from './fast-match';
import { parseTextQuery, rememberScores, textIndexOf, textScore } from './text-search';
import { nearest, parseNear } from './geo';
import { seqOf } from './stored-stamp';

/** _id values the filter pins (equality or $in), or undefined when it does not. */
function pinnedIds(filter: Doc): unknown[] | undefined {
  const idc = filter._id;
  if (idc === undefined || idc instanceof RegExp) return undefined;
  const isOp = isPlainObject(idc) && Object.keys(idc).some((k) => k.startsWith('$'));
  const keys = isOp ? Object.keys(idc as Doc) : [];
  let ids: unknown[] | undefined;
  if (!isOp) ids = [idc];
  else if (keys.length === 1 && '$eq' in (idc as Doc)) ids = [(idc as Doc).$eq];
  else if (keys.length === 1 && Array.isArray((idc as Doc).$in) && !((idc as Doc).$in as unknown[]).some((v) => v instanceof RegExp || Array.isArray(v))) ids = (idc as Doc).$in as unknown[];
  // The _id map is binary: under a collation, string _ids are found by a scan.
  if (ids && collationActive() && ids.some((v) => typeof v === 'string')) return undefined;
  return ids;
}

interface Special { text?: unknown; near?: { path: string; cond: Doc }; rest: Doc }

/** Takes `$text` and `{field: {$near | $nearSphere}}` out of the filter (no allocation when there are none). */
function splitSpecial(filter: Doc): Special {
  let out: Special | undefined;
  for (const k in filter) {
    const v = filter[k];
    const isText = k === '$text';
    const isNear = !isText && typeof v === 'object' && v !== null && isPlainObject(v) && ('$near' in v || '$nearSphere' in v);
    if (!isText && !isNear) continue;
    out ??= { rest: { ...filter } };
    delete out.rest[k];
    if (isText) out.text = v;
    else out.near = { path: k, cond: v as Doc };
  }
  return out ?? { rest: filter };
}

function byId(c: Collection, ids: unknown[]): Doc[] {
  if (ids.length === 1) {
    const d = c.getById(ids[0]);
    return d ? [d] : [];
  }
  const seen = new Set<string>();
  const found: Doc[] = [];
  for (const v of ids) {
    const k = valueKey(v);
    if (seen.has(k)) continue;
    seen.add(k);
    const d = c.docs.get(k);
    if (d) found.push(d);
  }
  // keep natural (insertion) order like a collection scan would
  if (found.length > 1) found.sort((a, b) => seqOf(a) - seqOf(b));
  return found;
}

export interface FindOptions { sort?: Doc; skip?: number; limit?: number; hint?: unknown; variables?: Doc }

/** Documents matching `filter`; `variables` are the command's `let` values. Natural order. */
export function matching(c: Collection | undefined, filter: Doc, variables?: Doc, hint?: unknown): Doc[] {
  return findDocs(c, filter, { variables, hint });
}

/**
 * Documents matching `filter`, sorted by `sort` (natural order without one), `skip` and `limit` applied. An index
 * that gives the sort order is walked only until `skip + limit` documents matched.
 */
export function findDocs(c: Collection | undefined, filter: Doc, opts: FindOptions = {}): Doc[] {
  const { variables } = opts;
  const natural = naturalDirection(opts.sort, opts.hint);
  const sort = natural ? undefined : opts.sort;
  const slice = (docs: Doc[]) => (opts.skip || opts.limit ? docs.slice(opts.skip ?? 0, opts.limit ? (opts.skip ?? 0) + opts.limit : undefined) : docs);
  const sp = splitSpecial(filter);
  const nkeys = Object.keys(sp.rest).length;
  if (!c) {
    if (nkeys) makeQuery(sp.rest, variables);
    if (sp.text !== undefined) parseTextQuery(sp.text);
    return [];
  }
  const ids = pinnedIds(filter);
  const need = opts.limit ? (opts.skip ?? 0) + opts.limit : Infinity;
  let plan = ids || sp.text !== undefined || sp.near ? undefined : planIndex(c, sp.rest, sort, opts.hint);
  const full = nkeys && !(nkeys === 1 && ids && filter === sp.rest) ? makeQuery(sp.rest, variables) : undefined;
  // On index walks, plain-scalar documents are matched by the fast path (a collection scan keeps the full matcher).
  const q = full && plan && !variables ? { test: fastTest(sp.rest, full) } : full;
  const trial = plan && sort && opts.hint === undefined ? sortedTrial(c, sp.rest, sort, need) : undefined;
  if (trial && sort) {
    const found = sortedWalk(trial.sorted, sort, q, need, trial.budget);
    if (found) return slice(found);
    plan = trial.bounded;
  }
  if (plan && plan.sortFields && sort) return slice(sortedWalk(plan, sort, q, need) ?? []);
  let docs = ids ? byId(c, ids) : plan ? candidates(plan) : c.all();
  if (q) docs = docs.filter((d) => q.test(d));
  if (sp.text !== undefined) {
    const tq = parseTextQuery(sp.text);
    const idx = textIndexOf(c.indexes);
    const scores = rememberScores();
    docs = docs.filter((d) => {
      const s = textScore(d, idx, tq);
      if (s !== undefined) scores.set(d, s);
      return s !== undefined;
    });
  }
  if (sp.near) docs = nearest(docs, parseNear(sp.near.path, sp.near.cond, c.indexes));
  if (sort) docs = sortDocs(docs, sort, need);
  else if (natural === -1) docs = docs.reverse();
  return slice(docs);
}

/**
 * Natural order asked for by direction: `sort: {$natural: ±1}`, or without a sort `hint: {$natural: ±1}` (a collection
 * scan forwards or backwards, as mongod: backwards gives the newest insert first). Undefined for any other order.
 */
function naturalDirection(sort: Doc | undefined, hint: unknown): 1 | -1 | undefined {
  const asked = sort ?? hint;
  if (!isPlainObject(asked) || !('$natural' in asked) || (sort && Object.keys(sort).length !== 1)) return undefined;
  return Number(asked.$natural) < 0 ? -1 : 1;
}

/**
 * How many documents match `filter` (count, countDocuments): with an index whose bounds capture the whole filter, the
 * keys within the bounds are counted without visiting a document; with other bounds the documents within them are
 * tested one by one without being collected or sorted; anything else counts what findDocs finds.
 */
export function countMatching(c: Collection | undefined, filter: Doc, variables?: Doc, hint?: unknown): number {
  const sp = splitSpecial(filter);
  if (!c || sp.text !== undefined || sp.near || pinnedIds(filter)) return findDocs(c, filter, { variables, hint }).length;
  const plan = narrowestPlan(c, sp.rest, hint);
  if (!plan) return findDocs(c, filter, { variables, hint }).length;
  const full = makeQuery(sp.rest, variables);
  if (boundsAreExact(plan, sp.rest)) return keysInBounds(plan);
  const q = variables ? full : { test: fastTest(sp.rest, full) };
  const irregular = plan.ix.tree!.irregular;
  const seen = irregular.size ? new Set<Doc>() : undefined;
  let n = 0;
  walk(plan, 1, (d) => {
    seen?.add(d);
    if (q.test(d)) n++;
    return true;
  });
  if (seen) for (const d of irregular.values()) if (!seen.has(d) && q.test(d)) n++;
  return n;
}

/** The documents within an index plan's bounds (and the index's irregular ones), in natural order. */
function candidates(plan: IndexPlan): Doc[] {
  const out: Doc[] = [];
  walk(plan, 1, (d) => { out.push(d); return true; });
  const irregular = plan.ix.tree!.irregular;
  if (irregular.size) {
    const have = new Set(out);
    for (const d of irregular.values()) if (!have.has(d)) out.push(d);
  }
  return out.sort((a, b) => seqOf(a) - seqOf(b));
}

/**
 * Walks an index that gives the sort's leading fields: documents tying on them are collected and ordered by the full
 * sort (in natural order first), so the answer is the in-memory sort's; stops once `need` documents matched.
 * With a `budget` of keys: undefined when it runs out first (the caller then uses another plan).
 */
function sortedWalk(plan: IndexPlan, sort: Doc, q: { test(d: Doc): boolean } | undefined, need: number, budget = Infinity): Doc[] | undefined {
  const fields = Object.keys(sort).slice(0, plan.sortFields);
  const out: Doc[] = [];
  let run: Doc[] = [];
  let runKey: unknown[] | undefined;
  const flush = () => {
    if (run.length > 1) run = sortDocs(run.sort((a, b) => seqOf(a) - seqOf(b)), sort);
    for (const d of run) out.push(d);
    run = [];
  };
  let spent = 0;
  let matched = 0;
  let exhausted = false;
  walk(plan, plan.direction, (d) => {
    // Out of budget, or (after a first sample) matching too rarely to find `need` within it: give up early.
    if (++spent > budget || (spent % 64 === 0 && spent >= 256 && matched * budget < need * spent)) {
      exhausted = true;
      return false;
    }
    const key = fields.map((f) => getPath(d, f) ?? null);
    if (runKey && !key.every((v, i) => compareValues(v, runKey![i]) === 0)) {
      flush();
      if (out.length >= need) return false;
    }
    runKey = key;
    if (!q || q.test(d)) {
      run.push(d);
      matched++;
    }
    return true;
  });
  if (exhausted) return undefined;
  flush();
  return out;
}

/** The winning plan's innermost stages for `filter`, as mongod's explain reports them; `sorted`: no SORT stage. */
export function explainAccess(c: Collection | undefined, filter: Doc, sort?: Doc, hint?: unknown): { plan: Doc; sorted: boolean; index?: IndexPlan } {
  const sp = splitSpecial(filter);
  const rest = Object.keys(sp.rest).length ? { filter: sp.rest } : {};
  if (sp.text !== undefined && c) {
    const idx = textIndexOf(c.indexes);
    return { plan: { stage: 'TEXT_MATCH', indexPrefix: {}, indexName: idx.name, parsedTextQuery: parseTextQuery(sp.text), ...rest }, sorted: false };
  }
  if (sp.near && c) {
    const kind = c.indexes.find((i) => i.spec.key[sp.near!.path] === '2dsphere') ? '2dsphere' : '2d';
    const idx = c.indexes.find((i) => i.spec.key[sp.near!.path] === kind);
    return { plan: { stage: kind === '2dsphere' ? 'GEO_NEAR_2DSPHERE' : 'GEO_NEAR_2D', keyPattern: idx?.spec.key, indexName: idx?.name, ...rest }, sorted: false };
  }
  const ids = pinnedIds(filter);
  if (ids && Object.keys(filter).length === 1 && ids.length === 1) return { plan: { stage: 'IDHACK' }, sorted: false };
  if (ids) {
    const others = { ...filter };
    delete others._id;
    const ix = { stage: 'IXSCAN', keyPattern: { _id: 1 }, indexName: '_id_', isMultiKey: false, isUnique: true, direction: 'forward' };
    return { plan: Object.keys(others).length ? { stage: 'FETCH', filter: others, inputStage: ix } : { stage: 'FETCH', inputStage: ix }, sorted: false };
  }
  const plan = c ? planIndex(c, sp.rest, sort, hint) : undefined;
  if (plan) {
    const ix = plan.ix;
    const sorted = !!(plan.sortFields && sort);
    const scan = {
      stage: 'IXSCAN', keyPattern: ix.spec.key, indexName: ix.name, isMultiKey: ix.tree!.multikey, multiKeyPaths: {},
      isUnique: ix.unique, isSparse: ix.sparse, isPartial: false, indexVersion: 2,
      direction: sorted && plan.direction < 0 ? 'backward' : 'forward', indexBounds: renderBounds({ ...plan, direction: sorted ? plan.direction : 1 }),
    };
    return { plan: { stage: 'FETCH', ...rest, inputStage: scan }, sorted, index: plan };
  }
  return { plan: { stage: 'COLLSCAN', ...rest, direction: 'forward' }, sorted: false };
}

/** The winning plan's innermost stage for `filter`, as mongod's explain reports it. */
export function accessPlan(c: Collection | undefined, filter: Doc): Doc {
  return explainAccess(c, filter).plan;
}
