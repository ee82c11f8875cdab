/**
 * mingo wiring for the aggregation pipeline: the query context of query.ts plus the pipeline stages, with $sort using
 * the BSON-aware comparison from values.ts and $project our projection engine (projection.ts). Also the in-memory
 * sort used by find.
 */
import { Context, ProcessingMode } from 'mingo/core';
import { Aggregator } from 'mingo/aggregator';
import * as pipelineOps from 'mingo/operators/pipeline';
import type { Options, PipelineOperator } from 'mingo/types';
import { Lazy } from 'mingo/lazy';
import { compareValues, isPlainObject, getOwn, pathValues, Doc } from './values';
import { err } from './errors';
import { textScoreOf } from './text-search';
import { projectStage } from './projection';
import { BASE_OPTIONS, CONTEXT } from './query';
import { fromStandIn, namesProto, withStandIn } from './proto-names';

export { getPath, makeQuery, queryOptions } from './query';

/** $sort stage using the BSON comparison. */
const sortStage = ((collection: ReturnType<typeof Lazy>, spec: Record<string, number>) => {
  return collection.transform((docs: unknown[]) => Lazy(sortDocs(docs as Doc[], spec)));
}) as unknown as PipelineOperator;

/**
 * $group as mongod runs it: an accumulator (or a single `_id`) whose value is missing says null, "so return objects
 * are predictable" — unlike every other missing value, which omitMissing leaves out.
 */
const groupStage = ((collection: ReturnType<typeof Lazy>, expr: Doc, options: Options) => {
  const grouped = (pipelineOps as unknown as Record<string, (c: unknown, e: Doc, o: Options) => ReturnType<typeof Lazy>>).$group(collection, expr, options);
  return grouped.map((doc) => {
    const d = doc as Doc;
    for (const k of Object.keys(expr)) if (d[k] === undefined) d[k] = null;
    return d;
  });
}) as unknown as PipelineOperator;

type Ops = Record<`$${string}`, never>;
/** Our stages first: when contexts are merged mingo keeps the first definition. */
const AGGREGATION_CONTEXT = Context.from(
  Context.init({
    pipeline: {
      ...(pipelineOps as unknown as Ops),
      $sort: sortStage,
      $group: groupStage,
      $project: ((coll: never, expr: Doc, options: Options) => projectStage(coll, expr, options)) as unknown as PipelineOperator,
    } as Record<`$${string}`, PipelineOperator>,
  }),
  CONTEXT,
);

/** Is this a pipeline stage mongod knows (and the embedded server runs)? */
export const isKnownStage = (name: string): boolean => AGGREGATION_CONTEXT.getOperator('pipeline' as never, name) !== null;

/** Value used for sorting on a path: min element ascending / max element descending for arrays. */
function sortKey(doc: Doc, path: string, dir: number): unknown {
  // The common case first: a top-level field holding a scalar.
  if (!path.includes('.')) {
    const v = getOwn(doc, path);
    if (v === null || typeof v !== 'object' || (!Array.isArray(v) && !isPlainObject(v))) return v;
  }
  const vals = pathValues(doc, path).flatMap((v) => (Array.isArray(v) ? (v.length ? v : [undefined]) : [v]));
  if (vals.length <= 1) return vals[0];
  let best = vals[0];
  for (const v of vals) {
    const c = compareValues(v, best);
    if (dir > 0 ? c < 0 : c > 0) best = v;
  }
  return best;
}

/**
 * Documents in `spec`'s order (ties in their given order). With `limit`, only the first `limit` are returned, found
 * by keeping the best `limit` while reading (one comparison for most documents) rather than by sorting them all.
 */
export function sortDocs<T extends Doc>(docs: T[], spec: Record<string, unknown>, limit = Infinity): T[] {
  const fields = Object.entries(spec).map(([k, d]) => {
    if (typeof d === 'object' && d !== null) {
      if ((d as Doc).$meta !== 'textScore') throw err(17312, `$meta sort by '${String((d as Doc).$meta)}' is not supported (field ${k})`);
      return [k, -1, true] as const;
    }
    const n = Number(d);
    if (n !== 1 && n !== -1) throw err(15975, '$sort key ordering must be 1 (for ascending) or -1 (for descending)');
    return [k, n, false] as const;
  });
  if (!fields.length) return docs;
  const keyed = docs.map((d, i) => ({ d, i, k: fields.map(([p, dir, meta]) => (meta ? textScoreOf(d) : sortKey(d, p, dir))) }));
  const order = (a: (typeof keyed)[number], b: (typeof keyed)[number]) => {
    for (let j = 0; j < fields.length; j++) {
      const c = compareValues(a.k[j], b.k[j]);
      if (c !== 0) return c * fields[j][1];
    }
    return a.i - b.i;
  };
  if (limit >= keyed.length / 4) return keyed.sort(order).slice(0, limit).map((x) => x.d);
  // The best `limit` so far, in order: a document enters only when it comes before the last of them.
  const best: (typeof keyed)[number][] = [];
  for (const x of keyed) {
    if (best.length === limit && order(x, best[limit - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (order(best[mid], x) <= 0) lo = mid + 1; else hi = mid;
    }
    best.splice(lo, 0, x);
    if (best.length > limit) best.pop();
  }
  return best.map((x) => x.d);
}

/**
 * Runs a pipeline on copies of `docs` (stages may change what they are given). The copies are made here rather than by
 * mingo, whose clone assigns keys and would turn a `__proto__` field into a prototype: a document or pipeline naming
 * `__proto__` runs on the stand-in (proto-names.ts), and the output gets the name back.
 */
export function aggregate(docs: Doc[], pipeline: Doc[], resolver: (name: string) => Doc[], variables?: Doc): Doc[] {
  const found = { proto: namesProto(pipeline) || namesProto(variables) };
  const standIn = (list: Doc[]) => list.map((d) => withStandIn(d, 'doc', found) as Doc);
  const agg = new Aggregator(found.proto ? (withStandIn(pipeline, 'expr') as Doc[]) : pipeline, {
    ...BASE_OPTIONS,
    context: AGGREGATION_CONTEXT,
    processingMode: ProcessingMode.CLONE_OFF,
    collectionResolver: (name: string) => standIn(resolver(name)),
    variables,
  });
  const input = standIn(docs);
  let out = agg.run(input) as Doc[];
  if (pipeline.some((stage) => Object.keys(stage).some((name) => !PASSING_STAGES.has(name)))) out = out.map((d) => omitMissing(d) as Doc);
  return found.proto ? out.map((d) => fromStandIn(d) as Doc) : out;
}

/** Stages that only choose, order or split the documents they are given: they build no value from an expression. */
const PASSING_STAGES = new Set(['$match', '$sort', '$limit', '$skip', '$sample', '$unwind', '$count']);

/**
 * mingo gives a field whose expression is missing (a path that is not there, $$REMOVE, an index past an array's end)
 * the value undefined, which BSON would write as null; mongod never writes a missing value into a document (it keeps
 * the place as null only in an array). Copies only the objects that hold one.
 */
function omitMissing(v: unknown): unknown {
  if (Array.isArray(v)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < v.length; i++) {
      const e = omitMissing(v[i]);
      if (e !== v[i]) (copy ??= v.slice())[i] = e;
    }
    return copy ?? v;
  }
  if (!isPlainObject(v)) return v;
  let copy: Doc | undefined;
  for (const k of Object.keys(v)) {
    const e = v[k];
    if (e === undefined) {
      copy ??= { ...v };
      delete copy[k];
    } else {
      const o = omitMissing(e);
      if (o !== e) (copy ??= { ...v })[k] = o;
    }
  }
  return copy ?? v;
}
