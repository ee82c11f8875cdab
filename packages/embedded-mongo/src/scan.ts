/**
 * Finding the documents a filter matches, and the plan that says how (for explain):
 * - IDHACK / IXSCAN on `_id_`: the filter pins `_id` (equality or `$in`), the _id map is used;
 * - TEXT_MATCH: a top-level `$text`, answered with the collection's text index;
 * - GEO_NEAR_2DSPHERE / GEO_NEAR_2D: a top-level `{field: {$near | $nearSphere}}`, nearest first;
 * - COLLSCAN otherwise (other indexes are not used to answer queries).
 * The filter is compiled even when there is nothing to scan, so a bad filter fails like on mongod.
 */
import type { Collection } from './storage';
import { Doc, isPlainObject, valueKey } from './values';
import { makeQuery } from './matcher';
import { collationActive } from './collation';
import { parseTextQuery, rememberScores, textIndexOf, textScore } from './text-search';
import { nearest, parseNear } from './geo';

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
  if (found.length > 1) {
    const order = new Map<Doc, number>();
    let i = 0;
    for (const d of c.docs.values()) order.set(d, i++);
    found.sort((a, b) => order.get(a)! - order.get(b)!);
  }
  return found;
}

/** Documents matching `filter`; `variables` are the command's `let` values. */
export function matching(c: Collection | undefined, filter: Doc, variables?: Doc): Doc[] {
  const sp = splitSpecial(filter);
  const nkeys = Object.keys(sp.rest).length;
  if (!c) {
    if (nkeys) makeQuery(sp.rest, variables);
    if (sp.text !== undefined) parseTextQuery(sp.text);
    return [];
  }
  const ids = pinnedIds(filter);
  let docs = ids ? byId(c, ids) : c.all();
  if (nkeys && !(nkeys === 1 && ids && filter === sp.rest)) {
    const q = makeQuery(sp.rest, variables);
    docs = docs.filter((d) => q.test(d));
  }
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
  return docs;
}

/** The winning plan's innermost stage for `filter`, as mongod's explain reports it. */
export function accessPlan(c: Collection | undefined, filter: Doc): Doc {
  const sp = splitSpecial(filter);
  const rest = Object.keys(sp.rest).length ? { filter: sp.rest } : {};
  if (sp.text !== undefined && c) {
    const idx = textIndexOf(c.indexes);
    return { stage: 'TEXT_MATCH', indexPrefix: {}, indexName: idx.name, parsedTextQuery: parseTextQuery(sp.text), ...rest };
  }
  if (sp.near && c) {
    const kind = c.indexes.find((i) => i.spec.key[sp.near!.path] === '2dsphere') ? '2dsphere' : '2d';
    const idx = c.indexes.find((i) => i.spec.key[sp.near!.path] === kind);
    return { stage: kind === '2dsphere' ? 'GEO_NEAR_2DSPHERE' : 'GEO_NEAR_2D', keyPattern: idx?.spec.key, indexName: idx?.name, ...rest };
  }
  const ids = pinnedIds(filter);
  if (ids && Object.keys(filter).length === 1 && ids.length === 1) return { stage: 'IDHACK' };
  if (ids) {
    const others = { ...filter };
    delete others._id;
    const ix = { stage: 'IXSCAN', keyPattern: { _id: 1 }, indexName: '_id_', isMultiKey: false, isUnique: true, direction: 'forward' };
    return Object.keys(others).length ? { stage: 'FETCH', filter: others, inputStage: ix } : { stage: 'FETCH', inputStage: ix };
  }
  return { stage: 'COLLSCAN', ...rest, direction: 'forward' };
}
